import type { PlaceOrderBody } from '@coperto/shared/orders/order.schemas';
import { callApi } from '../../../shared/lib/api-client';

/** Places the order under the attempt's Idempotency-Key: a retry with the same key makes no second order. */
export function placeOrder(publicKey: string, body: PlaceOrderBody, idempotencyKey: string) {
  return callApi('POST /ordering/:publicKey/orders', {
    params: { publicKey },
    headers: { 'idempotency-key': idempotencyKey },
    body,
  });
}
