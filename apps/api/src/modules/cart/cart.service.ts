import { CART_TTL_MS } from '@coperto/shared/cart/cart.constants';
import type { Cart, CartItem } from '@coperto/shared/cart/cart.schemas';
import { centsToEuros, eurosToCents } from '@coperto/shared/common/money';
import type { StoredCartLine } from '../../db/schema/cart';
import type { TenantTx } from '../../db/tenant-scope';
import { notFound } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import type { RateRule } from '../../shared/rate-rule';
import { consumeAttempt } from '../rate-limit/rate-limit.service';
import { findRestaurantOfPublicKey } from '../sites/sites.service';
import {
  type CartKey,
  deleteCart,
  deleteCartsUpdatedUpTo,
  findCart,
  upsertCart,
} from './cart.repository';

/**
 * Writes per IP: generous, since a restaurant's guests often share one Wi-Fi address, but bounded
 * so an anonymous script cannot fill the table.
 */
export const CART_WRITES_PER_IP: RateRule = {
  name: 'cart-write:ip',
  limit: 1000,
  windowMs: 15 * 60_000,
};

export interface CartAddress {
  publicKey: string;
  tempId: string;
}

/**
 * The restaurant whose site the visitor is on. A system read keyed by a unique public value, as
 * the host name lookup is (docs/architecture.md); everything after it runs inside that tenant.
 */
async function resolveCartKey(ctx: ServiceContext, address: CartAddress): Promise<CartKey> {
  const restaurant = await findRestaurantOfPublicKey(ctx, address.publicKey);
  if (!restaurant) throw notFound('Restaurant');
  return {
    businessId: restaurant.business_id,
    restaurantId: restaurant.id,
    tempId: address.tempId,
  };
}

function toStoredLine(item: CartItem): StoredCartLine {
  const line: StoredCartLine = {
    id: item.id,
    name: item.name,
    unit_price_cents: eurosToCents(item.unit_price),
    quantity: item.quantity,
  };
  if (item.notes) line.notes = item.notes;
  return line;
}

function toCartItem(line: StoredCartLine): CartItem {
  const item: CartItem = {
    id: line.id,
    name: line.name,
    unit_price: centsToEuros(line.unit_price_cents),
    quantity: line.quantity,
  };
  if (line.notes) item.notes = line.notes;
  return item;
}

function emptyCart(tempId: string): Cart {
  return { temp_id: tempId, items: [], updated_at: null, expires_at: null };
}

function toCart(row: { temp_id: string; items: StoredCartLine[]; updated_at: Date }): Cart {
  return {
    temp_id: row.temp_id,
    items: row.items.map(toCartItem),
    updated_at: row.updated_at.toISOString(),
    expires_at: new Date(row.updated_at.getTime() + CART_TTL_MS).toISOString(),
  };
}

const isExpired = (updatedAt: Date, now: Date) =>
  updatedAt.getTime() + CART_TTL_MS <= now.getTime();

/** The visitor's cart; an expired or never saved one reads as empty. */
export async function getCart(ctx: ServiceContext, address: CartAddress): Promise<Cart> {
  const key = await resolveCartKey(ctx, address);
  const now = ctx.clock.now();
  return ctx.asTenant(key.businessId, async (tx) => {
    const row = await findCart(tx, key);
    if (!row) return emptyCart(key.tempId);
    if (isExpired(row.updated_at, now)) {
      await deleteCart(tx, key);
      return emptyCart(key.tempId);
    }
    return toCart(row);
  });
}

/** Replaces every line; the restaurant's expired carts are purged on the way. */
export async function replaceCart(
  ctx: ServiceContext,
  address: CartAddress,
  items: CartItem[],
): Promise<Cart> {
  const key = await resolveCartKey(ctx, address);
  await consumeAttempt(ctx, CART_WRITES_PER_IP, ctx.ip);
  const now = ctx.clock.now();
  return ctx.asTenant(key.businessId, async (tx) => {
    await deleteCartsUpdatedUpTo(tx, {
      businessId: key.businessId,
      restaurantId: key.restaurantId,
      updatedUpTo: new Date(now.getTime() - CART_TTL_MS),
    });
    const row = await upsertCart(tx, { ...key, items: items.map(toStoredLine), now });
    return toCart(row);
  });
}

/** Forgets the cart (logout, order placed); clearing a missing cart is not an error. */
export async function clearCart(ctx: ServiceContext, address: CartAddress): Promise<Cart> {
  const key = await resolveCartKey(ctx, address);
  await consumeAttempt(ctx, CART_WRITES_PER_IP, ctx.ip);
  await ctx.asTenant(key.businessId, (tx) => deleteCart(tx, key));
  return emptyCart(key.tempId);
}

/** Empties the visitor's cart inside a transaction of its restaurant (an order was placed from it). */
export async function forgetCart(
  tx: TenantTx,
  key: { businessId: number; restaurantId: number; tempId: string },
) {
  await deleteCart(tx, key);
}
