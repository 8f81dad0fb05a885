import { z } from 'zod';
import { CalendarDaySchema } from '../common/calendar-day.schemas';
import { listQuerySchema, listResponseSchema } from '../common/list.schemas';
import {
  CASH_UP_EXTRA_NOTE_MAX_LENGTH,
  CASH_UP_MAX_COVERS,
  CASH_UP_MAX_EUROS,
  CASH_UP_MAX_EXTRA_EXPENSES,
  CASH_UP_MAX_STAFF,
  CASH_UP_NOTES_MAX_LENGTH,
  CASH_UP_SERVICES,
  CASH_UP_SORT_COLUMNS,
  CASH_UP_TYPES,
} from './cashup.constants';

export { IdParamsSchema as CashUpIdParamsSchema } from '../common/list.schemas';

const RestaurantIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const RestaurantIdQuerySchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Euros on the wire (cents inside): 0 or more, two decimals at most, below an absurd day. */
export const CashUpEurosSchema = z
  .number()
  .min(0, 'Not below zero')
  .max(CASH_UP_MAX_EUROS, `At most ${CASH_UP_MAX_EUROS} €`)
  .multipleOf(0.01, 'At most two decimals');

const CoversSchema = z.number().int().min(0).max(CASH_UP_MAX_COVERS);

export const ExtraExpenseSchema = z.strictObject({
  amount: CashUpEurosSchema.refine((euros) => euros > 0, 'More than zero'),
  note: z
    .string()
    .trim()
    .min(1, 'Say what it paid for')
    .max(CASH_UP_EXTRA_NOTE_MAX_LENGTH)
    .refine((s) => !/\p{Cc}/u.test(s), 'No control characters'),
});
export type ExtraExpense = z.infer<typeof ExtraExpenseSchema>;

const StaffIdsSchema = z
  .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
  .min(1, 'Who worked today')
  .max(CASH_UP_MAX_STAFF)
  .refine((ids) => new Set(ids).size === ids.length, 'Each person once');

/** The fields one types at the close (spec §3); `staff` are users of the restaurant. */
const cashUpFields = {
  breakfast_count: CoversSchema,
  lunch_count: CoversSchema,
  aperitif_count: CoversSchema,
  dinner_count: CoversSchema,
  /** Card / POS takings (bancomat). */
  bnt: CashUpEurosSchema,
  /** The cash counted in the drawer. */
  cash: CashUpEurosSchema,
  /** What the register says was taken. */
  till: CashUpEurosSchema,
  extra_expenses: z.array(ExtraExpenseSchema).max(CASH_UP_MAX_EXTRA_EXPENSES),
  notes: z
    .string()
    .trim()
    .max(CASH_UP_NOTES_MAX_LENGTH)
    .refine((s) => !/[^\P{Cc}\n\t]/u.test(s.replace(/\r\n/g, '\n')), 'No control characters'),
  staff: StaffIdsSchema,
};

export const CreateCashUpBodySchema = z.strictObject({
  restaurant_id: RestaurantIdSchema,
  cash_up_date: CalendarDaySchema,
  type: z.enum(CASH_UP_TYPES).default('final'),
  ...cashUpFields,
  breakfast_count: CoversSchema.default(0),
  lunch_count: CoversSchema.default(0),
  aperitif_count: CoversSchema.default(0),
  dinner_count: CoversSchema.default(0),
  extra_expenses: cashUpFields.extra_expenses.default([]),
  notes: cashUpFields.notes.default(''),
});
export type CreateCashUpBody = z.input<typeof CreateCashUpBodySchema>;

/** A change: the fields sent change, the others keep their value; `{}` is a 400. */
export const UpdateCashUpBodySchema = z
  .strictObject(cashUpFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, {
    message: 'Send at least one field to change',
  });
export type UpdateCashUpBody = z.input<typeof UpdateCashUpBodySchema>;

/** The figures in euros, computed by cashUpFigures (cashup-figures.ts). */
export const CashUpFiguresSchema = z.object({
  extra_expenses: z.number(),
  total_takings: z.number(),
  difference: z.number(),
  balanced: z.boolean(),
  covers: z.number().int(),
  average_per_cover: z.number().nullable(),
});
export type CashUpFiguresWire = z.infer<typeof CashUpFiguresSchema>;

