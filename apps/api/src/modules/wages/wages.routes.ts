import { PAYSLIP_MAX_BYTES } from '@coperto/shared/staff/staff.constants';
import * as wageEndpoints from '@coperto/shared/staff/wages.endpoints';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../shared/app-error';
import { schemaOf } from '../../shared/endpoint-schema';
import {
  WAGE_IN_PATH,
  WAGES_RESTAURANT_IN_BODY,
  WAGES_RESTAURANT_IN_QUERY,
} from './wage-resources';
import * as wages from './wages.service';

const tags = ['wages'];
const MAX_MB = PAYSLIP_MAX_BYTES / (1024 * 1024);
const SEND_THE_PDF = 'Send the PDF file itself as the body, as application/pdf';

/** The payslip upload reads a PDF body up to PAYSLIP_MAX_BYTES: its own scope, no JSON. */
const payslipUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  for (const type of ['application/pdf', 'application/octet-stream']) {
    app.addContentTypeParser(
      type,
      { parseAs: 'buffer', bodyLimit: PAYSLIP_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
  }
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', `The payslip is larger than ${MAX_MB} MB`);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', SEND_THE_PDF);
    }
    throw error;
  });

  app.post(
    '/wages/:id/payslip',
    {
      bodyLimit: PAYSLIP_MAX_BYTES,
      config: { permission: 'update:wages', tenantResource: WAGE_IN_PATH },
      schema: {
        tags,
        summary: `Upload the wage's payslip: a PDF of at most ${MAX_MB} MB, replacing the one before`,
        description: "The body is the PDF's own bytes (application/pdf).",
        ...schemaOf(wageEndpoints.uploadPayslip),
      },
    },
    async (req, reply) => {
      const bytes: unknown = req.body;
      if (!Buffer.isBuffer(bytes)) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', SEND_THE_PDF);
      if (bytes.length === 0) throw badRequest('The file is empty', { payslip: 'Empty' });
      return reply.status(201).send(await wages.uploadPayslip(req.ctx, req.params.id, bytes));
    },
  );
};

/**
 * Wages and payslips (decision 077): the owner reads the month's proposal and records wages and
 * payslips; every person reads and downloads only their own.
 */
export const wagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wages/month',
    {
      config: { permission: 'read:wages', tenantResource: WAGES_RESTAURANT_IN_QUERY },
      schema: {
        tags,
        summary:
          "A restaurant's month: each person's worked (published) shifts, rates, proposed wage and the wage recorded",
        ...schemaOf(wageEndpoints.getWageMonth),
      },
    },
    (req) => wages.getWageMonth(req.ctx, req.query),
  );

  app.put(
    '/wages',
    {
      config: { permission: 'update:wages', tenantResource: WAGES_RESTAURANT_IN_BODY },
      schema: {
        tags,
        summary:
          "Record a person's wage of a month at a restaurant (or change it); the proposal is kept beside it",
        ...schemaOf(wageEndpoints.recordWage),
      },
    },
    (req) => wages.recordWage(req.ctx, req.body),
  );

  app.get(
    '/wages/mine',
    {
      config: { permission: 'read:wages:own' },
      schema: {
        tags,
        summary: "The caller's own recorded wages, newest month first",
        ...schemaOf(wageEndpoints.listMyWages),
      },
    },
    (req) => wages.listMyWages(req.ctx),
  );

  app.get(
    '/wages/:id/payslip',
    {
      config: { permission: 'read:wages:own', tenantResource: WAGE_IN_PATH },
      schema: {
        tags,
        summary: "The payslip PDF: the owner's, or the person's own; anyone else gets 404",
        ...schemaOf(wageEndpoints.downloadPayslip),
      },
    },
    async (req, reply) => {
      const file = await wages.downloadPayslip(req.ctx, req.params.id);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          // The bytes go out as they are (Fastify sends a Buffer unserialized); the schema documents a file.
          .send(file.body as unknown as string)
      );
    },
  );

  await app.register(payslipUploadRoutes);
};
