import { z } from 'zod';
import { OrderLineSchema, OrderSummarySchema } from './order.schemas';

/**
 * The most orders one board answer holds. The open ones come first (the newest of them when there
 * are more), today's finished ones fill what is left; past it the answer says `truncated`.
 */
export const BOARD_MAX_ORDERS = 300;

export const OrderBoardQuerySchema = z.strictObject({
  restaurant_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** A line as the kitchen reads it on a card: no prices, no VAT. */
export const BoardLineSchema = OrderLineSchema.pick({
  name: true,
  variant_name: true,
  quantity: true,
  notes: true,
});
export type BoardLine = z.infer<typeof BoardLineSchema>;

/** An order of the board: the list's row with the dishes to make. */
export const BoardOrderSchema = OrderSummarySchema.extend({ items: z.array(BoardLineSchema) });
export type BoardOrder = z.infer<typeof BoardOrderSchema>;

/**
 * The live board in one answer: every order of the restaurant still open, whatever day it was
 * placed (an order accepted yesterday and never completed, a pre-order for later), and today's
 * finished ones (completed, rejected, cancelled), oldest placed first. Card orders not paid yet
 * are not the kitchen's.
 */
export const OrderBoardSchema = z.object({
  /** Today in the restaurant's time zone, the day whose finished orders are in. */
  date: z.string(),
  orders: z.array(BoardOrderSchema),
  /** More orders than BOARD_MAX_ORDERS: the oldest open ones or the earliest finished are left out. */
  truncated: z.boolean(),
});
export type OrderBoard = z.infer<typeof OrderBoardSchema>;
