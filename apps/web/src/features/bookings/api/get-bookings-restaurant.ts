import type { LanguageCode } from '@coperto/shared/common/constants';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { bookingsKeys } from './bookings-keys';

/**
 * What the bookings screens need of the restaurant: its clock, the key of its booking page and
 * its languages (the first is the one every guest-facing text has).
 */
export interface BookingsRestaurant {
  id: number;
  name: string;
  timeZone: string;
  publicKey: string;
  languages: LanguageCode[];
}

export function useBookingsRestaurant(restaurantId: number | undefined) {
  return useQuery({
    queryKey: bookingsKeys.restaurant(restaurantId ?? 0),
    queryFn: async ({ signal }): Promise<BookingsRestaurant> => {
      const restaurant = await callApi('GET /restaurant/:id', {
        params: { id: restaurantId ?? 0 },
        signal,
      });
      return {
        id: restaurant.id,
        name: restaurant.name,
        timeZone: restaurant.time_zone,
        publicKey: restaurant.public_key,
        // The API keeps a restaurant's languages to the supported ones.
        languages: restaurant.language as LanguageCode[],
      };
    },
    enabled: restaurantId !== undefined,
    staleTime: 10 * 60_000,
  });
}

/**
 * The times with room on a day for a party, as the booking page offers them: a host picks one in a
 * tap, or types another (the API checks the hours and the covers either way).
 */
export function useStaffAvailability(
  publicKey: string | undefined,
  date: string,
  partySize: number,
) {
  return useQuery({
    queryKey: bookingsKeys.availability(publicKey ?? '', date, partySize),
    queryFn: ({ signal }) =>
      callApi('GET /booking/:publicKey/availability', {
        params: { publicKey: publicKey ?? '' },
        query: { date, party_size: partySize },
        signal,
      }),
    enabled: Boolean(publicKey) && partySize >= 1 && /^\d{4}-\d{2}-\d{2}$/.test(date),
    retry: false,
  });
}
