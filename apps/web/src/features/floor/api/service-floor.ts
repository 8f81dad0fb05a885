import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { serviceKeys } from './service-keys';

/** GET /api/floor/:id: the restaurant's areas and tables, as the service view draws them. */
export function useServiceFloor(restaurantId: number) {
  return useQuery({
    queryKey: serviceKeys.floor(restaurantId),
    queryFn: ({ signal }) => callApi('GET /floor/:id', { params: { id: restaurantId }, signal }),
  });
}
