import type { OrderType } from '@coperto/shared/orders/order-states';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';

/** A day's slots that still have room for this kind of order, and what "as soon as possible" is. */
export function useOrderSlots(publicKey: string, type: OrderType, date: string) {
  return useQuery({
    queryKey: ['ordering', 'slots', publicKey, type, date],
    queryFn: ({ signal }) =>
      callApi('GET /ordering/:publicKey/slots', {
        params: { publicKey },
        query: { type, date },
        signal,
      }),
    staleTime: 30_000,
  });
}
