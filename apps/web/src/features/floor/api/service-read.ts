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

/** The restaurant's time zone, for the bookings' times on its clock whatever the tablet's zone. */
export function useServiceTimeZone(restaurantId: number | undefined) {
  return useQuery({
    queryKey: serviceKeys.timeZone(restaurantId ?? 0),
    queryFn: async ({ signal }) => {
      const restaurant = await callApi('GET /restaurant/:id', {
        params: { id: restaurantId ?? 0 },
        signal,
      });
      return restaurant.time_zone;
    },
    enabled: restaurantId !== undefined,
    staleTime: 10 * 60_000,
  });
}
