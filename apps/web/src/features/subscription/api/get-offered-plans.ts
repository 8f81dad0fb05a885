import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';

export function getOfferedPlans(signal?: AbortSignal) {
  return callApi('GET /subscriptions/plans', { signal });
}

/** The plans a business can move to, in the catalogue's order: the same for everyone. */
export const offeredPlansQueryOptions = queryOptions({
  queryKey: ['plans', 'offered'],
  queryFn: ({ signal }) => getOfferedPlans(signal),
  staleTime: 60 * 60 * 1000,
});

export function useOfferedPlans({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...offeredPlansQueryOptions, enabled });
}
