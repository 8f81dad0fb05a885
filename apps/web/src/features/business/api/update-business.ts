import type { BusinessUpdateBody } from '@coperto/shared/businesses/business.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { businessQueryKey } from './get-business';

/** PUT /api/restaurant/business/{id}: only the fields sent change. */
export function updateBusiness(businessId: number, body: BusinessUpdateBody) {
  return callApi('PUT /restaurant/business/:id', { params: { id: businessId }, body });
}

/** Saves, and puts the saved business in the cache: the screen shows what the server stored. */
export function useUpdateBusiness(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessUpdateBody) => updateBusiness(businessId, body),
    onSuccess: (business) => queryClient.setQueryData(businessQueryKey(businessId), business),
  });
}
