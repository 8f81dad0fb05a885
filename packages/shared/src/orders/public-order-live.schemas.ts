import { z } from 'zod';
import { PublicOrderSchema } from './order.schemas';

/**
 * A version of what a guest's tracking page shows, as the public stream's `id:` carries it: a
 * digest of the public order (decision 053), so it says nothing the page does not already show
 * and changes exactly when the page would.
 */
export const PublicOrderVersionSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a version of this order');

/**
 * `GET /api/public-orders/:publicId/events`: `last_event_id` stands in for the `Last-Event-ID`
 * header where a client cannot set it; the header wins when both are sent.
 */
export const PublicOrderEventsQuerySchema = z.strictObject({
  last_event_id: PublicOrderVersionSchema.optional(),
});

/**
 * One message of the guest's stream: `id:` the order's version, `event: order`, `data:` the order
 * exactly as `GET /api/public-orders/:publicId` answers it. Sent when the stream opens unless the
 * client already holds that version, then on each change; the stream ends after a final state.
 */
export const PublicOrderLiveMessageSchema = z.object({
  id: PublicOrderVersionSchema,
  type: z.literal('order'),
  payload: PublicOrderSchema,
});
export type PublicOrderLiveMessage = z.infer<typeof PublicOrderLiveMessageSchema>;
