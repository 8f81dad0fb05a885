import * as expenseEndpoints from '@coperto/shared/expenses/expense.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import { expenseFilesRoutes } from './expense-files.routes';
import { deleteExpenseInvoice, readExpenseInvoice } from './expense-invoices.service';
import { EXPENSE_CATEGORY_IN_PATH, EXPENSE_IN_PATH } from './expense-resources';
import * as expenses from './expenses.service';
import { exportExpenses } from './expenses-export.service';

const tags = ['expenses'];

/**
 * Expenses (decision 074): the suppliers' invoices a business's restaurants book, with VAT, due
 * days, payment and the invoice's file. Owners and managers; staff do not see them.
 */
export const expensesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/expenses',
    {
      config: { permission: 'read:expenses' },
      schema: {
        tags,
        summary:
          'Expenses of the range (the current year by default), by restaurant, supplier, category, paid/unpaid/overdue and text, with their totals',
        ...schemaOf(expenseEndpoints.listExpenses),
      },
    },
    (req) => expenses.listExpenses(req.ctx, req.query),
  );

  app.get(
    '/expenses/export',
    {
      config: { permission: 'read:expenses' },
      schema: {
        tags,
        summary:
          'The expenses the list filters find, as a CSV file (Italian: `;` and decimal commas, for Excel)',
        ...schemaOf(expenseEndpoints.exportExpenses),
      },
    },
    async (req, reply) => {
      const { csv, from, to } = await exportExpenses(req.ctx, req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="spese-${from}-${to}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/expenses/due',
    {
      config: { permission: 'read:expenses' },
      schema: {
        tags,
        summary:
          'Unpaid expenses overdue and due in the next 7 days: counts, sums and the first few',
        ...schemaOf(expenseEndpoints.getExpensesDue),
      },
    },
    (req) => expenses.getExpensesDue(req.ctx),
  );

  app.get(
    '/expenses/vat-rates',
    {
      config: { permission: 'read:expenses' },
      schema: {
        tags,
        summary: 'The VAT rates an expense can name (platform data: 22, 10, 5, 4, 0 %)',
        ...schemaOf(expenseEndpoints.listExpenseVatRates),
      },
    },
    (req) => expenses.listExpenseVatRates(req.ctx),
  );

  app.get(
    '/expenses/:id',
    {
      config: { permission: 'read:expenses', tenantResource: EXPENSE_IN_PATH },
      schema: { tags, summary: 'One expense', ...schemaOf(expenseEndpoints.getExpense) },
    },
    (req) => expenses.getExpense(req.ctx, req.params.id),
  );

  app.post(
    '/expenses',
    {
      config: { permission: 'update:expenses' },
      schema: {
        tags,
        summary:
          'Record an expense: net + VAT must be the gross to the cent (422), or the missing one is computed',
        ...schemaOf(expenseEndpoints.createExpense),
      },
    },
    async (req, reply) => reply.status(201).send(await expenses.createExpense(req.ctx, req.body)),
  );

  app.put(
    '/expenses/:id',
    {
      config: { permission: 'update:expenses', tenantResource: EXPENSE_IN_PATH },
      schema: {
        tags,
        summary:
          'Change an expense (mark it paid with paid_on): the fields sent change, amounts are checked again',
        ...schemaOf(expenseEndpoints.updateExpense),
      },
    },
    (req) => expenses.updateExpense(req.ctx, req.params.id, req.body),
  );

  app.delete(
    '/expenses/:id',
    {
      config: { permission: 'update:expenses', tenantResource: EXPENSE_IN_PATH },
      schema: {
        tags,
        summary: 'Delete an expense and its attached invoice',
        ...schemaOf(expenseEndpoints.deleteExpense),
      },
    },
    (req) => expenses.deleteExpense(req.ctx, req.params.id),
  );

  app.get(
    '/expenses/:id/invoice',
    {
      config: { permission: 'read:expenses', tenantResource: EXPENSE_IN_PATH },
      schema: {
        tags,
        summary: "The supplier's invoice attached to the expense (PDF or photo), as a download",
        ...schemaOf(expenseEndpoints.downloadExpenseInvoice),
      },
    },
    async (req, reply) => {
      const file = await readExpenseInvoice(req.ctx, req.params.id);
      return (
        reply
          .type(file.type)
          .header('cache-control', 'private, no-store')
          .header(
            'content-disposition',
            `attachment; filename="${file.name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          )
          // The bytes go out as they are (Fastify sends a Buffer unserialized); the schema documents a file.
          .send(file.body as unknown as string)
      );
    },
  );

  app.delete(
    '/expenses/:id/invoice',
    {
      config: { permission: 'update:expenses', tenantResource: EXPENSE_IN_PATH },
      schema: {
        tags,
        summary: 'Remove the attached invoice',
        ...schemaOf(expenseEndpoints.deleteExpenseInvoice),
      },
    },
    (req) => deleteExpenseInvoice(req.ctx, req.params.id),
  );

  app.get(
    '/expense-categories',
    {
      config: { permission: 'read:expenses' },
      schema: {
        tags,
        summary:
          "The business's expense categories (food, beverage, utilities, rent, staff, maintenance, other to start with)",
        ...schemaOf(expenseEndpoints.listExpenseCategories),
      },
    },
    (req) => expenses.listExpenseCategories(req.ctx),
  );

  app.post(
    '/expense-categories',
    {
      config: { permission: 'update:expenses' },
      schema: {
        tags,
        summary: 'Add a category of the business (409 when the name exists)',
        ...schemaOf(expenseEndpoints.createExpenseCategory),
      },
    },
    async (req, reply) =>
      reply.status(201).send(await expenses.createExpenseCategory(req.ctx, req.body)),
  );

  app.put(
    '/expense-categories/:id',
    {
      config: { permission: 'update:expenses', tenantResource: EXPENSE_CATEGORY_IN_PATH },
      schema: {
        tags,
        summary: 'Rename, reorder or switch off a category (its expenses keep it)',
        ...schemaOf(expenseEndpoints.updateExpenseCategory),
      },
    },
    (req) => expenses.updateExpenseCategory(req.ctx, req.params.id, req.body),
  );

  await app.register(expenseFilesRoutes);
};
