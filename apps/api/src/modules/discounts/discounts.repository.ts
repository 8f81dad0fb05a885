import type { DiscountStatus } from '@coperto/shared/discounts/discount.schemas';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern';
import {
  discountCodeRestaurants,
  discountCodes,
  discountRedemptions,
} from '../../db/schema/discounts';
import { orders } from '../../db/schema/orders';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

export type DiscountRow = typeof discountCodes.$inferSelect;
export type NewDiscountRow = typeof discountCodes.$inferInsert;
export type DiscountChanges = Partial<
  Omit<DiscountRow, 'id' | 'business_id' | 'created_at' | 'created_by' | 'times_used'>
>;

/** The code's state now, in SQL, in the order the list and the answer name it. */
export function statusSql(now: Date): SQL<DiscountStatus> {
  const d = discountCodes;
  return sql<DiscountStatus>`case
    when not ${d.active} then 'inactive'
    when ${d.valid_to} is not null and ${d.valid_to} <= ${now} then 'expired'
    when ${d.usage_limit} is not null and ${d.times_used} >= ${d.usage_limit} then 'exhausted'
    when ${d.valid_from} is not null and ${d.valid_from} > ${now} then 'scheduled'
    else 'active' end`;
}

export async function findDiscountById(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .select()
    .from(discountCodes)
    .where(and(tenantFilter(tx, discountCodes.business_id), eq(discountCodes.id, q.id)));
  return row;
}

/** The business's code, compared as stored (upper case); another business's finds nothing. */
export async function findDiscountByCode(tx: TenantTx, code: string) {
  const [row] = await tx
    .select()
    .from(discountCodes)
    .where(and(tenantFilter(tx, discountCodes.business_id), eq(discountCodes.code, code)));
  return row;
}

export async function restaurantIdsOf(tx: TenantTx, discountIds: readonly number[]) {
  const byDiscount = new Map<number, number[]>();
  if (discountIds.length === 0) return byDiscount;
  const rows = await tx
    .select()
    .from(discountCodeRestaurants)
    .where(
      and(
        tenantFilter(tx, discountCodeRestaurants.business_id),
        inArray(discountCodeRestaurants.discount_id, [...discountIds]),
      ),
    )
    .orderBy(asc(discountCodeRestaurants.restaurant_id));
  for (const row of rows) {
    byDiscount.set(row.discount_id, [
      ...(byDiscount.get(row.discount_id) ?? []),
      row.restaurant_id,
    ]);
  }
  return byDiscount;
}

export async function takesRestaurant(tx: TenantTx, discountId: number, restaurantId: number) {
  const [row] = await tx
    .select({ id: discountCodeRestaurants.discount_id })
    .from(discountCodeRestaurants)
    .where(
      and(
        tenantFilter(tx, discountCodeRestaurants.business_id),
        eq(discountCodeRestaurants.discount_id, discountId),
        eq(discountCodeRestaurants.restaurant_id, restaurantId),
      ),
    );
  return row !== undefined;
}

const SORT_COLUMNS = {
  created_at: discountCodes.created_at,
  code: discountCodes.code,
  valid_to: discountCodes.valid_to,
  times_used: discountCodes.times_used,
} as const;

