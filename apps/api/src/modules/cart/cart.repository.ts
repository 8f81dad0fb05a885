import { and, eq, lte } from 'drizzle-orm';
import { carts, type StoredCartLine } from '../../db/schema/cart';
import type { TenantTx } from '../../db/tenant-scope';

/** One visitor's cart on one restaurant; the business is required so no query goes unscoped. */
export interface CartKey {
  businessId: number;
  restaurantId: number;
  tempId: string;
}

function cartFilter(key: CartKey) {
  return and(
    eq(carts.business_id, key.businessId),
    eq(carts.restaurant_id, key.restaurantId),
    eq(carts.temp_id, key.tempId),
  );
}

export async function findCart(tx: TenantTx, key: CartKey) {
  const [row] = await tx.select().from(carts).where(cartFilter(key));
  return row;
}

/** Creates the cart or replaces all its lines, stamping the update time. */
export async function upsertCart(
  tx: TenantTx,
  key: CartKey & { items: StoredCartLine[]; now: Date },
) {
  const [row] = await tx
    .insert(carts)
    .values({
      business_id: key.businessId,
      restaurant_id: key.restaurantId,
      temp_id: key.tempId,
      items: key.items,
      updated_at: key.now,
    })
    .onConflictDoUpdate({
      target: [carts.restaurant_id, carts.temp_id],
      set: { items: key.items, updated_at: key.now },
    })
    .returning();
  return row!;
}

export async function deleteCart(tx: TenantTx, key: CartKey) {
  await tx.delete(carts).where(cartFilter(key));
}

/** Forgets the restaurant's carts last updated at or before `updatedUpTo`. */
export async function deleteCartsUpdatedUpTo(
  tx: TenantTx,
  q: { businessId: number; restaurantId: number; updatedUpTo: Date },
) {
  await tx
    .delete(carts)
    .where(
      and(
        eq(carts.business_id, q.businessId),
        eq(carts.restaurant_id, q.restaurantId),
        lte(carts.updated_at, q.updatedUpTo),
      ),
    );
}
