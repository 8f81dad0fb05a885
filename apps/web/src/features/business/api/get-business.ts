import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';

export function getBusiness(businessId: number, signal?: AbortSignal) {
  return callApi('GET /restaurant/business/:id', { params: { id: businessId }, signal });
}

/** Under `session`: dropped at logout with the rest of what this user fetched. */
export const businessQueryKey = (businessId: number) =>
  ['session', 'business', businessId] as const;

export function businessQueryOptions(businessId: number) {
  return queryOptions({
    queryKey: businessQueryKey(businessId),
    queryFn: ({ signal }) => getBusiness(businessId, signal),
    staleTime: 30_000,
  });
}
