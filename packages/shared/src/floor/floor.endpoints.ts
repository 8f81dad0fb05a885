import { endpoint } from '../common/endpoint';
import {
  CreateFloorTableBodySchema,
  DetailResponseSchema,
  FloorAreaBodySchema,
  FloorAreaIdParamsSchema,
  FloorAreaSchema,
  FloorLayoutBodySchema,
  FloorSchema,
  FloorTableIdParamsSchema,
  FloorTableSchema,
  PublicTableSchema,
  RestaurantIdParamsSchema,
  TableNeighboursBodySchema,
  TableQrTokenParamsSchema,
  UpdateFloorTableBodySchema,
} from './floor.schemas';

// The floor plan (issue 16, decision 059): a restaurant's areas and tables. The dashboard's calls
// name the restaurant, area or table by id; the guest's by the table's QR token.

export const getFloor = endpoint({
  method: 'GET',
  path: '/floor/:id',
  params: RestaurantIdParamsSchema,
  response: FloorSchema,
});

export const createFloorArea = endpoint({
  method: 'POST',
  path: '/floor/:id/areas',
  params: RestaurantIdParamsSchema,
  body: FloorAreaBodySchema,
  response: FloorAreaSchema,
  status: 201,
});

export const updateFloorArea = endpoint({
  method: 'PUT',
  path: '/floor-areas/:id',
  params: FloorAreaIdParamsSchema,
  body: FloorAreaBodySchema,
  response: FloorAreaSchema,
});

export const deleteFloorArea = endpoint({
  method: 'DELETE',
  path: '/floor-areas/:id',
  params: FloorAreaIdParamsSchema,
  response: DetailResponseSchema,
});

export const createFloorTable = endpoint({
  method: 'POST',
  path: '/floor-areas/:id/tables',
  params: FloorAreaIdParamsSchema,
  body: CreateFloorTableBodySchema,
  response: FloorTableSchema,
  status: 201,
});

export const updateFloorTable = endpoint({
  method: 'PUT',
  path: '/floor-tables/:id',
  params: FloorTableIdParamsSchema,
  body: UpdateFloorTableBodySchema,
  response: FloorTableSchema,
});

export const deleteFloorTable = endpoint({
  method: 'DELETE',
  path: '/floor-tables/:id',
  params: FloorTableIdParamsSchema,
  response: DetailResponseSchema,
});

/** The editor's save: many tables' places at once, all or nothing. */
export const saveFloorLayout = endpoint({
  method: 'PUT',
  path: '/floor/:id/layout',
  params: RestaurantIdParamsSchema,
  body: FloorLayoutBodySchema,
  response: FloorSchema,
});

export const setTableNeighbours = endpoint({
  method: 'PUT',
  path: '/floor-tables/:id/neighbours',
  params: FloorTableIdParamsSchema,
  body: TableNeighboursBodySchema,
  response: FloorSchema,
});

/** A new QR token: the printed code stops working (a code photographed and shared, say). */
export const regenerateTableQrToken = endpoint({
  method: 'POST',
  path: '/floor-tables/:id/qr-token',
  params: FloorTableIdParamsSchema,
  response: FloorTableSchema,
});

/** Public: the table a QR code names, for the menu's ordering at the table. */
export const getPublicTable = endpoint({
  method: 'GET',
  path: '/table-qr/:token',
  params: TableQrTokenParamsSchema,
  response: PublicTableSchema,
});
