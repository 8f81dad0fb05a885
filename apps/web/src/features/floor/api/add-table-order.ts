import type { StaffTableOrderBody } from '@coperto/shared/floor/service.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { serviceKeys } from './service-keys';

/**
 * A waiter's order for the party at a table, sent with the attempt's Idempotency-Key (a retry
 * reuses it). Whatever the answer, the plan and the party read again: the order is on its bill.
 */
export function useAddTableOrder(restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: StaffTableOrderBody; key: string }) =>
      callApi('POST /floor/:id/table-orders', {
        params: { id: restaurantId },
        headers: { 'idempotency-key': key },
        body,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: serviceKeys.all });
    },
  });
}
