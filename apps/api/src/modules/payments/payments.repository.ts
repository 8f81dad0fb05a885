import { and, desc, eq, inArray } from 'drizzle-orm';
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
    | 'amount_cents'
    | 'status'
    | 'updated_at'
    | 'customer_id'
    | 'setup_intent_id'
    | 'failure_reason'
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

/** The booking's newest payment (its deposit or guarantee, decision 066). */
export async function findPaymentOfBooking(tx: TenantTx, bookingId: number) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(tenantFilter(tx, payments.business_id), eq(payments.booking_id, bookingId)))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/** A gift card's payment (decision 067): the newest, as a booking's. */
export async function findPaymentOfGiftCard(tx: TenantTx, giftCardId: number) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(tenantFilter(tx, payments.business_id), eq(payments.giftcard_id, giftCardId)))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/** The payments of these bookings, newest first (the day's list shows each one's newest). */
export async function findPaymentsOfBookings(tx: TenantTx, bookingIds: readonly number[]) {
  if (bookingIds.length === 0) return [];
  return tx
    .select()
    .from(payments)
    .where(
      and(tenantFilter(tx, payments.business_id), inArray(payments.booking_id, [...bookingIds])),
    )
    .orderBy(desc(payments.id));
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
