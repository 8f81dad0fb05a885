import type {
  CreateFloorTableBody,
  Floor,
  FloorAreaBody,
  FloorLayoutBody,
  FloorTable,
  TableNeighboursBody,
  UpdateFloorTableBody,
} from '@coperto/shared/floor/floor.schemas';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { floorKeys } from './floor-keys';

/** GET /api/floor/:id: the restaurant's areas in order, each with its tables, and the grid. */
export function useFloorPlan(restaurantId: number) {
  return useQuery({
    queryKey: floorKeys.floor(restaurantId),
    queryFn: ({ signal }) => callApi('GET /floor/:id', { params: { id: restaurantId }, signal }),
  });
}

/** A table the API answered: put in its area (moved there if its area changed). */
function putTable(queryClient: QueryClient, restaurantId: number, table: FloorTable) {
  queryClient.setQueryData<Floor>(floorKeys.floor(restaurantId), (floor) =>
    floor
      ? {
          ...floor,
          areas: floor.areas.map((area) => {
            const others = area.tables.filter((t) => t.id !== table.id);
            return area.id === table.area_id
              ? { ...area, tables: [...others, table] }
              : { ...area, tables: others };
          }),
        }
      : floor,
  );
}

/**
 * The plan's writes. Each answers what changed, put in the cache at once; a write that answers
 * less than the whole floor (an area, a delete) reads the floor again.
 */
export function useFloorPlanWrites(restaurantId: number) {
  const queryClient = useQueryClient();
  const key = floorKeys.floor(restaurantId);
  const setFloor = (floor: Floor) => queryClient.setQueryData(key, floor);
  const reload = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    saveLayout: useMutation({
      mutationFn: (body: FloorLayoutBody) =>
        callApi('PUT /floor/:id/layout', { params: { id: restaurantId }, body }),
      onSuccess: setFloor,
    }),
    createArea: useMutation({
      mutationFn: (body: FloorAreaBody) =>
        callApi('POST /floor/:id/areas', { params: { id: restaurantId }, body }),
      onSuccess: reload,
    }),
    updateArea: useMutation({
      mutationFn: ({ areaId, body }: { areaId: number; body: FloorAreaBody }) =>
        callApi('PUT /floor-areas/:id', { params: { id: areaId }, body }),
      onSuccess: reload,
    }),
    deleteArea: useMutation({
      mutationFn: (areaId: number) =>
        callApi('DELETE /floor-areas/:id', { params: { id: areaId } }),
      onSuccess: reload,
    }),
    createTable: useMutation({
      mutationFn: ({ areaId, body }: { areaId: number; body: CreateFloorTableBody }) =>
        callApi('POST /floor-areas/:id/tables', { params: { id: areaId }, body }),
      onSuccess: (table) => putTable(queryClient, restaurantId, table),
    }),
    updateTable: useMutation({
      mutationFn: ({ tableId, body }: { tableId: number; body: UpdateFloorTableBody }) =>
        callApi('PUT /floor-tables/:id', { params: { id: tableId }, body }),
      // A table moved to another area lost its pairs there: the others' lists changed too.
      onSuccess: () => reload(),
    }),
    deleteTable: useMutation({
      mutationFn: (tableId: number) =>
        callApi('DELETE /floor-tables/:id', { params: { id: tableId } }),
      onSuccess: reload,
    }),
    setNeighbours: useMutation({
      mutationFn: ({ tableId, body }: { tableId: number; body: TableNeighboursBody }) =>
        callApi('PUT /floor-tables/:id/neighbours', { params: { id: tableId }, body }),
      onSuccess: setFloor,
    }),
    newQrToken: useMutation({
      mutationFn: (tableId: number) =>
        callApi('POST /floor-tables/:id/qr-token', { params: { id: tableId } }),
      onSuccess: (table) => putTable(queryClient, restaurantId, table),
    }),
  };
}

/** What the QR page needs of the restaurant: its name, its site's host and its first language. */
export interface QrRestaurant {
  name: string;
  hostname: string | undefined;
  language: string;
}

export function useQrRestaurant(restaurantId: number) {
  return useQuery({
    queryKey: floorKeys.restaurant(restaurantId),
    queryFn: async ({ signal }): Promise<QrRestaurant> => {
      const restaurant = await callApi('GET /restaurant/:id', {
        params: { id: restaurantId },
        signal,
      });
      return {
        name: restaurant.name,
        hostname: restaurant.hostname[0],
        language: restaurant.language[0] ?? 'it',
      };
    },
    staleTime: 10 * 60_000,
  });
}
