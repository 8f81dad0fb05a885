import { DEFAULT_TIME_ZONE } from '@coperto/shared/common/constants';
import { centsToEuros, eurosToCents } from '@coperto/shared/common/money';
import {
  EXPENSE_CATEGORIES_MAX,
  EXPENSE_DUE_ITEMS_SHOWN,
  EXPENSE_DUE_SOON_DAYS,
} from '@coperto/shared/expenses/expense.constants';
import type {
  CreateExpenseBodySchema,
  CreateExpenseCategoryBodySchema,
  Expense,
  ExpenseCategory,
  ExpenseList,
  ExpenseListQuerySchema,
  ExpensesDue,
  UpdateExpenseBodySchema,
  UpdateExpenseCategoryBodySchema,
} from '@coperto/shared/expenses/expense.schemas';
import {
  addDays,
  calendarDayIn,
  completeExpenseAmounts,
  expenseStatusOf,
} from '@coperto/shared/expenses/expense-amounts';
import type { z } from 'zod';
import type { TenantTx } from '../../db/tenant-scope';
import { badRequest, conflict, notFound, ruleBroken } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { findRestaurant } from '../restaurants/tenant-restaurants.service';
import { businessOf, findSupplier, rangeOf } from '../suppliers/suppliers.service';
import {
  deleteExpenseRow,
  type ExpenseCategoryRow,
  type ExpenseFilter,
  type ExpenseRow,
  type ExpenseWithNames,
  ensureDefaultCategories,
  findCategoryById,
  findExpenseById,
  findExpenseWithNames,
  findVatRate,
  insertCategoryRow,
  insertExpenseRow,
  listCategoryRows,
  listDueRows,
  listExpenseRows,
  listVatRateRows,
  sumDue,
  sumExpenses,
  updateCategoryRow,
  updateExpenseRow,
} from './expenses.repository';

type CreateBody = z.output<typeof CreateExpenseBodySchema>;
type UpdateBody = z.output<typeof UpdateExpenseBodySchema>;
type ListQuery = z.output<typeof ExpenseListQuerySchema>;

/** Today in the business's zone: expenses are business-wide, the default zone is Italy's. */
export function todayOf(ctx: ServiceContext): string {
  return calendarDayIn(ctx.clock.now(), DEFAULT_TIME_ZONE);
}

export function toExpense(row: ExpenseWithNames, today: string): Expense {
  const e = row.expense;
  return {
    id: e.id,
    restaurant_id: e.restaurant_id,
    restaurant_name: row.restaurant_name,
    supplier_id: e.supplier_id,
    supplier_name: row.supplier_name,
    category_id: e.category_id,
    category_key: row.category_key,
    category_name: row.category_name,
    invoice_number: e.invoice_number,
    description: e.description,
    amount: centsToEuros(e.amount_cents),
    vat_rate_code: e.vat_rate_code,
    vat_rate: e.vat_rate_bp === null ? null : e.vat_rate_bp / 100,
    amount_vat: centsToEuros(e.amount_vat_cents),
    amount_gross: centsToEuros(e.amount_gross_cents),
    date_created: e.date_created,
    expiry_date: e.expiry_date,
    is_extra: e.is_extra,
    paid: e.paid_on !== null,
    paid_on: e.paid_on,
    status: expenseStatusOf(e, today),
    invoice_file:
      e.invoice_key && e.invoice_type && e.invoice_uploaded_at
        ? {
            name: e.invoice_name ?? 'fattura',
            content_type: e.invoice_type,
            size: e.invoice_size ?? 0,
            uploaded_at: e.invoice_uploaded_at.toISOString(),
          }
        : null,
    created_at: e.created_at.toISOString(),
    updated_at: e.updated_at.toISOString(),
  };
}

export async function answerExpense(tx: TenantTx, id: number, today: string) {
  const row = await findExpenseWithNames(tx, id);
  if (!row) throw notFound('Expense');
  return toExpense(row, today);
}

