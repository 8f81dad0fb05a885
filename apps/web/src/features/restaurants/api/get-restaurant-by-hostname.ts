import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { useCallback, useEffect, useState } from 'react';

/** The public read of the restaurant a host name belongs to; null when no restaurant has it. */
export async function getRestaurantByHostname(
  hostname: string,
  signal?: AbortSignal,
): Promise<PublicRestaurant | null> {
  const response = await fetch(`/api/restaurant/hostname/${encodeURIComponent(hostname)}`, {
    headers: { accept: 'application/json' },
    signal,
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`restaurant lookup answered ${response.status}`);
  return (await response.json()) as PublicRestaurant;
}

export type RestaurantLookup =
  | { status: 'loading' }
  | { status: 'found'; restaurant: PublicRestaurant }
  | { status: 'not-found' }
  | { status: 'failed' };

export function useRestaurantByHostname(hostname: string) {
  const [lookup, setLookup] = useState<RestaurantLookup>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the lookup on retry
  useEffect(() => {
    const controller = new AbortController();
    setLookup({ status: 'loading' });
    getRestaurantByHostname(hostname, controller.signal).then(
      (restaurant) =>
        setLookup(restaurant ? { status: 'found', restaurant } : { status: 'not-found' }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          console.error(error);
          setLookup({ status: 'failed' });
        }
      },
    );
    return () => controller.abort();
  }, [hostname, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { lookup, retry };
}
