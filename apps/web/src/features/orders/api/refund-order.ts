import type { OrderRefundBody } from '@coperto/shared/orders/order.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { putOrder } from './get-order';
import { ordersKeys } from './orders-keys';

export interface RefundRequest extends OrderRefundBody {
  orderId: number;
}

/**
 * Money back to a guest who paid by card (owner, manager): all that is left when no amount is
 * given. Stripe refunds first, then the order's payment and history; the answer is the order whole.
 */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: RefundRequest) =>
      callApi('POST /orders/:id/refund', { params: { id: orderId }, body }),
    onSuccess: (order) => {
      putOrder(queryClient, order);
      // The list shows each order's payment state: read it again.
      void queryClient.invalidateQueries({ queryKey: [...ordersKeys.all, 'list'] });
    },
  });
}
