import type { OrderLineInput, StaffOrderBody } from '@coperto/shared/orders/order.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { putOrder } from './get-order';

/** A phone or counter order, sent with the attempt's Idempotency-Key (a retry reuses it). */
export function useCreateStaffOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: StaffOrderBody; key: string }) =>
      callApi('POST /orders', { headers: { 'idempotency-key': key }, body }),
    onSuccess: (order) => putOrder(queryClient, order),
  });
}

/** New lines for an order the kitchen has not started; the server prices them again. */
export function useCorrectOrderItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, items }: { orderId: number; items: OrderLineInput[] }) =>
      callApi('PUT /orders/:id/items', { params: { id: orderId }, body: { items } }),
    onSuccess: (order) => putOrder(queryClient, order),
  });
}
