import * as rotaEndpoints from '@coperto/shared/staff/rota.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import * as rota from './rota.service';
import { ROTA_RESTAURANT_IN_BODY, ROTA_RESTAURANT_IN_QUERY } from './rota-resources';

const tags = ['rota'];

/**
 * The staff rota (decision 076): owners and managers plan and publish a restaurant's week;
 * everyone reads their own published shifts.
 */
export const rotaRoutes: FastifyPluginAsyncZod = async (app) => {
  await rota.registerRotaJobs(app.jobs);

  app.get(
    '/rota/week',
    {
      config: { permission: 'read:rota', tenantResource: ROTA_RESTAURANT_IN_QUERY },
      schema: {
        tags,
        summary:
          "A restaurant's rota week (this week in its time zone when `week` is left out): the people who can work there and their shifts",
        ...schemaOf(rotaEndpoints.getRotaWeek),
      },
    },
    (req) => rota.getRotaWeek(req.ctx, req.query),
  );

  app.put(
    '/rota/week',
    {
      config: { permission: 'update:rota', tenantResource: ROTA_RESTAURANT_IN_BODY },
      schema: {
        tags,
        summary:
          "Replace the week's shifts (days inside the week, people of the restaurant); a published week becomes a draft until published again",
        ...schemaOf(rotaEndpoints.saveRotaWeek),
      },
    },
    (req) => rota.saveRotaWeek(req.ctx, req.body),
  );

  app.post(
    '/rota/week/copy-previous',
    {
      config: { permission: 'update:rota', tenantResource: ROTA_RESTAURANT_IN_BODY },
      schema: {
        tags,
        summary:
          'Copy the week before into this one (409 when this week has shifts, 422 when the week before has none)',
        ...schemaOf(rotaEndpoints.copyPreviousRotaWeek),
      },
    },
    (req) => rota.copyPreviousRotaWeek(req.ctx, req.body),
  );

  app.post(
    '/rota/week/publish',
    {
      config: { permission: 'update:rota', tenantResource: ROTA_RESTAURANT_IN_BODY },
      schema: {
        tags,
        summary:
          'Publish the week: each person on it is emailed their shifts in their language (422 for a week without shifts)',
        ...schemaOf(rotaEndpoints.publishRotaWeek),
      },
    },
    (req) => rota.publishRotaWeek(req.ctx, req.body),
  );

  app.get(
    '/rota/mine',
    {
      config: { permission: 'read:rota:own' },
      schema: {
        tags,
        summary: "The caller's own published shifts of a week, in every restaurant of the business",
        ...schemaOf(rotaEndpoints.getMyRotaWeek),
      },
    },
    (req) => rota.getMyRotaWeek(req.ctx, req.query),
  );

  app.put(
    '/rota/mine/language',
    {
      config: { permission: 'read:rota:own' },
      schema: {
        tags,
        summary: "The language of the caller's rota emails",
        ...schemaOf(rotaEndpoints.setMyRotaLanguage),
      },
    },
    (req) => rota.setMyRotaLanguage(req.ctx, req.body),
  );
};
