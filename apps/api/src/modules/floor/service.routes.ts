import * as serviceEndpoints from '@coperto/shared/floor/service.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import type { RateRule } from '../../shared/rate-rule';
import { BOOKING_IN_PATH } from '../bookings/booking-resources';
import { RESTAURANT_IN_PATH } from '../restaurants/restaurant-resources';
import { SEATING_IN_PATH } from './seating-resources';
import * as service from './seatings.service';
import { addTableOrder, placeTableOrder } from './table-orders.service';

const tags = ['floor'];

/** Orders from one address at the tables: a table's worth of guests, not a script's. */
export const TABLE_ORDERS_PER_IP: RateRule = {
  name: 'table-order:ip',
  limit: 60,
  windowMs: 15 * 60_000,
};

/**
 * The service on the floor (decision 061): staff of the restaurant seat, move and merge parties,
 * split and take bills and free tables; every change is announced as `table.updated`. And the
 * guest's order from a table's QR code.
 */
export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/floor/:id/service',
    {
      config: { permission: 'read:floor', tenantResource: RESTAURANT_IN_PATH },
      schema: {
        tags,
        summary:
          "The service in one read: each table's state, the parties at tables, today's bookings not seated yet",
        ...schemaOf(serviceEndpoints.getService),
      },
    },
    (req) => service.getService(req.ctx, req.params.id),
  );

  app.get(
    '/floor/:id/booking-tables',
    {
      config: { permission: 'read:floor', tenantResource: RESTAURANT_IN_PATH },
      schema: {
        tags,
        summary: "The tables held by one day's bookings (not cancelled, completed or no-show)",
        ...schemaOf(serviceEndpoints.getDayBookingTables),
      },
    },
    (req) => service.getDayBookingTables(req.ctx, req.params.id, req.query.date),
  );

  app.post(
    '/floor/:id/seatings',
    {
      config: { permission: 'serve:floor', tenantResource: RESTAURANT_IN_PATH },
      schema: {
        tags,
        summary:
          'Seat a booking or a walk-in at one or more free tables (409 table_taken when another party sits there)',
        ...schemaOf(serviceEndpoints.seatParty),
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.seatParty(req.ctx, req.params.id, req.body)),
  );

  app.post(
    '/floor/:id/table-orders',
    {
      config: { permission: 'serve:floor', tenantResource: RESTAURANT_IN_PATH },
      schema: {
        tags,
        summary:
          "A waiter's order for the party at a table (Idempotency-Key required): on its bill and the board (409 no_seating when nobody sits there)",
        ...schemaOf(serviceEndpoints.addTableOrder),
      },
    },
    async (req, reply) => {
      const answer = await addTableOrder(
        req.ctx,
        req.params.id,
        req.body,
        req.headers['idempotency-key'],
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(answer.body);
    },
  );

  app.get(
    '/seatings/:id',
    {
      config: { permission: 'read:floor', tenantResource: SEATING_IN_PATH },
      schema: {
        tags,
        summary: 'A party at its tables: its booking, orders, bill and the dishes on it',
        ...schemaOf(serviceEndpoints.getSeating),
      },
    },
    (req) => service.getSeating(req.ctx, req.params.id),
  );

  app.put(
    '/seatings/:id/tables',
    {
      config: { permission: 'serve:floor', tenantResource: SEATING_IN_PATH },
      schema: {
        tags,
        summary: 'Move a party to other tables; its orders and bill go with it',
        ...schemaOf(serviceEndpoints.moveSeating),
      },
    },
    (req) => service.moveSeating(req.ctx, req.params.id, req.body),
  );

  app.post(
    '/seatings/:id/merge',
    {
      config: { permission: 'serve:floor', tenantResource: SEATING_IN_PATH },
      schema: {
        tags,
        summary: "Merge another party's bill and tables into this party's",
        ...schemaOf(serviceEndpoints.mergeSeating),
      },
    },
    (req) => service.mergeSeating(req.ctx, req.params.id, req.body),
  );

  app.put(
    '/seatings/:id/split',
    {
      config: { permission: 'serve:floor', tenantResource: SEATING_IN_PATH },
      schema: {
        tags,
        summary: 'Split the bill by dishes or in equal parts (or make it whole again)',
        ...schemaOf(serviceEndpoints.splitBill),
      },
    },
    (req) => service.splitBill(req.ctx, req.params.id, req.body),
  );

  app.post(
    '/seatings/:id/bill-request',
    {
      config: { permission: 'serve:floor', tenantResource: SEATING_IN_PATH },
      schema: {
        tags,
        summary: 'The party asked for the bill (or the ask is taken back)',
        ...schemaOf(serviceEndpoints.requestBill),
      },
    },
    (req) => service.requestBill(req.ctx, req.params.id, req.body),
  );

  app.post(
    '/seatings/:id/payments',
    {
      config: { permission: 'serve:floor', tenantResource: SEATING_IN_PATH },
      schema: {
        tags,
        summary: 'Mark one part of the bill paid, or the whole bill',
        ...schemaOf(serviceEndpoints.payBill),
      },
    },
    (req) => service.payBill(req.ctx, req.params.id, req.body),
  );

  app.post(
    '/seatings/:id/free',
    {
      config: { permission: 'serve:floor', tenantResource: SEATING_IN_PATH },
      schema: {
        tags,
        summary: "Free the party's tables: it leaves, its booking is completed (422 while unpaid)",
        ...schemaOf(serviceEndpoints.freeSeating),
      },
    },
    (req) => service.freeSeating(req.ctx, req.params.id),
  );

  app.put(
    '/bookings/:id/tables',
    {
      config: { permission: 'serve:floor', tenantResource: BOOKING_IN_PATH },
      schema: {
        tags,
        summary: 'Hold tables for a booking ahead (replaces those it held; [] holds none)',
        ...schemaOf(serviceEndpoints.setBookingTables),
      },
    },
    (req) => service.setBookingTables(req.ctx, req.params.id, req.body),
  );

  app.post(
    '/table-qr/:token/orders',
    {
      config: { public: true, rateLimit: [{ rule: TABLE_ORDERS_PER_IP }] },
      schema: {
        tags: ['table'],
        summary:
          "Order from a table's QR code (public; Idempotency-Key required): on the bill of the party at the table, or of a new one",
        ...schemaOf(serviceEndpoints.placeTableOrder),
      },
    },
    async (req, reply) => {
      const answer = await placeTableOrder(
        req.ctx,
        req.params.token,
        req.body,
        req.headers['idempotency-key'],
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(answer.body);
    },
  );
};
