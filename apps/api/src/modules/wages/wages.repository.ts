import { and, desc, eq, sql } from 'drizzle-orm';
import { wages } from '../../db/schema/staff';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

export type WageRow = typeof wages.$inferSelect;

export async function findWageById(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .select()
    .from(wages)
    .where(and(tenantFilter(tx, wages.business_id), eq(wages.id, q.id)));
  return row;
}

/** The wages recorded at a restaurant for a month (its first day), through the month index. */
export async function listWagesOfMonth(tx: TenantTx, q: { restaurantId: number; month: string }) {
  return tx
    .select()
    .from(wages)
    .where(
      and(
        tenantFilter(tx, wages.business_id),
        eq(wages.restaurant_id, q.restaurantId),
        eq(wages.month, q.month),
      ),
    );
}

export async function listWagesOfUser(tx: TenantTx, userId: number) {
  return tx
    .select()
    .from(wages)
    .where(and(tenantFilter(tx, wages.business_id), eq(wages.user_id, userId)))
    .orderBy(desc(wages.month), desc(wages.id));
}

/** Records a person's wage of a month at a restaurant, or changes the one recorded. */
export async function upsertWage(
  tx: TenantTx,
  values: {
    business_id: number;
    restaurant_id: number;
    user_id: number;
    month: string;
    proposed_cents: number;
    wage_cents: number;
    notes: string | undefined;
    recorded_by: number;
    now: Date;
  },
) {
  const { now, notes, ...row } = values;
  const [saved] = await tx
    .insert(wages)
    .values({ ...row, notes: notes ?? '', created_at: now, updated_at: now })
    .onConflictDoUpdate({
      target: [wages.business_id, wages.user_id, wages.restaurant_id, wages.month],
      set: {
        proposed_cents: row.proposed_cents,
        wage_cents: row.wage_cents,
        recorded_by: row.recorded_by,
        updated_at: now,
        ...(notes !== undefined ? { notes } : { notes: sql`${wages.notes}` }),
      },
    })
    .returning();
  return saved!;
}

export async function setPayslip(
  tx: TenantTx,
  id: number,
  payslip: { key: string; name: string; bytes: number; at: Date },
) {
  const [row] = await tx
    .update(wages)
    .set({
      payslip_key: payslip.key,
      payslip_name: payslip.name,
      payslip_bytes: payslip.bytes,
      payslip_uploaded_at: payslip.at,
      updated_at: payslip.at,
    })
    .where(and(tenantFilter(tx, wages.business_id), eq(wages.id, id)))
    .returning();
  return row!;
}
