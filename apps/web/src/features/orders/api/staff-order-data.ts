import type { OrderType } from '@coperto/shared/orders/order-states';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { ordersKeys } from './orders-keys';

/** The slots of a day for an order type, with the places left: "as soon as possible" first. */
export function useOrderSlots(publicKey: string | undefined, type: OrderType, date: string) {
  return useQuery({
    queryKey: ordersKeys.slots(publicKey ?? '', type, date),
    queryFn: ({ signal }) =>
      callApi('GET /ordering/:publicKey/slots', {
        params: { publicKey: publicKey ?? '' },
        query: { type, date },
        signal,
      }),
    enabled: publicKey !== undefined && date !== '',
    staleTime: 30_000,
  });
}
