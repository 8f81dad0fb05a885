import { z } from 'zod';
import { BOOKING_MAX_PARTY } from '../bookings/booking.constants';
import { BOOKING_STATUSES } from '../bookings/booking-states';
import { TEMP_ID_PATTERN } from '../cart/cart.constants';
import { CalendarDaySchema } from '../common/calendar-day.schemas';
import { MAX_NAME_LENGTH } from '../common/constants';
import { EmailSchema } from '../common/credentials.schemas';
import {
  DISCOUNT_CODE_MAX_LENGTH,
  GIFT_CARD_CODE_INPUT_MAX_LENGTH,
  ORDER_MAX_LINES,
  ORDER_NOTES_MAX_LENGTH,
} from '../orders/order.constants';
import { OrderLineInputSchema } from '../orders/order.schemas';
import { ORDER_STATUSES } from '../orders/order-states';
import { LanguageCodeSchema } from '../restaurants/restaurant.schemas';
import { FloorTableSchema } from './floor.schemas';
import {
  BILL_MAX_PARTS,
  BILL_SPLIT_MODES,
  SEATING_GUEST_NAME_MAX_LENGTH,
  SEATING_MAX_TABLES,
  TABLE_STATES,
} from './service.constants';

// The service on the floor (issue 16, decision 061): parties seated at tables, their bills, and the
// guest's order from a table's QR code.

const IdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const IdParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const SeatingIdParamsSchema = z.strictObject({ id: IdParam });
export const BookingIdParamsSchema = z.strictObject({ id: IdParam });

/** One or more tables of the restaurant (pushed together), each once. */
const TableIdsSchema = z
  .array(IdSchema)
  .min(1)
  .max(SEATING_MAX_TABLES)
  .refine((ids) => new Set(ids).size === ids.length, 'Each table once');

const PartySizeSchema = z.number().int().min(1).max(BOOKING_MAX_PARTY);

// ——— Requests ———

/**
 * Seat a party: a booking (its name, party and notes come with it) or a walk-in (a party size and
 * an optional label). The tables must be free: another party at one of them is 409 `table_taken`.
 */
export const SeatPartyBodySchema = z
  .strictObject({
    table_ids: TableIdsSchema,
    /** The booking being seated; left out for a walk-in. */
    booking_id: IdSchema.optional(),
    /** A walk-in's party; for a booking, how many actually came (the booking's when left out). */
    party_size: PartySizeSchema.optional(),
    /** A walk-in's label on the plan ("Rossi"); a booking shows its own name. */
    guest_name: z
      .string()
      .trim()
      .max(SEATING_GUEST_NAME_MAX_LENGTH)
      .refine((s) => !/\p{Cc}/u.test(s), 'No control characters')
      .default(''),
  })
  .refine((b) => b.booking_id !== undefined || b.party_size !== undefined, {
    message: 'A walk-in needs its party size',
    path: ['party_size'],
  });
export type SeatPartyBody = z.input<typeof SeatPartyBodySchema>;

/** Move a party (and so its orders and bill) to other tables: the tables it sits at afterwards. */
export const MoveSeatingBodySchema = z.strictObject({ table_ids: TableIdsSchema });
export type MoveSeatingBody = z.infer<typeof MoveSeatingBodySchema>;

/**
 * Merge another party's bill into this one: its orders join this bill, its tables this party, and
 * it is closed (merged). Neither bill may be paid in part.
 */
export const MergeSeatingBodySchema = z.strictObject({ seating_id: IdSchema });
export type MergeSeatingBody = z.infer<typeof MergeSeatingBodySchema>;

/**
 * How the bill is paid: `whole` (no split; undoes one), `equal` in N parts of whole cents that sum
 * to the total exactly, or `items`: each part lists the bill's dishes (their `line_ids`, as the
 * seating's bill answers them), every dish in at least one part; a dish in several parts (a shared
 * bottle) is split equally among them. A split is replaced by another only while no part is paid
 * (409 `bill_paid`).
 */
export const SplitBillBodySchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('whole') }),
  z.strictObject({ mode: z.literal('equal'), parts: z.number().int().min(2).max(BILL_MAX_PARTS) }),
  z.strictObject({
    mode: z.literal('items'),
    parts: z
      .array(
        z.strictObject({
          line_ids: z
            .array(IdSchema)
            .min(1)
            .max(ORDER_MAX_LINES * 10),
        }),
      )
      .min(2)
      .max(BILL_MAX_PARTS)
      .refine(
        (parts) => parts.every((p) => new Set(p.line_ids).size === p.line_ids.length),
        'A dish at most once in a part',
      ),
  }),
]);
export type SplitBillBody = z.infer<typeof SplitBillBodySchema>;

