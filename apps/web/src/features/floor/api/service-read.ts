import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { serviceKeys } from './service-keys';

/**
 * GET /api/floor/:id/service: the whole service in one read (the tables with their states, the
 * parties at them, today's bookings to seat). Live events make it stale (service-live.ts); the
 * plan on screen stays while it reads again.
 */
export function useService(restaurantId: number | undefined) {
  return useQuery({
    queryKey: serviceKeys.service(restaurantId ?? 0),
    queryFn: ({ signal }) =>
      callApi('GET /floor/:id/service', { params: { id: restaurantId ?? 0 }, signal }),
    enabled: restaurantId !== undefined,
  });
}

/** GET /api/seatings/:id: one party with its orders and the dishes of its bill (the drawer). */
export function useSeating(seatingId: number | null) {
  return useQuery({
    queryKey: serviceKeys.seating(seatingId ?? 0),
    queryFn: ({ signal }) =>
      callApi('GET /seatings/:id', { params: { id: seatingId ?? 0 }, signal }),
    enabled: seatingId !== null,
  });
}

/** The restaurant's clock and languages, read once for the service view's screens. */
function useServiceRestaurant<T>(
  restaurantId: number | undefined,
  select: (restaurant: { timeZone: string; languages: string[] }) => T,
) {
  return useQuery({
    queryKey: serviceKeys.restaurant(restaurantId ?? 0),
    queryFn: async ({ signal }) => {
      const restaurant = await callApi('GET /restaurant/:id', {
        params: { id: restaurantId ?? 0 },
        signal,
      });
      return { timeZone: restaurant.time_zone, languages: restaurant.language };
    },
    select,
    enabled: restaurantId !== undefined,
    staleTime: 10 * 60_000,
  });
}

/** The restaurant's time zone, for the bookings' times on its clock whatever the tablet's zone. */
export function useServiceTimeZone(restaurantId: number | undefined) {
  return useServiceRestaurant(restaurantId, (restaurant) => restaurant.timeZone);
}

/** The restaurant's languages, its first one the one every dish name has (the dish picker). */
export function useServiceLanguages(restaurantId: number | undefined) {
  return useServiceRestaurant(restaurantId, (restaurant) => restaurant.languages);
}
