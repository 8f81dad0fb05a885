import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';

export function getBusinessSubscription(businessId: number, signal?: AbortSignal) {
  return callApi('GET /subscriptions/business/:id', { params: { id: businessId }, signal });
}

/** Billing: under `session`, so the next user on this browser never sees it. */
export function businessSubscriptionQueryOptions(businessId: number) {
  return queryOptions({
    queryKey: ['session', 'subscription', businessId],
    queryFn: ({ signal }) => getBusinessSubscription(businessId, signal),
    staleTime: 60_000,
  });
}

export function useBusinessSubscription(businessId: number | undefined) {
  return useQuery({
    ...businessSubscriptionQueryOptions(businessId ?? 0),
    enabled: businessId !== undefined,
  });
}
