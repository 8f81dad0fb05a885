import { endpoint } from '../common/endpoint';
import { IdempotencyHeadersSchema, OrderSchema, PublicOrderSchema } from '../orders/order.schemas';
import { RestaurantIdParamsSchema, TableQrTokenParamsSchema } from './floor.schemas';
import {
  BillRequestBodySchema,
  BookingIdParamsSchema,
  BookingTablesBodySchema,
  BookingTablesQuerySchema,
  BookingTablesSchema,
  DayBookingTablesSchema,
  MergeSeatingBodySchema,
  MoveSeatingBodySchema,
  PayBillBodySchema,
  SeatingDetailSchema,
  SeatingIdParamsSchema,
  SeatPartyBodySchema,
  ServiceSchema,
  SplitBillBodySchema,
  StaffTableOrderBodySchema,
  TableOrderBodySchema,
} from './service.schemas';

// The service on the floor (issue 16, decision 061): the host's calls name the restaurant, the
// party (seating) or the booking by id; the guest's by the table's QR token. Every change is
// heard live as `table.updated` with `{ restaurant_id }`.

/** The service view in one read: tables with their states, the parties, today's bookings. */
export const getService = endpoint({
  method: 'GET',
  path: '/floor/:id/service',
  params: RestaurantIdParamsSchema,
  response: ServiceSchema,
});

/** Seat a booking or a walk-in at one or more free tables. */
export const seatParty = endpoint({
  method: 'POST',
  path: '/floor/:id/seatings',
  params: RestaurantIdParamsSchema,
  body: SeatPartyBodySchema,
  response: SeatingDetailSchema,
  status: 201,
});

/** A waiter's order for the party seated at a table: on its bill, on the board (Idempotency-Key). */
export const addTableOrder = endpoint({
  method: 'POST',
  path: '/floor/:id/table-orders',
  params: RestaurantIdParamsSchema,
  headers: IdempotencyHeadersSchema,
  body: StaffTableOrderBodySchema,
  response: OrderSchema,
  status: 201,
});

/** One party with its orders and the dishes of its bill. */
export const getSeating = endpoint({
  method: 'GET',
  path: '/seatings/:id',
  params: SeatingIdParamsSchema,
  response: SeatingDetailSchema,
});

/** Move the party to other tables; its orders and bill go with it. */
export const moveSeating = endpoint({
  method: 'PUT',
  path: '/seatings/:id/tables',
  params: SeatingIdParamsSchema,
  body: MoveSeatingBodySchema,
  response: SeatingDetailSchema,
});

/** Merge another party's bill (and tables) into this one. */
export const mergeSeating = endpoint({
  method: 'POST',
  path: '/seatings/:id/merge',
  params: SeatingIdParamsSchema,
  body: MergeSeatingBodySchema,
  response: SeatingDetailSchema,
});

/** Split the bill by items or in equal parts, or make it whole again. */
export const splitBill = endpoint({
  method: 'PUT',
  path: '/seatings/:id/split',
  params: SeatingIdParamsSchema,
  body: SplitBillBodySchema,
  response: SeatingDetailSchema,
});

/** The party asked for the bill (or the ask is taken back). */
export const requestBill = endpoint({
  method: 'POST',
  path: '/seatings/:id/bill-request',
  params: SeatingIdParamsSchema,
  body: BillRequestBodySchema,
  response: SeatingDetailSchema,
});

/** Mark the bill paid: one part, or the whole. */
export const payBill = endpoint({
  method: 'POST',
  path: '/seatings/:id/payments',
  params: SeatingIdParamsSchema,
  body: PayBillBodySchema,
  response: SeatingDetailSchema,
});

/** Free the party's tables: the seating closes, its booking is completed. */
export const freeSeating = endpoint({
  method: 'POST',
  path: '/seatings/:id/free',
  params: SeatingIdParamsSchema,
  response: SeatingDetailSchema,
});

/** Hold tables ahead for a booking ("reserved soon", the day's timeline by table). */
export const setBookingTables = endpoint({
  method: 'PUT',
  path: '/bookings/:id/tables',
  params: BookingIdParamsSchema,
  body: BookingTablesBodySchema,
  response: BookingTablesSchema,
});

/** The tables held by one day's bookings (any day: the bookings' timeline by table). */
export const getDayBookingTables = endpoint({
  method: 'GET',
  path: '/floor/:id/booking-tables',
  params: RestaurantIdParamsSchema,
  query: BookingTablesQuerySchema,
  response: DayBookingTablesSchema,
});

/**
 * Public: the guest orders from the table's QR code. Answers as the site's checkout does, so the
 * guest lands on the same tracking page (`/{lang}/order/{public_id}`).
 */
export const placeTableOrder = endpoint({
  method: 'POST',
  path: '/table-qr/:token/orders',
  params: TableQrTokenParamsSchema,
  headers: IdempotencyHeadersSchema,
  body: TableOrderBodySchema,
  response: PublicOrderSchema,
  status: 201,
});
