import type { GoogleBusinessStatus } from '@coperto/shared/restaurants/google-business.schemas';
import type { Restaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { restaurantQueryKey } from '../api/get-restaurant';

// The connections tab's calls: Google Business Profile, the test email and the sitemap.

const googleStatusKey = (restaurantId: number) =>
  [...restaurantQueryKey(restaurantId), 'google-business'] as const;

export function googleStatusQueryOptions(restaurantId: number) {
  return queryOptions({
    queryKey: googleStatusKey(restaurantId),
    queryFn: ({ signal }) =>
      callApi('GET /restaurant/:id/google-business', { params: { id: restaurantId }, signal }),
  });
}

/** The Google consent page: the browser goes there, and comes back to the connections tab. */
export const connectGoogle = (restaurantId: number) =>
  callApi('POST /restaurant/:id/connect-google', { params: { id: restaurantId } });

export function useExchangeGoogleCode(restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string; state: string }) =>
      callApi('POST /restaurant/:id/exchange-google-code', { params: { id: restaurantId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: googleStatusKey(restaurantId) }),
  });
}

/** Pushes the hours to Google; the status learns the time of this last sync. */
export function useSyncOpeningHours(restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi('POST /restaurant/:id/sync-opening-hours', { params: { id: restaurantId } }),
    onSuccess: ({ synced_at }) =>
      queryClient.setQueryData<GoogleBusinessStatus>(googleStatusKey(restaurantId), (status) =>
        status ? { ...status, last_synced_at: synced_at } : status,
      ),
  });
}

export function useSendTestEmail(restaurantId: number) {
  return useMutation({
    mutationFn: () =>
      callApi('POST /restaurant/test-email', {
        body: { restaurant_id: restaurantId },
      }),
  });
}

/** Regenerates the sitemap; the restaurant's copy learns when. */
export function useGenerateSitemap(restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi('POST /r2/config-files/:id/sitemap', { params: { id: restaurantId } }),
    onSuccess: (sitemap) =>
      queryClient.setQueryData<Restaurant>(restaurantQueryKey(restaurantId), (restaurant) =>
        restaurant ? { ...restaurant, sitemap_generated_at: sitemap.generated_at } : restaurant,
      ),
  });
}
