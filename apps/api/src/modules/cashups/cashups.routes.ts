import * as cashUpEndpoints from '@coperto/shared/cashups/cashup.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import { restaurantNamedBy } from '../restaurants/restaurant-resources';
import { CASH_UP_IN_PATH } from './cashup-resources';
import * as cashUps from './cashups.service';

const tags = ['cash-ups'];

/**
 * Cash-ups (chiusura cassa, decision 075): owners and managers close the till per day and
 * service; once a day has its final close, changing its cash-ups is the owner's (reopen:cashups)
 * and every change is kept in the cash-up's history.
 */
export const cashUpsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cash-ups',
    {
      config: {
        permission: 'read:cashups',
        tenantResource: restaurantNamedBy('query', 'restaurant_id'),
      },
      schema: {
        tags,
        summary:
          "A restaurant's cash-ups, newest day first, the current year unless from/to say; with the final closes' takings and covers",
        ...schemaOf(cashUpEndpoints.listCashUps),
      },
    },
    (req) => cashUps.listCashUps(req.ctx, req.query),
  );

  app.get(
    '/cash-ups/month',
    {
      config: {
        permission: 'read:cashups',
        tenantResource: restaurantNamedBy('query', 'restaurant_id'),
      },
      schema: {
        tags,
        summary:
          "A month of a restaurant's closes, day by day in its time zone: closed, partial, missing, open (today), rest (closed by its opening times) or upcoming",
        ...schemaOf(cashUpEndpoints.getCashUpMonth),
      },
    },
    (req) => cashUps.getCashUpMonth(req.ctx, req.query),
  );

  app.get(
    '/cash-ups/takings',
    {
      config: {
        permission: 'read:cashups',
        tenantResource: restaurantNamedBy('query', 'restaurant_id'),
      },
      schema: {
        tags,
        summary:
          'What a day took outside the till, to reconcile: online orders paid by card and gift cards redeemed',
        ...schemaOf(cashUpEndpoints.getCashUpTakings),
      },
    },
    (req) => cashUps.getCashUpTakings(req.ctx, req.query),
  );

  app.get(
    '/cash-ups/:id',
    {
      config: { permission: 'read:cashups', tenantResource: CASH_UP_IN_PATH },
      schema: {
        tags,
        summary: 'One cash-up with its figures, its day, the takings to reconcile and its history',
        ...schemaOf(cashUpEndpoints.getCashUp),
      },
    },
    (req) => cashUps.getCashUp(req.ctx, req.params.id),
  );

  app.post(
    '/cash-ups',
    {
      config: {
        permission: 'update:cashups',
        tenantResource: restaurantNamedBy('body', 'restaurant_id'),
      },
      schema: {
        tags,
        summary:
          "Close the till: the day's final close (default) or one service's; a second of the same day and type is 409 with existing_id, a day to come 422, a closed day's partial only the owner's (403)",
        ...schemaOf(cashUpEndpoints.createCashUp),
      },
    },
    async (req, reply) => reply.status(201).send(await cashUps.createCashUp(req.ctx, req.body)),
  );

  app.put(
    '/cash-ups/:id',
    {
      config: { permission: 'update:cashups', tenantResource: CASH_UP_IN_PATH },
      schema: {
        tags,
        summary:
          'Change a cash-up: the fields sent change, the others keep their value; once the day is closed only an owner may (403), and each change is kept in its history',
        ...schemaOf(cashUpEndpoints.updateCashUp),
      },
    },
    (req) => cashUps.updateCashUp(req.ctx, req.params.id, req.body),
  );
};
