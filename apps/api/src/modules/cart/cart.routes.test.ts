import { randomBytes } from 'node:crypto';
import { CART_MAX_LINES, CART_TTL_MS } from '@coperto/shared/cart/cart.constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../db/schema/cart';
import { rateLimits } from '../../db/schema/identity';
import { DEMO } from '../../db/seed/demo-seed';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { CART_WRITES_PER_IP } from './cart.service';

let t: TestApp;
const publicKeys: Record<'trattoria' | 'pizzeria' | 'osteria', string> = {
  trattoria: '',
  pizzeria: '',
  osteria: '',
};

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['trattoria', 'pizzeria', 'osteria'] as const) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/restaurant/hostname/${DEMO.hosts[name]}`,
    });
    publicKeys[name] = res.json().public_key;
  }
});
afterAll(() => t.close());

/** What a browser makes: 16 random bytes, base64url. */
const newTempId = () => randomBytes(16).toString('base64url');
const cartUrl = (tempId: string, publicKey: string) =>
  `/api/cart/${tempId}?public_key=${encodeURIComponent(publicKey)}`;

function getCart(tempId: string, publicKey = publicKeys.trattoria) {
  return t.app.inject({ method: 'GET', url: cartUrl(tempId, publicKey) });
}
function putCart(tempId: string, payload: unknown, publicKey = publicKeys.trattoria) {
  return t.app.inject({
    method: 'PUT',
    url: cartUrl(tempId, publicKey),
    payload: payload as object,
  });
}
function deleteCart(tempId: string, publicKey = publicKeys.trattoria) {
  return t.app.inject({ method: 'DELETE', url: cartUrl(tempId, publicKey) });
}

const CARBONARA = { id: 'item-1', name: 'Carbonara', unit_price: 12.5, quantity: 2 };
const TIRAMISU = {
  id: 'item-2',
  name: 'Tiramisù',
  unit_price: 6.1,
  quantity: 1,
  notes: 'senza cacao',
};
const line = (n: number) => ({ id: `item-${n}`, name: `Piatto ${n}`, unit_price: 1, quantity: 1 });

describe('reading, replacing and clearing a cart', () => {
  it('reads a never saved cart as empty, without any session', async () => {
    const tempId = newTempId();
    const res = await getCart(tempId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ temp_id: tempId, items: [], updated_at: null, expires_at: null });
  });

  it('replaces every line and reads them back, prices in euros with two decimals', async () => {
    const tempId = newTempId();
    const saved = await putCart(tempId, { items: [CARBONARA, TIRAMISU] });
    expect(saved.statusCode).toBe(200);
    const now = t.clock.now();
    expect(saved.json()).toEqual({
      temp_id: tempId,
      items: [CARBONARA, TIRAMISU],
      updated_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CART_TTL_MS).toISOString(),
    });
    expect((await getCart(tempId)).json().items).toEqual([CARBONARA, TIRAMISU]);

    // Stored in integer cents, never as floats.
    const [row] = await t.database.db.select().from(carts).where(eq(carts.temp_id, tempId));
    expect(row!.items.map((l) => l.unit_price_cents)).toEqual([1250, 610]);

    const replaced = await putCart(tempId, { items: [{ ...TIRAMISU, quantity: 3 }] });
    expect(replaced.json().items).toEqual([{ ...TIRAMISU, quantity: 3 }]);
    expect((await getCart(tempId)).json().items).toEqual([{ ...TIRAMISU, quantity: 3 }]);
  });

  it('trims texts and drops empty notes', async () => {
    const tempId = newTempId();
    const res = await putCart(tempId, {
      items: [{ id: ' item-9 ', name: '  Amatriciana ', unit_price: 11, quantity: 1, notes: '  ' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      { id: 'item-9', name: 'Amatriciana', unit_price: 11, quantity: 1 },
    ]);
  });

  it('saves an empty list and accepts the largest cart allowed', async () => {
    const tempId = newTempId();
    expect((await putCart(tempId, { items: [] })).json().items).toEqual([]);
    const full = Array.from({ length: CART_MAX_LINES }, (_, i) => ({ ...line(i), quantity: 99 }));
    const res = await putCart(tempId, { items: full });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(CART_MAX_LINES);
  });

  it('clears a cart, and clearing again or clearing a missing cart is fine', async () => {
    const tempId = newTempId();
    await putCart(tempId, { items: [CARBONARA] });
    const cleared = await deleteCart(tempId);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({
      temp_id: tempId,
      items: [],
      updated_at: null,
      expires_at: null,
    });
    expect((await getCart(tempId)).json().items).toEqual([]);
    expect((await deleteCart(tempId)).statusCode).toBe(200);
    expect((await deleteCart(newTempId())).statusCode).toBe(200);
    const rows = await t.database.db.select().from(carts).where(eq(carts.temp_id, tempId));
    expect(rows).toEqual([]);
  });
});

describe('bad input', () => {
  it.each([
    ['too short', 'abc123'],
    ['too long', 'a'.repeat(65)],
    ['with characters outside base64url', `${'a'.repeat(21)}.`],
    ['with a percent-encoded slash', `${'a'.repeat(22)}%2F`],
  ])('refuses a temporary id %s with 400', async (_, tempId) => {
    for (const res of [
      await getCart(tempId),
      await putCart(tempId, { items: [] }),
      await deleteCart(tempId),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses a call without the restaurant public key', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/cart/${newTempId()}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('public_key');
  });

  it.each([
    ['a quantity of 0', { ...CARBONARA, quantity: 0 }],
    ['a quantity of 100', { ...CARBONARA, quantity: 100 }],
    ['a fractional quantity', { ...CARBONARA, quantity: 1.5 }],
    ['a price with three decimals', { ...CARBONARA, unit_price: 3.333 }],
    ['a negative price', { ...CARBONARA, unit_price: -1 }],
    ['a price as a string', { ...CARBONARA, unit_price: '12.50' }],
    ['an empty name', { ...CARBONARA, name: '   ' }],
    ['a name too long', { ...CARBONARA, name: 'x'.repeat(121) }],
    ['notes too long', { ...CARBONARA, notes: 'x'.repeat(501) }],
    ['an id too long', { ...CARBONARA, id: 'x'.repeat(65) }],
    ['a missing id', { name: 'Carbonara', unit_price: 12.5, quantity: 1 }],
    ['an unknown field', { ...CARBONARA, discount: 5 }],
  ])('refuses a line with %s, and keeps the saved cart', async (_, bad) => {
    const tempId = newTempId();
    await putCart(tempId, { items: [CARBONARA] });
    const res = await putCart(tempId, { items: [TIRAMISU, bad] });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect((await getCart(tempId)).json().items).toEqual([CARBONARA]);
  });

  it('refuses a body that is not a list of lines', async () => {
    for (const payload of [{}, { items: 'carbonara' }, [CARBONARA], { items: [], extra: 1 }]) {
      expect((await putCart(newTempId(), payload)).statusCode).toBe(400);
    }
  });

  it(`refuses more than ${CART_MAX_LINES} lines`, async () => {
    const tempId = newTempId();
    const items = Array.from({ length: CART_MAX_LINES + 1 }, (_, i) => line(i));
    const res = await putCart(tempId, { items });
    expect(res.statusCode).toBe(400);
    expect((await getCart(tempId)).json().items).toEqual([]);
  });

  it('refuses a body over the 1 MB limit with 413', async () => {
    const res = await putCart(newTempId(), {
      items: [{ ...CARBONARA, notes: 'x'.repeat(1_100_000) }],
    });
    expect(res.statusCode).toBe(413);
  });

  it('answers 404 for an unknown restaurant, whatever the call', async () => {
    const tempId = newTempId();
    for (const res of [
      await getCart(tempId, 'no-such-restaurant'),
      await putCart(tempId, { items: [CARBONARA] }, 'no-such-restaurant'),
      await deleteCart(tempId, 'no-such-restaurant'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Restaurant not found', code: 'NOT_FOUND' });
    }
    expect(await t.database.db.select().from(carts).where(eq(carts.temp_id, tempId))).toEqual([]);
  });
});

describe('expiry', () => {
  it('keeps a cart for 24 hours after its last update, then reads it as empty', async () => {
    const tempId = newTempId();
    await putCart(tempId, { items: [CARBONARA] });
    t.clock.advance(CART_TTL_MS - 1000);
    expect((await getCart(tempId)).json().items).toEqual([CARBONARA]);

    // An update starts the 24 hours again.
    await putCart(tempId, { items: [TIRAMISU] });
    t.clock.advance(CART_TTL_MS - 1000);
    expect((await getCart(tempId)).json().items).toEqual([TIRAMISU]);

    t.clock.advance(1000);
    expect((await getCart(tempId)).json()).toEqual({
      temp_id: tempId,
      items: [],
      updated_at: null,
      expires_at: null,
    });
    // An expired cart can be filled again.
    expect((await putCart(tempId, { items: [CARBONARA] })).json().items).toEqual([CARBONARA]);
  });

  it("purges the restaurant's expired carts when any cart of it is saved", async () => {
    const stale = newTempId();
    await putCart(stale, { items: [CARBONARA] });
    t.clock.advance(CART_TTL_MS + 1);
    await putCart(newTempId(), { items: [TIRAMISU] });
    expect(await t.database.db.select().from(carts).where(eq(carts.temp_id, stale))).toEqual([]);
  });
});

describe('tenancy', () => {
  it("keeps a restaurant's carts invisible and untouchable from another restaurant's key", async () => {
    const tempId = newTempId();
    await putCart(tempId, { items: [CARBONARA] }, publicKeys.trattoria);

    // Another business's restaurant, and another restaurant of the same business.
    for (const otherKey of [publicKeys.osteria, publicKeys.pizzeria]) {
      expect((await getCart(tempId, otherKey)).json().items).toEqual([]);
      expect((await deleteCart(tempId, otherKey)).statusCode).toBe(200);
    }
    expect((await getCart(tempId, publicKeys.trattoria)).json().items).toEqual([CARBONARA]);

    // The same temporary id holds a separate cart on each restaurant.
    await putCart(tempId, { items: [TIRAMISU] }, publicKeys.osteria);
    expect((await getCart(tempId, publicKeys.osteria)).json().items).toEqual([TIRAMISU]);
    expect((await getCart(tempId, publicKeys.trattoria)).json().items).toEqual([CARBONARA]);

    const rows = await t.database.db.select().from(carts).where(eq(carts.temp_id, tempId));
    expect(new Set(rows.map((r) => r.business_id)).size).toBe(2);
  });
});

describe('abuse', () => {
  it('limits the writes of one address, and lets it write again in the next window', async () => {
    const tempId = newTempId();
    const key = `${CART_WRITES_PER_IP.name}:127.0.0.1`;
    await t.database.db
      .insert(rateLimits)
      .values({ key, window_started_at: t.clock.now(), hits: CART_WRITES_PER_IP.limit })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: { window_started_at: t.clock.now(), hits: CART_WRITES_PER_IP.limit },
      });
    const refused = await putCart(tempId, { items: [CARBONARA] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect((await deleteCart(tempId)).statusCode).toBe(429);
    // Reading is not a write.
    expect((await getCart(tempId)).statusCode).toBe(200);

    t.clock.advance(CART_WRITES_PER_IP.windowMs);
    expect((await putCart(tempId, { items: [CARBONARA] })).statusCode).toBe(200);
  });
});
