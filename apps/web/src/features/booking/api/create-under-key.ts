import type { CreateBookingBody } from '@coperto/shared/bookings/booking.schemas';
import type { JoinWaitlistBody } from '@coperto/shared/bookings/waitlist.schemas';
import { type ApiAnswer, callApi } from '../../../shared/lib/api-client';

/** The guest's two public creates on a restaurant's book, and what each takes. */
interface CreateUnderKey {
  'POST /booking/:publicKey/bookings': CreateBookingBody;
  'POST /booking/:publicKey/waitlist': JoinWaitlistBody;
}

/**
 * A create under the attempt's Idempotency-Key (DESIGN.md §10): a retry with the same key makes
 * nothing twice. One call for both, so a booking and a place in line are sent the same way.
 */
export function createUnderKey<K extends keyof CreateUnderKey>(
  route: K,
  publicKey: string,
  body: CreateUnderKey[K],
  idempotencyKey: string,
): Promise<ApiAnswer<K>> {
  const options = { params: { publicKey }, headers: { 'idempotency-key': idempotencyKey }, body };
  // The route is one of two whose options have this very shape; TypeScript cannot see it through K.
  return callApi(route as 'POST /booking/:publicKey/bookings', options as never) as Promise<
    ApiAnswer<K>
  >;
}
