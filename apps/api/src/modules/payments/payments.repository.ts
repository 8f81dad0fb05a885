import { and, desc, eq } from 'drizzle-orm';
import { payments } from '../../db/schema/payments';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type PaymentChanges = Partial<
  Pick<
    PaymentRow,
    | 'checkout_session_id'
    | 'checkout_url'
    | 'payment_intent_id'
    | 'refunded_cents'
    | 'status'
    | 'updated_at'
  >
>;

export async function insertPayment(tx: TenantTx, values: NewPaymentRow) {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

/** The order's newest payment. */
export async function findPaymentOfOrder(tx: TenantTx, orderId: number) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(tenantFilter(tx, payments.business_id), eq(payments.order_id, orderId)))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/** Locked until the transaction ends: a webhook and a refund never change it at once. */
export async function findPaymentBySessionForUpdate(tx: TenantTx, sessionId: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(tenantFilter(tx, payments.business_id), eq(payments.checkout_session_id, sessionId)))
    .for('update');
  return row;
}

export async function lockPayment(tx: TenantTx, id: number) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(tenantFilter(tx, payments.business_id), eq(payments.id, id)))
    .for('update');
  return row;
}

export async function updatePayment(tx: TenantTx, id: number, changes: PaymentChanges) {
  const [row] = await tx
    .update(payments)
    .set(changes)
    .where(and(tenantFilter(tx, payments.business_id), eq(payments.id, id)))
    .returning();
  return row;
}
