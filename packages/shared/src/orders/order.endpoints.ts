import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import {
  IdempotencyHeadersSchema,
  OrderExportQuerySchema,
  OrderIdParamsSchema,
  OrderItemsBodySchema,
  OrderingRushBodySchema,
  OrderingSettingsBodySchema,
  OrderingSettingsSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderPublicIdParamsSchema,
  OrderQuoteBodySchema,
  OrderQuoteSchema,
  OrderRefundBodySchema,
  OrderSchema,
  OrderSlotsQuerySchema,
  OrderSlotsSchema,
  OrdersTodayQuerySchema,
  OrdersTodaySchema,
  OrderTransitionBodySchema,
  PlaceOrderBodySchema,
  PublicKeyParamsSchema,
  PublicOrderingSchema,
  PublicOrderSchema,
  RestaurantIdParamsSchema,
  StaffOrderBodySchema,
} from './order.schemas';
import { OrderBoardQuerySchema, OrderBoardSchema } from './order-board.schemas';
import {
  PublicOrderEventsQuerySchema,
  PublicOrderLiveMessageSchema,
} from './public-order-live.schemas';

// Online ordering (issue 15). Public calls name the restaurant by its public key, as the cart
// does; the guest's order by its unguessable public id; the dashboard's by their ids.

export const getPublicOrdering = endpoint({
  method: 'GET',
  path: '/ordering/:publicKey',
  params: PublicKeyParamsSchema,
  response: PublicOrderingSchema,
});

export const getOrderSlots = endpoint({
  method: 'GET',
  path: '/ordering/:publicKey/slots',
  params: PublicKeyParamsSchema,
  query: OrderSlotsQuerySchema,
  response: OrderSlotsSchema,
});

export const quoteOrder = endpoint({
  method: 'POST',
  path: '/ordering/:publicKey/quote',
  params: PublicKeyParamsSchema,
  body: OrderQuoteBodySchema,
  response: OrderQuoteSchema,
});

export const placeOrder = endpoint({
  method: 'POST',
  path: '/ordering/:publicKey/orders',
  params: PublicKeyParamsSchema,
  headers: IdempotencyHeadersSchema,
  body: PlaceOrderBodySchema,
  response: PublicOrderSchema,
  status: 201,
});

export const getPublicOrder = endpoint({
  method: 'GET',
  path: '/public-orders/:publicId',
  params: OrderPublicIdParamsSchema,
  response: PublicOrderSchema,
});

/**
 * The guest's order as it moves, as Server-Sent Events (decision 053): `stream` says so, and the
 * tracking page opens it with the browser's EventSource, never with `callApi`. `response` is one
 * message.
 */
export const streamPublicOrder = endpoint({
  method: 'GET',
  path: '/public-orders/:publicId/events',
  params: OrderPublicIdParamsSchema,
  query: PublicOrderEventsQuerySchema,
  response: PublicOrderLiveMessageSchema,
  stream: 'text/event-stream',
});

export const listOrders = endpoint({
  method: 'GET',
  path: '/orders',
  query: OrderListQuerySchema,
  response: OrderListSchema,
});

/**
 * A CSV file, not JSON: `download` says so, and the web fetches it as a file (never `callApi`).
 * At most ORDER_EXPORT_MAX_ROWS orders; a wider range is refused with 422.
 */
export const exportOrders = endpoint({
  method: 'GET',
  path: '/orders/export',
  query: OrderExportQuerySchema,
  response: z.string(),
  download: 'text/csv',
});

export const getOrdersToday = endpoint({
  method: 'GET',
  path: '/orders/today',
  query: OrdersTodayQuerySchema,
  response: OrdersTodaySchema,
});

/** The live board and the kitchen display: open orders of any day and today's finished, with lines. */
export const getOrderBoard = endpoint({
  method: 'GET',
  path: '/orders/board',
  query: OrderBoardQuerySchema,
  response: OrderBoardSchema,
});

export const getOrder = endpoint({
  method: 'GET',
  path: '/orders/:id',
  params: OrderIdParamsSchema,
  response: OrderSchema,
});

export const createStaffOrder = endpoint({
  method: 'POST',
  path: '/orders',
  headers: IdempotencyHeadersSchema,
  body: StaffOrderBodySchema,
  response: OrderSchema,
  status: 201,
});

export const correctOrderItems = endpoint({
  method: 'PUT',
  path: '/orders/:id/items',
  params: OrderIdParamsSchema,
  body: OrderItemsBodySchema,
  response: OrderSchema,
});

export const refundOrder = endpoint({
  method: 'POST',
  path: '/orders/:id/refund',
  params: OrderIdParamsSchema,
  body: OrderRefundBodySchema,
  response: OrderSchema,
});

export const changeOrderStatus = endpoint({
  method: 'POST',
  path: '/orders/:id/status',
  params: OrderIdParamsSchema,
  body: OrderTransitionBodySchema,
  response: OrderSchema,
});

export const getOrderingSettings = endpoint({
  method: 'GET',
  path: '/ordering-settings/:id',
  params: RestaurantIdParamsSchema,
  response: OrderingSettingsSchema,
});

export const updateOrderingSettings = endpoint({
  method: 'PUT',
  path: '/ordering-settings/:id',
  params: RestaurantIdParamsSchema,
  body: OrderingSettingsBodySchema,
  response: OrderingSettingsSchema,
});

export const rushOrdering = endpoint({
  method: 'POST',
  path: '/ordering-settings/:id/rush',
  params: RestaurantIdParamsSchema,
  body: OrderingRushBodySchema,
  response: OrderingSettingsSchema,
});