export async function listDiscountRows(
  tx: TenantTx,
  q: {
    restaurantId?: number;
    status?: DiscountStatus;
    search?: string;
    orderByColumn: keyof typeof SORT_COLUMNS;
    orderByType: 'asc' | 'desc';
    page: number;
    limit: number;
    now: Date;
  },
) {
  const conditions: (SQL | undefined)[] = [tenantFilter(tx, discountCodes.business_id)];
  if (q.restaurantId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${discountCodeRestaurants} where ${discountCodeRestaurants.discount_id} = ${discountCodes.id} and ${discountCodeRestaurants.restaurant_id} = ${q.restaurantId})`,
    );
  }
  if (q.status) conditions.push(sql`${statusSql(q.now)} = ${q.status}`);
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(
      or(
        ilike(discountCodes.code, pattern),
        ilike(discountCodes.title, pattern),
        ilike(discountCodes.email, pattern),
        ilike(discountCodes.customer_name, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const direction = q.orderByType === 'asc' ? asc : desc;
  const rows = await tx
    .select()
    .from(discountCodes)
    .where(where)
    .orderBy(direction(SORT_COLUMNS[q.orderByColumn]), direction(discountCodes.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await tx.select({ total: count() }).from(discountCodes).where(where);
  return { rows, total: total?.total ?? 0 };
}

export async function codeTaken(tx: TenantTx, code: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(
      and(
        tenantFilter(tx, discountCodes.business_id),
        eq(discountCodes.code, code),
        exceptId === undefined ? undefined : sql`${discountCodes.id} <> ${exceptId}`,
      ),
    );
  return row !== undefined;
}

export async function insertDiscountRow(tx: TenantTx, values: NewDiscountRow) {
  const [row] = await tx.insert(discountCodes).values(values).returning();
  return row!;
}

export async function updateDiscountRow(tx: TenantTx, id: number, changes: DiscountChanges) {
  const [row] = await tx
    .update(discountCodes)
    .set(changes)
    .where(and(tenantFilter(tx, discountCodes.business_id), eq(discountCodes.id, id)))
    .returning();
  return row!;
}

export async function replaceRestaurants(
  tx: TenantTx,
  owner: { businessId: number; discountId: number },
  restaurantIds: readonly number[],
) {
  await tx
    .delete(discountCodeRestaurants)
    .where(
      and(
        tenantFilter(tx, discountCodeRestaurants.business_id),
        eq(discountCodeRestaurants.discount_id, owner.discountId),
      ),
    );
  if (restaurantIds.length === 0) return;
  await tx.insert(discountCodeRestaurants).values(
    restaurantIds.map((restaurantId) => ({
      business_id: owner.businessId,
      discount_id: owner.discountId,
      restaurant_id: restaurantId,
    })),
  );
}

export async function countRedemptions(tx: TenantTx, discountId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(discountRedemptions)
    .where(
      and(
        tenantFilter(tx, discountRedemptions.business_id),
        eq(discountRedemptions.discount_id, discountId),
      ),
    );
  return row?.n ?? 0;
}

export async function deleteDiscountRow(tx: TenantTx, id: number) {
  await tx
    .delete(discountCodes)
    .where(and(tenantFilter(tx, discountCodes.business_id), eq(discountCodes.id, id)));
}

// ---------------------------------------------------------------- uses

/**
 * Takes one use: one statement, conditional on a use being left. Its row lock is held until the
 * order's transaction ends, so a second order of the same code waits here and then reads the
 * first one's count: of two orders for the last use, one gets it and the other nothing.
 */
export async function takeUse(tx: TenantTx, discountId: number, now: Date) {
  const [row] = await tx
    .update(discountCodes)
    .set({ times_used: sql`${discountCodes.times_used} + 1`, updated_at: now })
    .where(
      and(
        tenantFilter(tx, discountCodes.business_id),
        eq(discountCodes.id, discountId),
        sql`(${discountCodes.usage_limit} is null or ${discountCodes.times_used} < ${discountCodes.usage_limit})`,
      ),
    )
    .returning({ times_used: discountCodes.times_used });
  return row !== undefined;
}

/** The guest's uses of the code that still count (their orders not cancelled or rejected). */
export async function countGuestUses(tx: TenantTx, discountId: number, email: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(discountRedemptions)
    .where(
      and(
        tenantFilter(tx, discountRedemptions.business_id),
        eq(discountRedemptions.discount_id, discountId),
        eq(discountRedemptions.email, email),
        isNull(discountRedemptions.released_at),
      ),
    );
  return row?.n ?? 0;
}

export async function insertRedemption(
  tx: TenantTx,
  values: typeof discountRedemptions.$inferInsert,
) {
  await tx.insert(discountRedemptions).values(values);
}

/**
 * Gives back the order's use, once: the redemption is marked released and the code's count goes
 * down in the same statement pair. Answers whether there was a use to give back.
 */
export async function releaseRedemption(tx: TenantTx, orderId: number, now: Date) {
  const [released] = await tx
    .update(discountRedemptions)
    .set({ released_at: now })
    .where(
      and(
        tenantFilter(tx, discountRedemptions.business_id),
        eq(discountRedemptions.order_id, orderId),
        isNull(discountRedemptions.released_at),
      ),
    )
    .returning({ discount_id: discountRedemptions.discount_id });
  if (!released) return false;
  await tx
    .update(discountCodes)
    .set({ times_used: sql`greatest(${discountCodes.times_used} - 1, 0)`, updated_at: now })
    .where(
      and(tenantFilter(tx, discountCodes.business_id), eq(discountCodes.id, released.discount_id)),
    );
  return true;
}

export function listUseRows(tx: TenantTx, discountId: number, limit: number) {
  return tx
    .select({
      order_id: discountRedemptions.order_id,
      order_number: orders.number,
      restaurant_id: discountRedemptions.restaurant_id,
      email: discountRedemptions.email,
      amount_cents: discountRedemptions.amount_cents,
      used_at: discountRedemptions.created_at,
      released_at: discountRedemptions.released_at,
    })
    .from(discountRedemptions)
    .innerJoin(orders, eq(orders.id, discountRedemptions.order_id))
    .where(
      and(
        tenantFilter(tx, discountRedemptions.business_id),
        eq(discountRedemptions.discount_id, discountId),
      ),
    )
    .orderBy(desc(discountRedemptions.created_at), desc(discountRedemptions.id))
    .limit(limit);
}

export async function findRedemptionOfOrder(tx: TenantTx, orderId: number) {
  const [row] = await tx
    .select({ discount_id: discountRedemptions.discount_id })
    .from(discountRedemptions)
    .where(
      and(
        tenantFilter(tx, discountRedemptions.business_id),
        eq(discountRedemptions.order_id, orderId),
      ),
    );
  return row;
}

export async function setRedemptionAmount(tx: TenantTx, orderId: number, cents: number) {
  await tx
    .update(discountRedemptions)
    .set({ amount_cents: cents })
    .where(
      and(
        tenantFilter(tx, discountRedemptions.business_id),
        eq(discountRedemptions.order_id, orderId),
      ),
    );
}
