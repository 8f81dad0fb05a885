import type { TableOrderBody } from '@coperto/shared/floor/service.schemas';
import { callApi } from '../../../shared/lib/api-client';

/**
 * Places the guest's order at the table their QR code names, under the attempt's
 * Idempotency-Key: a retry with the same key makes no second order.
 */
export function placeTableOrder(token: string, body: TableOrderBody, idempotencyKey: string) {
  return callApi('POST /table-qr/:token/orders', {
    params: { token },
    headers: { 'idempotency-key': idempotencyKey },
    body,
  });
}
