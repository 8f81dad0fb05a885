import { queryOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';

/** Under `session`: dropped at logout with the rest of what this user fetched. */
export const paymentsAccountQueryKey = (businessId: number) =>
  ['session', 'business', businessId, 'payments'] as const;

export function paymentsAccountQueryOptions(businessId: number) {
  return queryOptions({
    queryKey: paymentsAccountQueryKey(businessId),
    queryFn: ({ signal }) =>
      callApi('GET /restaurant/business/:id/payments', { params: { id: businessId }, signal }),
    staleTime: 30_000,
  });
}

/** Asks for Stripe's onboarding link (making the account the first time) and goes there. */
export function useConnectPaymentsAccount(businessId: number) {
  return useMutation({
    mutationFn: () =>
      callApi('POST /restaurant/business/:id/payments/connect', { params: { id: businessId } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
