import * as orderEndpoints from '@coperto/shared/orders/order.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import { RESTAURANT_IN_PATH, restaurantNamedBy } from '../restaurants/restaurant-resources';
import { getOrderBoard } from './board-orders.service';
import { registerOrderCheckouts } from './order-checkout';
import { registerOrderJobs } from './order-jobs';
import { refundOrder } from './order-refund.service';
import { ORDER_IN_PATH } from './order-resources';
import { changeOrderStatus } from './order-status.service';
import * as settings from './ordering-settings.service';
import { getOrder, listOrders } from './orders.service';
import { exportOrders } from './orders-export.service';
import { getOrdersToday } from './orders-today.service';
import { correctOrderItems, createStaffOrder } from './staff-orders.service';

const tags = ['orders'];

/** The restaurant's side of ordering: the orders, their states, and how it takes them. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerOrderJobs(app.jobs);
  await registerOrderCheckouts(app.jobs);

  app.get(
    '/orders',
    {
      config: {
        permission: 'read:orders',
        tenantResource: restaurantNamedBy('query', 'restaurant_id'),
      },
      schema: {
        tags,
        summary:
          "A restaurant's orders, newest first, today in its time zone unless from/to say otherwise; totals of the whole range",
        ...schemaOf(orderEndpoints.listOrders),
      },
    },
    (req) => listOrders(req.ctx, req.query),
  );

  app.get(
    '/orders/export',
    {
      config: {
        permission: 'read:orders',
        tenantResource: restaurantNamedBy('query', 'restaurant_id'),
      },
      schema: {
        tags,
        summary:
          'Every order the list filters find, as a CSV file (Italian: `;` and decimal commas, for Excel)',
        ...schemaOf(orderEndpoints.exportOrders),
      },
    },
    async (req, reply) => {
      const csv = await exportOrders(req.ctx, req.query);
      const day = req.query.from ?? new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="ordini-${day}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/orders/today',
    {
      config: {
        permission: 'read:orders',
        tenantResource: restaurantNamedBy('query', 'restaurant_id'),
      },
      schema: {
        tags,
        summary: "Today's orders and takings so far, those to accept, and the next slots' load",
        ...schemaOf(orderEndpoints.getOrdersToday),
      },
    },
    (req) => getOrdersToday(req.ctx, req.query.restaurant_id),
  );

  app.get(
    '/orders/board',
    {
      config: {
        permission: 'read:orders',
        tenantResource: restaurantNamedBy('query', 'restaurant_id'),
      },
      schema: {
        tags,
        summary:
          "The live board in one read: the restaurant's open orders of any day and today's finished ones, each with its dishes, oldest first",
        ...schemaOf(orderEndpoints.getOrderBoard),
      },
    },
    (req) => getOrderBoard(req.ctx, req.query.restaurant_id),
  );

  app.get(
    '/orders/:id',
    {
      config: { permission: 'read:orders', tenantResource: ORDER_IN_PATH },
      schema: {
        tags,
        summary: 'One order with its lines, VAT by rate and history',
        ...schemaOf(orderEndpoints.getOrder),
      },
    },
    (req) => getOrder(req.ctx, req.params.id),
  );

  app.post(
    '/orders',
    {
      config: {
        permission: 'update:orders',
        tenantResource: restaurantNamedBy('body', 'restaurant_id'),
      },
      schema: {
        tags,
        summary:
          'Enter an order taken on the phone or at the counter (Idempotency-Key required): online rules, prices and capacity; accepted as entered',
        ...schemaOf(orderEndpoints.createStaffOrder),
      },
    },
    async (req, reply) => {
      const answer = await createStaffOrder(req.ctx, req.body, req.headers['idempotency-key']);
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(answer.body);
    },
  );

  app.put(
    '/orders/:id/items',
    {
      config: { permission: 'update:orders', tenantResource: ORDER_IN_PATH },
      schema: {
        tags,
        summary:
          'Correct the lines of an order the kitchen has not started; priced again, the change kept in its history',
        ...schemaOf(orderEndpoints.correctOrderItems),
      },
    },
    (req) => correctOrderItems(req.ctx, req.params.id, req.body),
  );

  app.post(
    '/orders/:id/refund',
    {
      config: { permission: 'refund:orders', tenantResource: ORDER_IN_PATH },
      schema: {
        tags,
        summary:
          "Give a card order's money back, all that is left or `amount` euros, through the payment provider",
        ...schemaOf(orderEndpoints.refundOrder),
      },
    },
    (req) => refundOrder(req.ctx, req.params.id, req.body),
  );

  app.post(
    '/orders/:id/status',
    {
      config: { permission: 'update:orders', tenantResource: ORDER_IN_PATH },
      schema: {
        tags,
        summary:
          'Move an order to another state, as the order state machine allows (accepting needs ready_at, rejecting and cancelling a reason)',
        ...schemaOf(orderEndpoints.changeOrderStatus),
      },
    },
    (req) => changeOrderStatus(req.ctx, req.params.id, req.body),
  );

  app.get(
    '/ordering-settings/:id',
    {
      config: { permission: 'read:orders', tenantResource: RESTAURANT_IN_PATH },
      schema: {
        tags,
        summary: 'How the restaurant takes orders, and whether it is paused or busy',
        ...schemaOf(orderEndpoints.getOrderingSettings),
      },
    },
    (req) => settings.getOrderingSettings(req.ctx, req.params.id),
  );

  app.put(
    '/ordering-settings/:id',
    {
      config: { permission: 'update:ordering-settings', tenantResource: RESTAURANT_IN_PATH },
      schema: {
        tags,
        summary: 'Replace the ordering settings (order types, times, capacity, zones, payments)',
        ...schemaOf(orderEndpoints.updateOrderingSettings),
      },
    },
    (req) => settings.updateOrderingSettings(req.ctx, req.params.id, req.body),
  );

  app.post(
    '/ordering-settings/:id/rush',
    {
      // Staff on the pass may pause or slow orders on a busy night, as the board offers.
      config: { permission: 'update:orders', tenantResource: RESTAURANT_IN_PATH },
      schema: {
        tags,
        summary:
          'Pause orders for 15, 30 or 60 minutes, add 15 minutes of preparation, or clear both',
        ...schemaOf(orderEndpoints.rushOrdering),
      },
    },
    (req) => settings.rushOrdering(req.ctx, req.params.id, req.body),
  );
};
