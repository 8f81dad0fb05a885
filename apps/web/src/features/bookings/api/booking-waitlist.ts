import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { bookingsKeys } from './bookings-keys';

/**
 * GET /api/booking-waitlist: a day's line, by time then first come, every state (who is waiting,
 * offered until when, booked, expired, left), kept current by the day's live events.
 */
export function useWaitlistDay(restaurantId: number, date: string) {
  return useQuery({
    queryKey: bookingsKeys.waitlist(restaurantId, date),
    queryFn: ({ signal }) =>
      callApi('GET /booking-waitlist', { query: { restaurant_id: restaurantId, date }, signal }),
  });
}

/** A host takes an entry out of the line; an offer it held passes to the next guest. */
export function useRemoveWaitlistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) =>
      callApi('DELETE /booking-waitlist/:id', { params: { id: entryId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsKeys.days }),
  });
}

/**
 * A host offers a waiting guest the place by hand (the same email and time limit); a full time
 * answers 409 unless `overCapacity` says the host squeezes the party in.
 */
export function useOfferWaitlistPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, overCapacity }: { entryId: number; overCapacity: boolean }) =>
      callApi('POST /booking-waitlist/:id/offer', {
        params: { id: entryId },
        body: { over_capacity: overCapacity },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsKeys.days }),
  });
}
