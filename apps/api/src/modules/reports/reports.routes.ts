import * as reportEndpoints from '@coperto/shared/reports/report.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import { restaurantNamedBy } from '../restaurants/restaurant-resources';
import { getMonthReport, getYearReport } from './reports.service';
import { exportReport } from './reports-export.service';

const tags = ['reports'];
const RESTAURANT_IN_QUERY = restaurantNamedBy('query', 'restaurant_id');

/**
 * The numbers (issue 18, decision 078): owners and managers read them; the labour cost is in them
 * only for those who may read wages. Every figure is a sum made in SQL by the module owning the rows.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/year',
    {
      config: { permission: 'read:reports', tenantResource: RESTAURANT_IN_QUERY },
      schema: {
        tags,
        summary:
          "A year's takings, covers, expenses, food and beverage and labour cost month by month, of one restaurant or the whole business",
        ...schemaOf(reportEndpoints.getYearReport),
      },
    },
    (req) => getYearReport(req.ctx, req.query),
  );

  app.get(
    '/reports/month',
    {
      config: { permission: 'read:reports', tenantResource: RESTAURANT_IN_QUERY },
      schema: {
        tags,
        summary:
          "One month's figures, its expenses by category and by supplier, and each restaurant's figures",
        ...schemaOf(reportEndpoints.getMonthReport),
      },
    },
    (req) => getMonthReport(req.ctx, req.query),
  );

  app.get(
    '/reports/export',
    {
      config: { permission: 'read:reports', tenantResource: RESTAURANT_IN_QUERY },
      schema: {
        tags,
        summary:
          "The year's (or, with month, the month's) figures as a CSV file (Italian: `;` and decimal commas, for Excel)",
        ...schemaOf(reportEndpoints.exportReport),
      },
    },
    async (req, reply) => {
      const csv = await exportReport(req.ctx, req.query);
      const name = req.query.month ?? String(req.query.year);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="numeri-${name}.csv"`)
        .send(csv);
    },
  );
};