/** The bill asked for (`true`), or the ask taken back (`false`). */
export const BillRequestBodySchema = z.strictObject({ requested: z.boolean().default(true) });
export type BillRequestBody = z.input<typeof BillRequestBodySchema>;

/**
 * Money taken: one part of a split bill (its `index`), or the whole bill (every part still open)
 * when `part` is left out. The bill is paid once every part is.
 */
export const PayBillBodySchema = z.strictObject({
  part: z
    .number()
    .int()
    .min(0)
    .max(BILL_MAX_PARTS - 1)
    .optional(),
});
export type PayBillBody = z.infer<typeof PayBillBodySchema>;

/** Tables held ahead for a booking (replaces the set; an empty list holds none). */
export const BookingTablesBodySchema = z.strictObject({
  table_ids: z
    .array(IdSchema)
    .max(SEATING_MAX_TABLES)
    .refine((ids) => new Set(ids).size === ids.length, 'Each table once'),
});
export type BookingTablesBody = z.infer<typeof BookingTablesBodySchema>;

const PhoneSchema = z
  .string()
  .trim()
  .min(5, 'A phone number the restaurant can call')
  .max(30)
  .regex(/^[+\d\s().-]*$/, 'Only digits, spaces and + ( ) . -');

/**
 * The guest's order from the table's QR code (`POST /table-qr/:token/orders`): the checkout's
 * fields without type, slot, address or payment — it is a `table` order, as soon as possible, paid
 * with the table's bill. Prices are never sent (DESIGN.md §10).
 */
export const TableOrderBodySchema = z.strictObject({
  items: z.array(OrderLineInputSchema).min(1).max(ORDER_MAX_LINES),
  notes: z.string().trim().max(ORDER_NOTES_MAX_LENGTH).default(''),
  customer: z.strictObject({
    name: z.string().trim().min(2).max(MAX_NAME_LENGTH),
    email: EmailSchema.optional(),
    phone: PhoneSchema.optional(),
  }),
  discount_code: z.string().trim().max(DISCOUNT_CODE_MAX_LENGTH).optional(),
  /** A gift card paying what the discount leaves, as at the checkout (decision 071). */
  gift_card_code: z.string().trim().max(GIFT_CARD_CODE_INPUT_MAX_LENGTH).optional(),
  privacy_consent: z.literal(true, { message: 'Accept the privacy notice to order' }),
  marketing_consent: z.boolean().default(false),
  language: LanguageCodeSchema,
  /** The visitor's cart, emptied once the order is placed. */
  cart_temp_id: z.string().regex(TEMP_ID_PATTERN).optional(),
});
export type TableOrderBody = z.input<typeof TableOrderBodySchema>;

/**
 * A waiter's order for a seated party (`POST /floor/:id/table-orders`): the dishes for the table,
 * on the bill of the party sitting there (none there is 409 `no_seating`). The guest's name is the
 * party's; prices, the kitchen's slots and sold-out dishes follow the guest's table order.
 */
export const StaffTableOrderBodySchema = z.strictObject({
  table_id: IdSchema,
  items: z.array(OrderLineInputSchema).min(1).max(ORDER_MAX_LINES),
  notes: z.string().trim().max(ORDER_NOTES_MAX_LENGTH).default(''),
  language: LanguageCodeSchema.default('it'),
});
export type StaffTableOrderBody = z.input<typeof StaffTableOrderBodySchema>;

// ——— Answers (euros with two decimals, DESIGN.md §5) ———

/** A dish of the bill: an order's line, by its id for a split by items. */
export const BillLineSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.number().int(),
  name: z.string(),
  variant_name: z.string().nullable(),
  quantity: z.number().int(),
  unit_price: z.number(),
  total: z.number(),
  notes: z.string(),
  /** Paid with an earlier bill (its order was): in no split, asks nothing. */
  paid: z.boolean(),
});
export type BillLine = z.infer<typeof BillLineSchema>;

export const BillPartSchema = z.object({
  /** The part's place in the split, from 0: what `PayBillBody.part` names. */
  index: z.number().int(),
  amount: z.number(),
  /** The dishes of a split by items; empty for equal parts. */
  line_ids: z.array(z.number().int()),
  paid_at: z.string().nullable(),
});
export type BillPart = z.infer<typeof BillPartSchema>;

