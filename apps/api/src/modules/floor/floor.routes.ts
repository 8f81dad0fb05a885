import * as floorEndpoints from '@coperto/shared/floor/floor.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import { RESTAURANT_IN_PATH } from '../restaurants/restaurant-resources';
import * as floor from './floor.service';
import { FLOOR_AREA_IN_PATH, FLOOR_TABLE_IN_PATH } from './floor-resources';

const tags = ['floor'];

/**
 * The floor plan (decision 059): owners and managers draw it, staff read it; every change is
 * announced as `floor.updated`. And the one public read, a table's QR code.
 */
export const floorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/floor/:id',
    {
      config: { permission: 'read:floor', tenantResource: RESTAURANT_IN_PATH },
      schema: {
        tags,
        summary:
          "The restaurant's whole floor in one read: its areas in order, each with its tables",
        ...schemaOf(floorEndpoints.getFloor),
      },
    },
    (req) => floor.getFloor(req.ctx, req.params.id),
  );

  app.put(
    '/floor/:id/layout',
    {
      config: { permission: 'update:floor', tenantResource: RESTAURANT_IN_PATH },
      schema: {
        tags,
        summary:
          "Save the editor's layout: the area, place, size and rotation of many tables at once, all or nothing",
        ...schemaOf(floorEndpoints.saveFloorLayout),
      },
    },
    (req) => floor.saveFloorLayout(req.ctx, req.params.id, req.body),
  );

  app.post(
    '/floor/:id/areas',
    {
      config: { permission: 'update:floor', tenantResource: RESTAURANT_IN_PATH },
      schema: {
        tags,
        summary: 'Add an area (sala, dehors, terrazza); its name is unique in the restaurant',
        ...schemaOf(floorEndpoints.createFloorArea),
      },
    },
    async (req, reply) =>
      reply.status(201).send(await floor.createFloorArea(req.ctx, req.params.id, req.body)),
  );

  app.put(
    '/floor-areas/:id',
    {
      config: { permission: 'update:floor', tenantResource: FLOOR_AREA_IN_PATH },
      schema: {
        tags,
        summary: "Rename an area or change its place among the restaurant's",
        ...schemaOf(floorEndpoints.updateFloorArea),
      },
    },
    (req) => floor.updateFloorArea(req.ctx, req.params.id, req.body),
  );

  app.delete(
    '/floor-areas/:id',
    {
      config: { permission: 'update:floor', tenantResource: FLOOR_AREA_IN_PATH },
      schema: {
        tags,
        summary: 'Delete an empty area (409 while it has tables: move or delete them first)',
        ...schemaOf(floorEndpoints.deleteFloorArea),
      },
    },
    (req) => floor.deleteFloorArea(req.ctx, req.params.id),
  );

  app.post(
    '/floor-areas/:id/tables',
    {
      config: { permission: 'update:floor', tenantResource: FLOOR_AREA_IN_PATH },
      schema: {
        tags,
        summary:
          'Add a table to an area, with a new QR token; its name is unique in the restaurant',
        ...schemaOf(floorEndpoints.createFloorTable),
      },
    },
    async (req, reply) =>
      reply.status(201).send(await floor.createFloorTable(req.ctx, req.params.id, req.body)),
  );

  app.put(
    '/floor-tables/:id',
    {
      config: { permission: 'update:floor', tenantResource: FLOOR_TABLE_IN_PATH },
      schema: {
        tags,
        summary:
          'Replace a table: area, name, seats, shape, place, rotation, active (a move to another area unjoins it)',
        ...schemaOf(floorEndpoints.updateFloorTable),
      },
    },
    (req) => floor.updateFloorTable(req.ctx, req.params.id, req.body),
  );

  app.delete(
    '/floor-tables/:id',
    {
      config: { permission: 'update:floor', tenantResource: FLOOR_TABLE_IN_PATH },
      schema: {
        tags,
        summary:
          'Delete a table and its joinable pairs (409 once bookings or orders name it: deactivate it instead)',
        ...schemaOf(floorEndpoints.deleteFloorTable),
      },
    },
    (req) => floor.deleteFloorTable(req.ctx, req.params.id),
  );

  app.put(
    '/floor-tables/:id/neighbours',
    {
      config: { permission: 'update:floor', tenantResource: FLOOR_TABLE_IN_PATH },
      schema: {
        tags,
        summary:
          'The tables of the same area this one can be joined with (replaces its pairs; answers the floor)',
        ...schemaOf(floorEndpoints.setTableNeighbours),
      },
    },
    (req) => floor.setTableNeighbours(req.ctx, req.params.id, req.body),
  );

  app.post(
    '/floor-tables/:id/qr-token',
    {
      config: { permission: 'update:floor', tenantResource: FLOOR_TABLE_IN_PATH },
      schema: {
        tags,
        summary: 'A new QR token for the table: the printed code stops working',
        ...schemaOf(floorEndpoints.regenerateTableQrToken),
      },
    },
    (req) => floor.regenerateTableQrToken(req.ctx, req.params.id),
  );

  app.get(
    '/table-qr/:token',
    {
      config: { public: true },
      schema: {
        tags: ['table'],
        summary:
          "The restaurant and table a table's QR code names, for ordering at the table (public; an inactive table is not found)",
        ...schemaOf(floorEndpoints.getPublicTable),
      },
    },
    (req) => floor.getPublicTable(req.ctx, req.params.token),
  );
};
