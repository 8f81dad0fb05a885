import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { hotStatement, placeholdersFor } from '../../db/hot-statement';
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
 * Takes one place if the slot has one left, in one statement: the slot's row is made with the
 * place taken, or its count raised while under the capacity. Either way the row stays locked
 * until the transaction ends, so of two guests racing for the last place exactly one gets it
 * (DESIGN.md §10); `false` when the slot is full (no row comes back).
 */
export async function takeSlotPlace(tx: TenantTx, slot: SlotKey, capacity: number) {
  if (capacity < 1) return false;
  const taken = await upsertSlotPlace(tx, {
    business_id: slot.businessId,
    restaurant_id: slot.restaurantId,
    slot_start: slot.slotStart,
    capacity,
  });
  return taken.length === 1;
}

// Every order sends it: built once (decision 092).
const upsertSlotPlace = hotStatement('slot-loads.take', (tx) =>
  tx
    .insert(orderSlotLoads)
    .values({
      ...placeholdersFor(['business_id', 'restaurant_id', 'slot_start']),
      taken: sql`1`,
    })
    .onConflictDoUpdate({
      target: [orderSlotLoads.restaurant_id, orderSlotLoads.slot_start],
      set: { taken: sql`${orderSlotLoads.taken} + 1` },
      setWhere: and(
        eq(orderSlotLoads.business_id, sql.placeholder('business_id')),
        lt(orderSlotLoads.taken, sql.placeholder('capacity')),
      ),
    })
    .returning({ taken: orderSlotLoads.taken }),
);

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
