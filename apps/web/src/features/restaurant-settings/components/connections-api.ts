import type {
  GoogleBusinessConnectResponse,
  GoogleBusinessExchangeResponse,
  GoogleBusinessStatus,
  GoogleBusinessSyncResponse,
  RestaurantTestEmailResponse,
} from '@coperto/shared/restaurants/google-business.schemas';
import type { Restaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import type { SitemapResponse } from '@coperto/shared/restaurants/sitemap.schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { restaurantQueryKey } from '../api/get-restaurant';

// The connections tab's calls: Google Business Profile, the test email and the sitemap.

const googleStatusKey = (restaurantId: number) =>
  [...restaurantQueryKey(restaurantId), 'google-business'] as const;

export function googleStatusQueryOptions(restaurantId: number) {
  return queryOptions({
    queryKey: googleStatusKey(restaurantId),
    queryFn: ({ signal }) =>
      apiRequest<GoogleBusinessStatus>(`/restaurant/${restaurantId}/google-business`, { signal }),
  });
}

/** The Google consent page: the browser goes there, and comes back to the connections tab. */
export const connectGoogle = (restaurantId: number) =>
  apiRequest<GoogleBusinessConnectResponse>(`/restaurant/${restaurantId}/connect-google`, {
    method: 'POST',
  });

export function useExchangeGoogleCode(restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string; state: string }) =>
      apiRequest<GoogleBusinessExchangeResponse>(
        `/restaurant/${restaurantId}/exchange-google-code`,
        { method: 'POST', body },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: googleStatusKey(restaurantId) }),
  });
}

/** Pushes the hours to Google; the status learns the time of this last sync. */
export function useSyncOpeningHours(restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<GoogleBusinessSyncResponse>(`/restaurant/${restaurantId}/sync-opening-hours`, {
        method: 'POST',
      }),
    onSuccess: ({ synced_at }) =>
      queryClient.setQueryData<GoogleBusinessStatus>(googleStatusKey(restaurantId), (status) =>
        status ? { ...status, last_synced_at: synced_at } : status,
      ),
  });
}

export function useSendTestEmail(restaurantId: number) {
  return useMutation({
    mutationFn: () =>
      apiRequest<RestaurantTestEmailResponse>('/restaurant/test-email', {
        method: 'POST',
        body: { restaurant_id: restaurantId },
      }),
  });
}

/** Regenerates the sitemap; the restaurant's copy learns when. */
export function useGenerateSitemap(restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<SitemapResponse>(`/r2/config-files/${restaurantId}/sitemap`, { method: 'POST' }),
    onSuccess: (sitemap) =>
      queryClient.setQueryData<Restaurant>(restaurantQueryKey(restaurantId), (restaurant) =>
        restaurant ? { ...restaurant, sitemap_generated_at: sitemap.generated_at } : restaurant,
      ),
  });
}
