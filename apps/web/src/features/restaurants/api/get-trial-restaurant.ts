import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../../shared/lib/api-client';
import { useUiStore } from '../../../shared/stores/ui-store';
import { errorDetailOf } from './get-restaurant-by-hostname';

/** The restaurant a prospect can try on the marketing host. */
export function getTrialRestaurant(signal?: AbortSignal) {
  return callApi('GET /restaurant/trial', { signal });
}

export const trialRestaurantQueryOptions = queryOptions({
  queryKey: ['restaurant', 'trial'],
  queryFn: ({ signal }) => getTrialRestaurant(signal),
  staleTime: 5 * 60 * 1000,
});

/** The trial restaurant; a failed fetch shows the server's detail in an error alert (spec §8). */
export function useTrialRestaurant() {
  const trial = useQuery(trialRestaurantQueryOptions);
  const { error } = trial;
  useEffect(() => {
    if (!error) return;
    const { showAlert, setLoading } = useUiStore.getState();
    showAlert(errorDetailOf(error), 'error');
    setLoading(false);
  }, [error]);
  return trial;
}