/**
 * The party's bill: the sum of its orders (rejected and cancelled ones aside). `unsplit` is what
 * was ordered after the bill was split (in no part yet): paid with the whole or split again.
 * `paid_before` is what an earlier payment in full took, before a new order opened the bill again
 * (in `paid` too): only the rest is due and split.
 */
export const BillSchema = z.object({
  total: z.number(),
  paid: z.number(),
  paid_before: z.number(),
  due: z.number(),
  split: z.enum(BILL_SPLIT_MODES),
  parts: z.array(BillPartSchema),
  unsplit: z.number(),
});
export type Bill = z.infer<typeof BillSchema>;

/** An order of the party, as the service view lists it. */
export const SeatingOrderSchema = z.object({
  id: z.number().int(),
  public_id: z.string(),
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  total: z.number(),
  placed_at: z.string(),
  /** Dishes ordered (the sum of the lines' quantities). */
  items_count: z.number().int(),
});
export type SeatingOrder = z.infer<typeof SeatingOrderSchema>;

/** A booking as the host needs it at the table: who, how many, when, and what to mind. */
export const ServiceBookingSchema = z.object({
  id: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  party_size: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  name: z.string(),
  phone: z.string(),
  /** The guest's words on this booking (occasion, high chair, allergies). */
  notes: z.string(),
  /** The restaurant's notes on the guest (allergies …), seen on each of their bookings. */
  guest_notes: z.string(),
  /** Tables held ahead for it, ascending. */
  table_ids: z.array(z.number().int()),
});
export type ServiceBooking = z.infer<typeof ServiceBookingSchema>;

/** A party at one or more tables, from seated until the tables are freed. */
export const SeatingSchema = z.object({
  id: z.number().int(),
  restaurant_id: z.number().int(),
  /** The tables it sits at (ascending by id); the tables it sat at once it is closed. */
  table_ids: z.array(z.number().int()),
  party_size: z.number().int(),
  /** The walk-in's label, or the booking's name. */
  guest_name: z.string(),
  booking: ServiceBookingSchema.nullable(),
  seated_at: z.string(),
  bill_requested_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** Set once the tables are freed, or the party merged into another (`merged_into_id`). */
  closed_at: z.string().nullable(),
  merged_into_id: z.number().int().nullable(),
  orders: z.array(SeatingOrderSchema),
  bill: BillSchema,
});
export type Seating = z.infer<typeof SeatingSchema>;

/** One party with the dishes of its bill: what every service call answers. */
export const SeatingDetailSchema = SeatingSchema.extend({ lines: z.array(BillLineSchema) });
export type SeatingDetail = z.infer<typeof SeatingDetailSchema>;

/** A table of the plan with its live state. */
export const ServiceTableSchema = FloorTableSchema.extend({
  state: z.enum(TABLE_STATES),
  /** The open party at it (one of `ServiceSchema.seatings`), or null. */
  seating_id: z.number().int().nullable(),
  /** The next of today's bookings held for it and not seated yet, or null. */
  next_booking_id: z.number().int().nullable(),
});
export type ServiceTable = z.infer<typeof ServiceTableSchema>;

/**
 * The service in one read (`GET /floor/:id/service`): the plan with each table's state, the parties
 * at tables, and today's bookings not seated yet (requested and confirmed, by time) to assign.
 */
export const ServiceSchema = z.object({
  restaurant_id: z.number().int(),
  /** Today in the restaurant's time zone. */
  date: z.string(),
  /** The server's clock when read: "seated 40 minutes ago", "reserved in 20". */
  now: z.string(),
  grid: z.object({ columns: z.number().int(), rows: z.number().int() }),
  areas: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      position: z.number().int(),
      /** Active tables only, by name. */
      tables: z.array(ServiceTableSchema),
    }),
  ),
  /** Open parties: seated, ordering, asking for the bill, or paid and not freed. */
  seatings: z.array(SeatingSchema),
  /** Today's bookings not seated yet (requested, confirmed, no-show), by time. */
  bookings: z.array(ServiceBookingSchema),
});
export type Service = z.infer<typeof ServiceSchema>;

export const BookingTablesSchema = z.object({
  booking_id: z.number().int(),
  table_ids: z.array(z.number().int()),
});
export type BookingTables = z.infer<typeof BookingTablesSchema>;

/** The day whose held tables are read (in the restaurant's time zone). */
export const BookingTablesQuerySchema = z.strictObject({ date: CalendarDaySchema });
export type BookingTablesQuery = z.infer<typeof BookingTablesQuerySchema>;

/** The tables held by the bookings of one day that still hold them, by booking. */
export const DayBookingTablesSchema = z.array(BookingTablesSchema);
