import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiRequestError, callApi } from '../../../shared/lib/api-client';
import { useUiStore } from '../../../shared/stores/ui-store';
import { heldRestaurantOf, useCurrentRestaurantStore } from '../stores/current-restaurant-store';

/** The public read of the restaurant a host name belongs to. */
export function getRestaurantByHostname(hostname: string, signal?: AbortSignal) {
  return callApi('GET /restaurant/hostname/:hostname', { params: { hostname }, signal });
}

export function restaurantByHostnameQueryOptions(hostname: string) {
  return queryOptions({
    queryKey: ['restaurant', 'hostname', hostname],
    queryFn: ({ signal }) => getRestaurantByHostname(hostname, signal),
    // Kept fresh by the version poll, not by refetching the whole restaurant.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type RestaurantOfHost =
  | { status: 'loading' }
  | { status: 'found'; restaurant: PublicRestaurant }
  | { status: 'not-found' }
  | { status: 'failed'; retry(): void };

/**
 * The current restaurant of this host: the stored one at once when it is this host's (the version
 * poll then keeps it current), otherwise looked up by host name and stored. A failed lookup shows
 * the server's detail in an error alert and ends loading (spec §8).
 */
export function useRestaurantOfHost(hostname: string): RestaurantOfHost {
  const held = useCurrentRestaurantStore((s) => heldRestaurantOf(s.currentRestaurant, hostname));
  const setCurrentRestaurant = useCurrentRestaurantStore((s) => s.setCurrentRestaurant);
  const lookup = useQuery({ ...restaurantByHostnameQueryOptions(hostname), enabled: !held });

  useEffect(() => {
    if (lookup.data) setCurrentRestaurant(lookup.data);
  }, [lookup.data, setCurrentRestaurant]);

  const waiting = !held && lookup.isPending;
  useEffect(() => {
    const { setLoading } = useUiStore.getState();
    setLoading(waiting);
    return () => setLoading(false);
  }, [waiting]);

  const { error } = lookup;
  const notFound = error instanceof ApiRequestError && error.status === 404;
  useEffect(() => {
    if (error && !notFound) {
      useUiStore.getState().showAlert(errorDetailOf(error), 'error');
    }
  }, [error, notFound]);

  if (held) return { status: 'found', restaurant: held };
  if (lookup.data) return { status: 'found', restaurant: lookup.data };
  if (notFound) return { status: 'not-found' };
  if (error) return { status: 'failed', retry: () => void lookup.refetch() };
  return { status: 'loading' };
}

/** The server's `detail` (spec §8), or the error's own message. */
export function errorDetailOf(error: unknown): string {
  if (error instanceof ApiRequestError) return error.detail;
  return error instanceof Error ? error.message : String(error);
}
