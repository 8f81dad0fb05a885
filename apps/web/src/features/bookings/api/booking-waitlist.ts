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
