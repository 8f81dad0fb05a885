import type { BookingSettingsBody } from '@coperto/shared/bookings/booking.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { bookingsKeys } from './bookings-keys';

/** How the restaurant takes bookings. */
export function useBookingSettings(restaurantId: number | undefined) {
  return useQuery({
    queryKey: bookingsKeys.settings(restaurantId ?? 0),
    queryFn: ({ signal }) =>
      callApi('GET /booking-settings/:id', { params: { id: restaurantId ?? 0 }, signal }),
    enabled: restaurantId !== undefined,
  });
}

export function useSaveBookingSettings(restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingSettingsBody) =>
      callApi('PUT /booking-settings/:id', { params: { id: restaurantId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(bookingsKeys.settings(restaurantId), saved),
  });
}
