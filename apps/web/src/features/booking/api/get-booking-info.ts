import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';

/** Whether the restaurant takes bookings online, the largest party, how far ahead, its phone. */
export function useBookingInfo(publicKey: string | undefined) {
  return useQuery({
    queryKey: ['booking', 'info', publicKey],
    queryFn: ({ signal }) =>
      callApi('GET /booking/:publicKey', { params: { publicKey: publicKey ?? '' }, signal }),
    enabled: Boolean(publicKey),
    staleTime: 60_000,
  });
}
