import type { OrderTransitionBody } from '@coperto/shared/orders/order.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { putOrder } from './get-order';

export interface StatusChange extends OrderTransitionBody {
  orderId: number;
}

/** Accept, reject, advance or cancel: the move the state machine allows, answered whole. */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: StatusChange) =>
      callApi('POST /orders/:id/status', { params: { id: orderId }, body }),
    onSuccess: (order) => putOrder(queryClient, order),
  });
}
