import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { ordersKeys } from './orders-keys';

/** What the orders screens need of the restaurant: its clock and its languages. */
export interface OrdersRestaurant {
  id: number;
  name: string;
  timeZone: string;
  /** The restaurant's languages, its first one the one every dish name has. */
  languages: string[];
}

export function useOrdersRestaurant(restaurantId: number | undefined) {
  return useQuery({
    queryKey: ordersKeys.restaurant(restaurantId ?? 0),
    queryFn: async ({ signal }): Promise<OrdersRestaurant> => {
      const restaurant = await callApi('GET /restaurant/:id', {
        params: { id: restaurantId ?? 0 },
        signal,
      });
      return {
        id: restaurant.id,
        name: restaurant.name,
        timeZone: restaurant.time_zone,
        languages: restaurant.language,
      };
    },
    enabled: restaurantId !== undefined,
    staleTime: 10 * 60_000,
  });
}
