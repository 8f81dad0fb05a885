import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { orderSlotLoads } from '../../db/schema/orders';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

export interface SlotKey {
  businessId: number;
  restaurantId: number;
  slotStart: Date;
}

/** Places taken per slot start (epoch ms) in [from, to). */
export async function findSlotLoads(
  tx: TenantTx,
  restaurantId: number,
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  const rows = await tx
    .select({ slot_start: orderSlotLoads.slot_start, taken: orderSlotLoads.taken })
    .from(orderSlotLoads)
    .where(
      and(
        tenantFilter(tx, orderSlotLoads.business_id),
        eq(orderSlotLoads.restaurant_id, restaurantId),
        gte(orderSlotLoads.slot_start, from),
        lt(orderSlotLoads.slot_start, to),
      ),
    );
  return new Map(rows.map((r) => [r.slot_start.getTime(), r.taken]));
}

/**
 * Takes one place if the slot has one left. The conditional update locks the slot's row until
 * the transaction ends, so of two guests racing for the last place exactly one gets it
 * (DESIGN.md §10); `false` when the slot is full.
 */
export async function takeSlotPlace(tx: TenantTx, slot: SlotKey, capacity: number) {
  await tx
    .insert(orderSlotLoads)
    .values({
      business_id: slot.businessId,
      restaurant_id: slot.restaurantId,
      slot_start: slot.slotStart,
      taken: 0,
    })
    .onConflictDoNothing();
  const taken = await tx
    .update(orderSlotLoads)
    .set({ taken: sql`${orderSlotLoads.taken} + 1` })
    .where(
      and(
        tenantFilter(tx, orderSlotLoads.business_id),
        eq(orderSlotLoads.restaurant_id, slot.restaurantId),
        eq(orderSlotLoads.slot_start, slot.slotStart),
        lt(orderSlotLoads.taken, capacity),
      ),
    )
    .returning({ taken: orderSlotLoads.taken });
  return taken.length === 1;
}

/** Gives a place back (an order rejected or cancelled). */
export async function releaseSlotPlace(tx: TenantTx, slot: SlotKey) {
  await tx
    .update(orderSlotLoads)
    .set({ taken: sql`greatest(${orderSlotLoads.taken} - 1, 0)` })
    .where(
      and(
        tenantFilter(tx, orderSlotLoads.business_id),
        eq(orderSlotLoads.restaurant_id, slot.restaurantId),
        eq(orderSlotLoads.slot_start, slot.slotStart),
      ),
    );
}
