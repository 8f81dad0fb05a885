import type { Floor, FloorTable } from '@coperto/shared/floor/floor.schemas';

/** A table as GET /floor/:id answers it: 3 × 3 cells at (2, 2) unless told otherwise. */
export function tableOf(
  id: number,
  name: string,
  areaId: number,
  fields: Partial<FloorTable> = {},
): FloorTable {
  return {
    id,
    area_id: areaId,
    name,
    seats_min: 1,
    seats_max: 2,
    shape: 'square',
    x: 2,
    y: 2,
    width: 3,
    height: 3,
    rotation: 0,
    active: true,
    qr_token: `tok${String(id).padStart(19, '0')}`,
    neighbour_ids: [],
    ...fields,
  };
}

/** A restaurant's floor of these areas, on the API's 60 × 40 grid. */
export function floorOf(
  areas: { id: number; name: string; tables: FloorTable[] }[],
  restaurantId = 1,
): Floor {
  return {
    restaurant_id: restaurantId,
    grid: { columns: 60, rows: 40 },
    areas: areas.map((area, position) => ({ ...area, position })),
  };
}
