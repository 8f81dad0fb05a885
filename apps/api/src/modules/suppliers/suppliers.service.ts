import { DEFAULT_TIME_ZONE } from '@coperto/shared/common/constants';
import { centsToEuros } from '@coperto/shared/common/money';
import { calendarDayIn } from '@coperto/shared/expenses/expense-amounts';
import type {
  CreateSupplierBodySchema,
  Supplier,
  SupplierList,
  SupplierListQuerySchema,
  UpdateSupplierBodySchema,
} from '@coperto/shared/expenses/supplier.schemas';
import type { z } from 'zod';
import type { TenantTx } from '../../db/tenant-scope';
import { badRequest, conflict, forbidden, notFound } from '../../shared/app-error';
import { type ServiceContext, scopeOf } from '../../shared/context';
import {
  deleteSupplierRow,
  findSupplierById,
  insertSupplierRow,
  listSupplierRows,
  type SupplierRow,
  updateSupplierRow,
} from './suppliers.repository';

type CreateBody = z.output<typeof CreateSupplierBodySchema>;
type UpdateBody = z.output<typeof UpdateSupplierBodySchema>;
type ListQuery = z.output<typeof SupplierListQuerySchema>;

/** A PostgreSQL error code, possibly wrapped by Drizzle's query error. */
export function pgErrorCode(error: unknown): string | undefined {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** The business the caller keeps suppliers of: an admin works in a business, not on all. */
export function businessOf(ctx: ServiceContext): number {
  if (!ctx.actor) throw forbidden();
  const scope = scopeOf(ctx.actor);
  if (scope === 'platform') throw forbidden('Suppliers belong to a business');
  return scope;
}

/** This year's first and last day (in the business's default zone) unless the query names them. */
export function rangeOf(q: { from?: string; to?: string }, now: Date) {
  const year = calendarDayIn(now, DEFAULT_TIME_ZONE).slice(0, 4);
  const from = q.from ?? `${year}-01-01`;
  const to = q.to ?? `${year}-12-31`;
  if (from > to) throw badRequest('The range ends before it starts', { to: 'Before from' });
  return { from, to };
}

export function toSupplier(row: SupplierRow): Supplier {
  return {
    id: row.id,
    name: row.name,
    vat_number: row.vat_number,
    tax_code: row.tax_code,
    description: row.description,
    phone_number: row.phone_number,
    email: row.email,
    address: row.address,
    iban: row.iban,
    notes: row.notes,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** For the expenses module: the business's supplier, or undefined (another business's too). */
export function findSupplier(tx: TenantTx, id: number) {
  return findSupplierById(tx, { id });
}

export function listSuppliers(ctx: ServiceContext, q: ListQuery): Promise<SupplierList> {
  businessOf(ctx);
  const range = rangeOf(q, ctx.clock.now());
  return ctx.asActor(async (tx) => {
    const { rows, total } = await listSupplierRows(tx, { ...q, ...range });
    return {
      items: rows.map((r) => ({
        ...toSupplier(r.supplier),
        totals: {
          expenses_count: r.expenses_count,
          total_gross: centsToEuros(Number(r.total_gross)),
          unpaid_gross: centsToEuros(Number(r.unpaid_gross)),
        },
      })),
      total,
      page: q.page,
      limit: q.limit,
      ...range,
    };
  });
}

export function getSupplier(ctx: ServiceContext, id: number) {
  return ctx.asActor(async (tx) => {
    const row = await findSupplierById(tx, { id });
    if (!row) throw notFound('Supplier');
    return toSupplier(row);
  });
}

export function createSupplier(ctx: ServiceContext, body: CreateBody) {
  const businessId = businessOf(ctx);
  return ctx.asActor(async (tx) =>
    toSupplier(await insertSupplierRow(tx, { ...body, business_id: businessId })),
  );
}

export function updateSupplier(ctx: ServiceContext, id: number, body: UpdateBody) {
  return ctx.asActor(async (tx) => {
    const row = await findSupplierById(tx, { id });
    if (!row) throw notFound('Supplier');
    const changes = Object.fromEntries(
      Object.entries(body).filter(([, value]) => value !== undefined),
    );
    return toSupplier(await updateSupplierRow(tx, id, { ...changes, updated_at: ctx.clock.now() }));
  });
}

/** A supplier with expenses stays: its invoices name it (409, the foreign key says so). */
export async function deleteSupplier(ctx: ServiceContext, id: number) {
  try {
    await ctx.asActor(async (tx) => {
      const row = await findSupplierById(tx, { id });
      if (!row) throw notFound('Supplier');
      await deleteSupplierRow(tx, id);
    });
  } catch (error) {
    if (pgErrorCode(error) === '23503') {
      throw conflict('The supplier has expenses: it cannot be deleted');
    }
    throw error;
  }
  return { detail: 'Supplier deleted' };
}