/** The expense the route names, in the caller's business, or 404. */
export async function expenseOf(tx: TenantTx, id: number): Promise<ExpenseRow> {
  const row = await findExpenseById(tx, { id });
  if (!row) throw notFound('Expense');
  return row;
}

function toCategory(row: ExpenseCategoryRow): ExpenseCategory {
  return { id: row.id, key: row.key, name: row.name, position: row.position, active: row.active };
}

// ---------------------------------------------------------------- reads

export function filterOf(q: Omit<ListQuery, 'limit' | 'page'>, ctx: ServiceContext): ExpenseFilter {
  const range = rangeOf(q, ctx.clock.now());
  return {
    restaurantId: q.restaurant_id,
    supplierId: q.supplier_id,
    categoryId: q.category_id,
    status: q.status,
    isExtra: q.is_extra === undefined ? undefined : q.is_extra === 'true',
    search: q.search,
    today: todayOf(ctx),
    ...range,
  };
}

export function listExpenses(ctx: ServiceContext, q: ListQuery): Promise<ExpenseList> {
  businessOf(ctx);
  const filter = filterOf(q, ctx);
  return ctx.asActor(async (tx) => {
    const rows = await listExpenseRows(tx, filter, {
      orderByColumn: q.orderByColumn,
      orderByType: q.orderByType,
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    const sums = await sumExpenses(tx, filter);
    return {
      items: rows.map((r) => toExpense(r, filter.today)),
      total: sums.count,
      page: q.page,
      limit: q.limit,
      totals: {
        count: sums.count,
        amount: centsToEuros(sums.net),
        amount_vat: centsToEuros(sums.vat),
        amount_gross: centsToEuros(sums.gross),
        unpaid_gross: centsToEuros(sums.unpaid),
      },
      from: filter.from,
      to: filter.to,
    };
  });
}

export function getExpense(ctx: ServiceContext, id: number) {
  return ctx.asActor((tx) => answerExpense(tx, id, todayOf(ctx)));
}

export function getExpensesDue(ctx: ServiceContext): Promise<ExpensesDue> {
  businessOf(ctx);
  const today = todayOf(ctx);
  const soonEnd = addDays(today, EXPENSE_DUE_SOON_DAYS);
  return ctx.asActor(async (tx) => {
    const sums = await sumDue(tx, today, soonEnd);
    const rows = await listDueRows(tx, soonEnd, EXPENSE_DUE_ITEMS_SHOWN);
    return {
      today,
      overdue: { count: sums.overdue.count, amount_gross: centsToEuros(sums.overdue.gross) },
      due_soon: { count: sums.soon.count, amount_gross: centsToEuros(sums.soon.gross) },
      items: rows.map((r) => toExpense(r, today)),
    };
  });
}

export function listExpenseVatRates(ctx: ServiceContext) {
  return ctx.asActor(async (tx) => ({
    items: (await listVatRateRows(tx)).map((r) => ({
      code: r.code,
      rate: r.rate_bp / 100,
      nature: r.nature,
      description: r.description,
    })),
  }));
}

// ---------------------------------------------------------------- categories

export function listExpenseCategories(ctx: ServiceContext) {
  const businessId = businessOf(ctx);
  return ctx.asActor(async (tx) => {
    await ensureDefaultCategories(tx, businessId);
    return { items: (await listCategoryRows(tx)).map(toCategory) };
  });
}

export function createExpenseCategory(
  ctx: ServiceContext,
  body: z.output<typeof CreateExpenseCategoryBodySchema>,
) {
  const businessId = businessOf(ctx);
  return ctx.asActor(async (tx) => {
    await ensureDefaultCategories(tx, businessId);
    const existing = await listCategoryRows(tx);
    if (existing.length >= EXPENSE_CATEGORIES_MAX) {
      throw ruleBroken(`At most ${EXPENSE_CATEGORIES_MAX} categories`, { name: 'Too many' });
    }
    if (existing.some((c) => c.name.toLowerCase() === body.name.toLowerCase())) {
      throw conflict('A category with this name exists', { name: 'Already exists' });
    }
    const position = Math.max(-1, ...existing.map((c) => c.position)) + 1;
    return toCategory(
      await insertCategoryRow(tx, { business_id: businessId, name: body.name, position }),
    );
  });
}

export function updateExpenseCategory(
  ctx: ServiceContext,
  id: number,
  body: z.output<typeof UpdateExpenseCategoryBodySchema>,
) {
  return ctx.asActor(async (tx) => {
    const row = await findCategoryById(tx, { id });
    if (!row) throw notFound('Expense category');
    const renamed = body.name !== undefined && body.name !== row.name;
    if (renamed) {
      const others = await listCategoryRows(tx);
      if (others.some((c) => c.id !== id && c.name.toLowerCase() === body.name!.toLowerCase())) {
        throw conflict('A category with this name exists', { name: 'Already exists' });
      }
    }
    const changes = {
      ...(renamed && { name: body.name, key: null }),
      ...(body.active !== undefined && { active: body.active }),
      ...(body.position !== undefined && { position: body.position }),
    };
    // The same name saved again changes nothing: the category as it is.
    if (Object.keys(changes).length === 0) return toCategory(row);
    return toCategory(await updateCategoryRow(tx, id, changes));
  });
}

// ---------------------------------------------------------------- writes

interface ExpenseDraft {
  restaurant_id: number;
  supplier_id: number;
  category_id: number;
  vat_rate_code: string | null;
  date_created: string;
  expiry_date: string | null;
}

/**
 * Everything the body names must be the business's own: another business's restaurant,
 * supplier or category reads as unknown, on its field (spec §5's flags), and nothing is written.
 */
async function checkReferences(tx: TenantTx, d: ExpenseDraft, changed: (k: string) => boolean) {
  const fields: Record<string, string> = {};
  if (changed('restaurant_id') && !(await findRestaurant(tx, d.restaurant_id))) {
    fields.restaurant_id = 'Unknown restaurant';
  }
  if (changed('supplier_id') && !(await findSupplier(tx, d.supplier_id))) {
    fields.supplier_id = 'Unknown supplier';
  }
  if (changed('category_id')) {
    const category = await findCategoryById(tx, { id: d.category_id });
    if (!category) fields.category_id = 'Unknown category';
    else if (!category.active) fields.category_id = 'The category is switched off';
  }
  let rateBp: number | null = null;
  if (d.vat_rate_code !== null) {
    const rate = await findVatRate(tx, d.vat_rate_code);
    if (!rate) fields.vat_rate_code = 'Unknown VAT rate';
    else rateBp = rate.rate_bp;
  }
  if (d.expiry_date !== null && d.expiry_date < d.date_created) {
    fields.expiry_date = 'Due before the invoice date';
  }
  if (Object.keys(fields).length > 0) {
    throw badRequest('Some fields are not valid', fields);
  }
  return rateBp;
}

const cents = (euros: number | null) => (euros === null ? null : eurosToCents(euros));

function amountsOf(
  input: {
    amount: number | null;
    amount_vat: number | null;
    amount_gross: number | null;
  },
  rateBp: number | null,
) {
  const result = completeExpenseAmounts({
    net_cents: cents(input.amount),
    vat_cents: cents(input.amount_vat),
    gross_cents: cents(input.amount_gross),
    rate_bp: rateBp,
  });
  if (!result.ok) {
    const { field, reason } = result.problem;
    const message =
      reason === 'does_not_add_up'
        ? 'Net + VAT is not the gross'
        : reason === 'missing'
          ? 'Give the gross, or an amount and a VAT rate'
          : 'The VAT would be negative';
    throw ruleBroken(
      reason === 'does_not_add_up'
        ? 'The amounts do not add up: net + VAT must be the gross, to the cent'
        : message,
      { [field]: message },
    );
  }
  return result.amounts;
}

export function createExpense(ctx: ServiceContext, body: CreateBody) {
  const businessId = businessOf(ctx);
  const today = todayOf(ctx);
  return ctx.asActor(async (tx) => {
    await ensureDefaultCategories(tx, businessId);
    const rateBp = await checkReferences(tx, body, () => true);
    const amounts = amountsOf(body, rateBp);
    const row = await insertExpenseRow(tx, {
      business_id: businessId,
      restaurant_id: body.restaurant_id,
      supplier_id: body.supplier_id,
      category_id: body.category_id,
      invoice_number: body.invoice_number,
      description: body.description,
      amount_cents: amounts.net_cents,
      vat_rate_code: body.vat_rate_code,
      vat_rate_bp: rateBp,
      amount_vat_cents: amounts.vat_cents,
      amount_gross_cents: amounts.gross_cents,
      date_created: body.date_created,
      expiry_date: body.expiry_date,
      is_extra: body.is_extra,
      paid_on: body.paid_on,
      created_by: ctx.actor?.userId ?? null,
    });
    return answerExpense(tx, row.id, today);
  });
}

/**
 * The fields sent change. When any amount or the rate is sent, the amounts are worked out again
 * from what was sent (an amount left out is computed, not kept), so a new gross never meets the
 * old net; the rate left out keeps its value.
 */
export function updateExpense(ctx: ServiceContext, id: number, body: UpdateBody) {
  const today = todayOf(ctx);
  return ctx.asActor(async (tx) => {
    const row = await expenseOf(tx, id);
    const sent = (key: keyof UpdateBody) => body[key] !== undefined;
    const draft = {
      restaurant_id: body.restaurant_id ?? row.restaurant_id,
      supplier_id: body.supplier_id ?? row.supplier_id,
      category_id: body.category_id ?? row.category_id,
      vat_rate_code: sent('vat_rate_code') ? (body.vat_rate_code ?? null) : row.vat_rate_code,
      date_created: body.date_created ?? row.date_created,
      expiry_date: sent('expiry_date') ? (body.expiry_date ?? null) : row.expiry_date,
    };
    const changed = (key: string) =>
      sent(key as keyof UpdateBody) &&
      draft[key as keyof typeof draft] !== row[key as keyof ExpenseRow];
    const rateBp = await checkReferences(tx, draft, changed);
    const amountsSent =
      sent('amount') || sent('amount_vat') || sent('amount_gross') || sent('vat_rate_code');
    const amounts = amountsSent
      ? amountsOf(
          {
            amount: body.amount ?? null,
            amount_vat: body.amount_vat ?? null,
            amount_gross: body.amount_gross ?? null,
          },
          rateBp,
        )
      : {
          net_cents: row.amount_cents,
          vat_cents: row.amount_vat_cents,
          gross_cents: row.amount_gross_cents,
        };
    await updateExpenseRow(tx, id, {
      ...draft,
      vat_rate_bp: rateBp,
      invoice_number: body.invoice_number ?? row.invoice_number,
      description: body.description ?? row.description,
      amount_cents: amounts.net_cents,
      amount_vat_cents: amounts.vat_cents,
      amount_gross_cents: amounts.gross_cents,
      is_extra: body.is_extra ?? row.is_extra,
      paid_on: sent('paid_on') ? (body.paid_on ?? null) : row.paid_on,
      updated_at: ctx.clock.now(),
    });
    return answerExpense(tx, id, today);
  });
}

/** Deletes the expense and then its attached invoice. */
export async function deleteExpense(ctx: ServiceContext, id: number) {
  const key = await ctx.asActor(async (tx) => {
    const row = await expenseOf(tx, id);
    await deleteExpenseRow(tx, id);
    return row.invoice_key;
  });
  if (key) await ctx.storage.delete(key).catch(() => undefined);
  return { detail: 'Expense deleted' };
}
