import type { ChangeBookingBody } from '@coperto/shared/bookings/booking.schemas';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';

export const publicBookingKey = (publicId: string) => ['booking', 'booking', publicId] as const;

/**
 * The guest's booking by its manage link, on the site it is opened on: the site's public key
 * makes a link of another restaurant find nothing (404).
 */
export function usePublicBooking(publicId: string, publicKey: string) {
  return useQuery({
    queryKey: publicBookingKey(publicId),
    queryFn: ({ signal }) =>
      callApi('GET /public-bookings/:publicId', {
        params: { publicId },
        query: { public_key: publicKey },
        signal,
      }),
    // A booking waiting for the restaurant's answer: look again now and then.
    refetchInterval: (query) => (query.state.data?.status === 'requested' ? 60_000 : false),
  });
}

export function changePublicBooking(publicId: string, publicKey: string, body: ChangeBookingBody) {
  return callApi('PUT /public-bookings/:publicId', {
    params: { publicId },
    query: { public_key: publicKey },
    body,
  });
}

export function cancelPublicBooking(publicId: string, publicKey: string) {
  return callApi('DELETE /public-bookings/:publicId', {
    params: { publicId },
    query: { public_key: publicKey },
  });
}

/** The reminder's "I am coming". */
export function confirmPublicBooking(publicId: string, publicKey: string) {
  return callApi('POST /public-bookings/:publicId/confirm', {
    params: { publicId },
    query: { public_key: publicKey },
  });
}
