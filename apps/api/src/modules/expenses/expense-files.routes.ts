import { EXPENSE_FILE_MAX_BYTES } from '@coperto/shared/expenses/expense.constants';
import * as expenseEndpoints from '@coperto/shared/expenses/expense.endpoints';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../shared/app-error';
import { schemaOf } from '../../shared/endpoint-schema';
import { uploadExpenseInvoice } from './expense-invoices.service';
import { EXPENSE_IN_PATH } from './expense-resources';

const MAX_MB = EXPENSE_FILE_MAX_BYTES / (1024 * 1024);
const SEND_THE_FILE =
  'Send the file itself as the body, as application/pdf, image/* or application/octet-stream';

/**
 * The supplier's invoice upload: the body is the file's bytes (as image uploads are), read only in
 * this scope and up to EXPENSE_FILE_MAX_BYTES instead of the app's 1 MB. The type is read from
 * the bytes, not trusted from the header.
 */
export const expenseFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  for (const type of ['application/pdf', /^image\//i, 'application/octet-stream']) {
    app.addContentTypeParser(
      type,
      { parseAs: 'buffer', bodyLimit: EXPENSE_FILE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
  }
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new AppError(
        413,
        'PAYLOAD_TOO_LARGE',
        `The file is larger than ${MAX_MB} MB: choose a smaller one`,
        { file: `At most ${MAX_MB} MB` },
      );
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', SEND_THE_FILE);
    }
    throw error;
  });

  app.post(
    '/expenses/:id/invoice',
    {
      bodyLimit: EXPENSE_FILE_MAX_BYTES,
      config: { permission: 'update:expenses', tenantResource: EXPENSE_IN_PATH },
      schema: {
        tags: ['expenses'],
        summary: "Attach the supplier's invoice (PDF, JPEG, PNG or WebP, at most 10 MB)",
        description: `The body is the file's bytes (content-type application/pdf, image/* or application/octet-stream), at most ${MAX_MB} MB; the type is read from the bytes. It replaces the file attached before.`,
        ...schemaOf(expenseEndpoints.uploadExpenseInvoice),
      },
    },
    async (req, reply) => {
      const bytes: unknown = req.body;
      if (!Buffer.isBuffer(bytes)) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', SEND_THE_FILE);
      const expense = await uploadExpenseInvoice(req.ctx, req.params.id, {
        bytes,
        name: req.query.name,
      });
      return reply.status(201).send(expense);
    },
  );
};
