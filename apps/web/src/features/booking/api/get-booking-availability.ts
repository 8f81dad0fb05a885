import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';

export const availabilityKey = ['booking', 'availability'] as const;

/**
 * A day's times with room for the party. Read again each minute while on screen, since other
 * guests book meanwhile; the last answer stays shown while the next day or party loads.
 */
export function useBookingAvailability(
  publicKey: string,
  date: string,
  partySize: number,
  enabled = true,
) {
  return useQuery({
    queryKey: [...availabilityKey, publicKey, date, partySize],
    queryFn: ({ signal }) =>
      callApi('GET /booking/:publicKey/availability', {
        params: { publicKey },
        query: { date, party_size: partySize },
        signal,
      }),
    enabled: enabled && Boolean(date) && partySize > 0,
    staleTime: 20_000,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
}