export const CashUpSummarySchema = z.object({
  id: z.number().int(),
  restaurant_id: z.number().int(),
  cash_up_date: z.string(),
  type: z.enum(CASH_UP_TYPES),
  breakfast_count: z.number().int(),
  lunch_count: z.number().int(),
  aperitif_count: z.number().int(),
  dinner_count: z.number().int(),
  bnt: z.number(),
  cash: z.number(),
  till: z.number(),
  figures: CashUpFiguresSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type CashUpSummary = z.infer<typeof CashUpSummarySchema>;

/** What the business took that day outside the till, to reconcile beside it. */
export const CashUpTakingsSchema = z.object({
  /** Online orders paid by card that day (not cancelled or rejected). */
  card_orders: z.object({ count: z.number().int(), total: z.number() }),
  /** Gift-card money spent at the restaurant that day. */
  gift_cards_redeemed: z.object({ count: z.number().int(), total: z.number() }),
});
export type CashUpTakings = z.infer<typeof CashUpTakingsSchema>;

export const CashUpChangeSchema = z.object({
  field: z.string(),
  from: z.unknown(),
  to: z.unknown(),
});

export const CashUpEventSchema = z.object({
  kind: z.enum(['created', 'updated', 'reopened']),
  at: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string(),
  changes: z.array(CashUpChangeSchema),
});
export type CashUpEvent = z.infer<typeof CashUpEventSchema>;

export const CashUpSchema = CashUpSummarySchema.extend({
  extra_expenses: z.array(z.object({ amount: z.number(), note: z.string() })),
  notes: z.string(),
  staff: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The day has its final close: changing any of its cash-ups is an owner's action. */
  day_closed: z.boolean(),
  /** The day's cash-ups (this one too), for the takings by service. */
  day: z.array(
    z.object({
      id: z.number().int(),
      type: z.enum(CASH_UP_TYPES),
      total_takings: z.number(),
      covers: z.number().int(),
    }),
  ),
  takings: CashUpTakingsSchema,
  history: z.array(CashUpEventSchema),
});
export type CashUp = z.infer<typeof CashUpSchema>;

export const CashUpListQuerySchema = listQuerySchema(CASH_UP_SORT_COLUMNS, 'cash_up_date').extend({
  restaurant_id: RestaurantIdQuerySchema,
  type: z.enum(CASH_UP_TYPES).optional(),
  /** Days from/to (the current year when left out). */
  from: CalendarDaySchema.optional(),
  to: CalendarDaySchema.optional(),
});
export type CashUpListQuery = z.input<typeof CashUpListQuerySchema>;

export const CashUpListSchema = listResponseSchema(CashUpSummarySchema).extend({
  totals: z.object({ total_takings: z.number(), covers: z.number().int() }),
});
export type CashUpList = z.infer<typeof CashUpListSchema>;

export const CashUpMonthQuerySchema = z.strictObject({
  restaurant_id: RestaurantIdQuerySchema,
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month as YYYY-MM')
    .refine((m) => m >= '2000-01' && m <= '2199-12', 'A month from 2000 to 2199'),
});
export type CashUpMonthQuery = z.input<typeof CashUpMonthQuerySchema>;

/**
 * A day of the month view: closed (its final close), partial (only services closed), missing
 * (a past day the restaurant was open without a close), open (today, not closed yet), rest (the
 * restaurant does not open that day) or upcoming.
 */
export const CASH_UP_DAY_STATES = [
  'closed',
  'partial',
  'missing',
  'open',
  'rest',
  'upcoming',
] as const;
export type CashUpDayState = (typeof CASH_UP_DAY_STATES)[number];

export const CashUpMonthSchema = z.object({
  month: z.string(),
  time_zone: z.string(),
  today: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      state: z.enum(CASH_UP_DAY_STATES),
      /** The final close, or the day's first partial. */
      cash_up_id: z.number().int().nullable(),
      total_takings: z.number().nullable(),
      difference: z.number().nullable(),
      covers: z.number().int().nullable(),
    }),
  ),
  totals: z.object({
    total_takings: z.number(),
    covers: z.number().int(),
    average_per_cover: z.number().nullable(),
    closed_days: z.number().int(),
    missing_days: z.number().int(),
    days_with_difference: z.number().int(),
  }),
});
export type CashUpMonth = z.infer<typeof CashUpMonthSchema>;

export const CashUpTakingsQuerySchema = z.strictObject({
  restaurant_id: RestaurantIdQuerySchema,
  date: CalendarDaySchema,
});
export type CashUpTakingsQuery = z.input<typeof CashUpTakingsQuerySchema>;

export { CASH_UP_SERVICES };
