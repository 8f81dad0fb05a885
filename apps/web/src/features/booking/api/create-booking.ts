import type { CreateBookingBody } from '@coperto/shared/bookings/booking.schemas';
import { callApi } from '../../../shared/lib/api-client';

/** Books under the attempt's Idempotency-Key: a retry with the same key makes no second booking. */
export function createBooking(publicKey: string, body: CreateBookingBody, idempotencyKey: string) {
  return callApi('POST /booking/:publicKey/bookings', {
    params: { publicKey },
    headers: { 'idempotency-key': idempotencyKey },
    body,
  });
}
