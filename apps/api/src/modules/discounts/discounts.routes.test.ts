import { isGeneratedCode } from '@coperto/shared/discounts/discount-code';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, discountRedemptions } from '../../db/schema/discounts';
import { findOutboxMessagesTo } from '../../ports/mail/outbox.repository';
import {
  buildTestApp,
  demoRestaurantIds,
  loginDemoTeam,
  type TestApp,
} from '../../test/build-test-app';
import {
  GUEST,
  openForOrders,
  orderableDishes,
  pickupOrder,
  placeOrder,
  publicKeyOf,
} from '../../test/ordering';

let t: TestApp;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
let ids: Awaited<ReturnType<typeof demoRestaurantIds>>;
let trattoriaKey: string;
let dish: { id: number; price: number };

beforeAll(async () => {
  t = await buildTestApp();
  team = await loginDemoTeam(t.app);
  ids = await demoRestaurantIds(t.app);
  trattoriaKey = await publicKeyOf(t.app, 'trattoria');
  await openForOrders(t.app, ids.trattoria, team.owner);
  const dishes = await orderableDishes(t.app, ids.trattoria);
  dish = dishes.find((d) => d.price >= 8)!;
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(t.clock.nowMs() + days * DAY).toISOString();

function create(headers: Record<string, string>, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/discounts', headers, payload: body });
}

/** A valid code of the Trattoria: 10 % off, each test changes what it tests. */
function codeBody(changes: Record<string, unknown> = {}) {
  return {
    title: 'Dieci per cento',
    is_percentage: true,
    amount: 10,
    restaurant_ids: [ids.trattoria],
    ...changes,
  };
}

async function makeCode(changes: Record<string, unknown> = {}) {
  const res = await create(team.owner, codeBody(changes));
  if (res.statusCode !== 201) throw new Error(`discount: ${res.body}`);
  return res.json() as { id: number; code: string };
}

function quote(body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/ordering/${trattoriaKey}/quote`,
    payload: {
      type: 'pickup',
      items: [{ item_id: dish.id, quantity: 2 }],
      language: 'it',
      ...body,
    },
  });
}

const guest = (email: string) => ({ ...GUEST, email });

async function codeCount() {
  const [row] = await t.database.db.select({ n: count() }).from(discountCodes);
  return row!.n;
}

async function orderIdOf(email: string) {
  const list = await t.app.inject({
    url: `/api/orders?restaurant_id=${ids.trattoria}&search=${encodeURIComponent(email)}`,
    headers: team.owner,
  });
  return list.json().items[0].id as number;
}

describe('making codes in the dashboard', () => {
  it('keeps a typed code in upper case without spaces or dashes, with its fields', async () => {
    const res = await create(
      team.owner,
      codeBody({
        code: ' estate-2026 ',
        description: 'Per tutta l’estate',
        min_amount: 20,
        valid_to: inDays(30),
        usage_limit: 100,
        usage_limit_per_guest: 2,
        order_types: ['pickup', 'delivery'],
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      code: 'ESTATE2026',
      type: 'discount',
      is_percentage: true,
      amount: 10,
      min_amount: 20,
      usage_limit: 100,
      usage_limit_per_guest: 2,
      times_used: 0,
      order_types: ['pickup', 'delivery'],
      restaurant_ids: [ids.trattoria],
      status: 'active',
      email_sent_at: null,
    });
    const read = await t.app.inject({
      url: `/api/discounts/${res.json().id}`,
      headers: team.manager,
    });
    expect(read.json()).toEqual(res.json());
  });

  it('generates a code without look-alikes, with its check character, when none is typed', async () => {
    const made = await makeCode();
    expect(isGeneratedCode(made.code)).toBe(true);
    expect(made.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    const fresh = await t.app.inject({ url: '/api/discounts/new-code', headers: team.manager });
    expect(fresh.statusCode).toBe(200);
    expect(isGeneratedCode(fresh.json().code)).toBe(true);
  });

  it('computes the end from days valid, counted from the start', async () => {
    const from = inDays(2);
    const made = await create(team.manager, codeBody({ valid_from: from, days_valid: 7 }));
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ status: 'scheduled', days_valid: 7 });
    expect(Date.parse(made.json().valid_to)).toBe(Date.parse(from) + 7 * DAY);
  });

  it('refuses bad input on its field with 400, and stores nothing', async () => {
    const before = await codeCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 101 }, 'amount'],
      [{ amount: -5 }, 'amount'],
      [{ amount: 0 }, 'amount'],
      [{ is_percentage: false, amount: 1e9 }, 'amount'],
      [{ is_percentage: false, amount: 5.555 }, 'amount'],
      [{ min_amount: -1 }, 'min_amount'],
      [{ min_amount: 99_999_999 }, 'min_amount'],
      [{ valid_to: inDays(-1) }, 'valid_to'],
      [{ days_valid: 0 }, 'days_valid'],
      [{ days_valid: 100_000 }, 'days_valid'],
      [{ valid_to: inDays(5), days_valid: 3 }, 'days_valid'],
      [{ valid_from: inDays(5), valid_to: inDays(4) }, 'valid_to'],
      [{ valid_to: 'domani' }, 'valid_to'],
      [{ code: '<script>alert(1)</script>' }, 'code'],
      [{ code: "X'; DROP TABLE orders;--" }, 'code'],
      [{ code: 'ÈCCÒ' }, 'code'],
      [{ code: 'AB' }, 'code'],
      [{ code: 'A'.repeat(41) }, 'code'],
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(81) }, 'title'],
      [{ description: 'x'.repeat(501) }, 'description'],
      [{ is_percentage: 'yes' }, 'is_percentage'],
      [{ usage_limit: 0 }, 'usage_limit'],
      [{ usage_limit: 1.5 }, 'usage_limit'],
      [{ usage_limit: 2, usage_limit_per_guest: 3 }, 'usage_limit_per_guest'],
      [{ order_types: [] }, 'order_types'],
      [{ order_types: ['takeaway'] }, 'order_types.0'],
      [{ restaurant_ids: [] }, 'restaurant_ids'],
      [{ restaurant_ids: [999_999] }, 'restaurant_ids'],
      [{ email: 'not-an-email' }, 'email'],
      [{ phone_number: '<b>' }, 'phone_number'],
      [{ send_email: true }, 'email'],
      [{ type: 'card' }, 'type'],
      [{ price: 1 }, ''],
    ];
    for (const [changes, field] of cases) {
      const res = await create(team.owner, codeBody(changes));
      expect(res.statusCode, JSON.stringify(changes)).toBe(400);
      if (field)
        expect(Object.keys(res.json().fields ?? {}), JSON.stringify(changes)).toContain(field);
    }
    // Another business's restaurant reads as unknown.
    const theirs = await create(team.owner, codeBody({ restaurant_ids: [ids.osteria] }));
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().fields).toEqual({ restaurant_ids: 'Unknown restaurant' });
    expect(await codeCount()).toBe(before);
  });

  it('answers 409 on the code for a code the business already has', async () => {
    await makeCode({ code: 'DOPPIO' });
    const again = await create(team.manager, codeBody({ code: 'doppio' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ code: 'taken' });
  });

  it('is for owners and managers: staff 403, nobody 401', async () => {
    expect((await create(team.staff, codeBody())).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/discounts', headers: team.staff })).statusCode).toBe(
      403,
    );
    expect((await create({}, codeBody())).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/discounts' })).statusCode).toBe(401);
  });

  it("keeps each business's codes to itself: 404 for the other's, lists without them", async () => {
    const mine = await makeCode({ code: 'SOLONOSTRO' });
    for (const [method, url, payload] of [
      ['GET', `/api/discounts/${mine.id}`, undefined],
      ['PUT', `/api/discounts/${mine.id}`, { title: 'Rubato' }],
      ['DELETE', `/api/discounts/${mine.id}`, undefined],
      ['POST', `/api/discounts/${mine.id}/send`, {}],
      ['GET', `/api/discounts/${mine.id}/uses`, undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: team.otherOwner, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const theirList = await t.app.inject({
      url: '/api/discounts?limit=100',
      headers: team.otherOwner,
    });
    expect(theirList.json().items.map((d: { code: string }) => d.code)).not.toContain('SOLONOSTRO');
    const read = await t.app.inject({ url: `/api/discounts/${mine.id}`, headers: team.owner });
    expect(read.json().title).toBe('Dieci per cento');
  });

  it('lists by state, restaurant and text', async () => {
    await makeCode({ code: 'SPENTO', active: false });
    const off = await t.app.inject({
      url: '/api/discounts?status=inactive&limit=100',
      headers: team.owner,
    });
    expect(off.json().items.map((d: { code: string }) => d.code)).toContain('SPENTO');
    expect(off.json().items.every((d: { status: string }) => d.status === 'inactive')).toBe(true);
    const found = await t.app.inject({ url: '/api/discounts?search=spen', headers: team.owner });
    expect(found.json().items.map((d: { code: string }) => d.code)).toEqual(['SPENTO']);
    const pizzeria = await t.app.inject({
      url: `/api/discounts?restaurant_id=${ids.pizzeria}&search=spen`,
      headers: team.owner,
    });
    expect(pizzeria.json().total).toBe(0);
    const bad = await t.app.inject({ url: '/api/discounts?status=dead', headers: team.owner });
    expect(bad.statusCode).toBe(400);
  });

  it('changes only the fields sent, and checks the result as a whole', async () => {
    const made = await makeCode({ code: 'CAMBIA', is_percentage: false, amount: 5 });
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/discounts/${made.id}`,
      headers: team.manager,
      payload: { title: 'Cinque euro', usage_limit: 3 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Cinque euro', amount: 5, usage_limit: 3 });
    // 50 % of a fixed 5 € code would be fine, but a percentage over 100 is not.
    const over = await t.app.inject({
      method: 'PUT',
      url: `/api/discounts/${made.id}`,
      headers: team.manager,
      payload: { is_percentage: true, amount: 150 },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().fields).toHaveProperty('amount');
    const nothing = await t.app.inject({
      method: 'PUT',
      url: `/api/discounts/${made.id}`,
      headers: team.manager,
      payload: {},
    });
    expect(nothing.statusCode).toBe(400);
    const past = await t.app.inject({
      method: 'PUT',
      url: `/api/discounts/${made.id}`,
      headers: team.manager,
      payload: { valid_to: inDays(-2) },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toHaveProperty('valid_to');
  });
});

describe('odd requests to the dashboard', () => {
  it('refuses a list query out of bounds, and takes % and _ in a search literally', async () => {
    for (const query of ['limit=1000', 'page=0', 'orderByColumn=password', 'restaurant_id=-1']) {
      const res = await t.app.inject({ url: `/api/discounts?${query}`, headers: team.owner });
      expect(res.statusCode, query).toBe(400);
    }
    const wild = await t.app.inject({
      url: `/api/discounts?search=${encodeURIComponent('%_')}`,
      headers: team.owner,
    });
    expect(wild.statusCode).toBe(200);
    expect(wild.json().total).toBe(0);
    expect(
      (await t.app.inject({ url: '/api/discounts/abc', headers: team.owner })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ url: '/api/discounts/999999', headers: team.owner })).statusCode,
    ).toBe(404);
  });

  it("keeps a code's restaurants to the business's, and a used code's code", async () => {
    const made = await makeCode({ code: 'RISTORANTI' });
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/discounts/${made.id}`,
      headers: team.owner,
      payload: { restaurant_ids: [ids.trattoria, ids.osteria] },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields).toEqual({ restaurant_ids: 'Unknown restaurant' });
    const both = await t.app.inject({
      method: 'PUT',
      url: `/api/discounts/${made.id}`,
      headers: team.owner,
      payload: { restaurant_ids: [ids.pizzeria, ids.trattoria] },
    });
    expect(both.json().restaurant_ids).toEqual([ids.trattoria, ids.pizzeria].sort((a, b) => a - b));
    await placeOrder(
      t.app,
      trattoriaKey,
      pickupOrder(dish.id, { customer: guest('usato@ospite.test'), discount_code: 'RISTORANTI' }),
    );
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/discounts/${made.id}`,
      headers: team.owner,
      payload: { code: 'ALTRONOME' },
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().fields).toEqual({ code: 'used' });
  });
});

describe('the code at checkout', () => {
  it('lowers the quote and the order, which shows the discount line', async () => {
    await makeCode({ code: 'QUOTA10', title: 'Benvenuto' });
    const priced = await quote({ discount_code: ' quota10 ' });
    expect(priced.statusCode).toBe(200);
    const subtotal = priced.json().subtotal;
    const off = Math.round(subtotal * 100 * 0.1) / 100;
    expect(priced.json()).toMatchObject({
      discount: off,
      discount_code: 'QUOTA10',
      discount_title: 'Benvenuto',
      total: Math.round((subtotal - off) * 100) / 100,
      problems: {},
    });
    const placed = await placeOrder(
      t.app,
      trattoriaKey,
      pickupOrder(dish.id, { customer: guest('sconto@ospite.test'), discount_code: 'quota-10' }),
    );
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({
      discount: off,
      discount_code: 'QUOTA10',
      total: priced.json().total,
    });
    const tracking = await t.app.inject({ url: `/api/public-orders/${placed.json().public_id}` });
    expect(tracking.json()).toMatchObject({ discount: off, discount_code: 'QUOTA10' });
    const id = await orderIdOf('sconto@ospite.test');
    const order = await t.app.inject({ url: `/api/orders/${id}`, headers: team.owner });
    expect(order.json()).toMatchObject({ discount: off, discount_code: 'QUOTA10' });
    // The VAT is on what the guest pays: the rates' gross add up to the total.
    const gross = order
      .json()
      .vat.reduce((sum: number, r: { gross: number }) => sum + r.gross * 100, 0);
    expect(Math.round(gross)).toBe(Math.round(order.json().total * 100));
  });

  it("lowers a guest's order from a table's QR code too, and refuses a bad code there the same way", async () => {
    await makeCode({ code: 'TAVOLO10' });
    const floor = await t.app.inject({ url: `/api/floor/${ids.trattoria}`, headers: team.owner });
    const token = floor.json().areas[0].tables[0].qr_token as string;
    const atTable = (discount_code: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/table-qr/${token}/orders`,
        headers: { 'idempotency-key': `table-discount-${discount_code}` },
        payload: {
          items: [{ item_id: dish.id, quantity: 2 }],
          customer: { name: GUEST.name },
          privacy_consent: true,
          language: 'it',
          discount_code,
        },
        remoteAddress: '10.62.0.1',
      });
    const placed = await atTable('tavolo10');
    expect(placed.statusCode, placed.body).toBe(201);
    const off = Math.round(dish.price * 2 * 10) / 100;
    expect(placed.json()).toMatchObject({ discount: off, discount_code: 'TAVOLO10' });
    const refused = await atTable('NONESISTE');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toHaveProperty('discount_code');
  });

  it('takes a fixed amount off the dishes, never more than they cost', async () => {
    await makeCode({ code: 'TUTTO', is_percentage: false, amount: 500 });
    const priced = await quote({ discount_code: 'TUTTO' });
    expect(priced.json()).toMatchObject({ total: 0, discount: priced.json().subtotal });
  });

  it('names why a code does not apply, and the order is refused with the same reason', async () => {
    await makeCode({ code: 'FUTURO', valid_from: inDays(3) });
    await makeCode({ code: 'SOLODOMICILIO', order_types: ['delivery'] });
    await makeCode({ code: 'MINIMO', min_amount: 500 });
    await makeCode({ code: 'SPENTO2', active: false });
    await makeCode({ code: 'PIZZERIA', restaurant_ids: [ids.pizzeria] });
    await makeCode({ code: 'PERSONALE', email: 'qualcuno@ospite.test' });
    const other = await create(team.otherOwner, {
      ...codeBody({ code: 'OSTERIA', restaurant_ids: [ids.osteria] }),
    });
    expect(other.statusCode).toBe(201);
    const cases: [string, string, string | undefined][] = [
      ['NONESISTE', 'discount_invalid', undefined],
      ['<img src=x>', 'discount_invalid', undefined],
      ['FUTURO', 'discount_not_yet_valid', undefined],
      ['SOLODOMICILIO', 'discount_wrong_order_type', undefined],
      ['MINIMO', 'discount_under_minimum', undefined],
      ['SPENTO2', 'discount_invalid', undefined],
      ['PIZZERIA', 'discount_invalid', undefined],
      ['OSTERIA', 'discount_invalid', undefined],
      ['PERSONALE', 'discount_personal', 'altro@ospite.test'],
    ];
    for (const [code, reason, email] of cases) {
      const priced = await quote({ discount_code: code, ...(email ? { email } : {}) });
      expect(priced.statusCode, code).toBe(200);
      expect(priced.json().problems, code).toEqual({ discount_code: reason });
      expect(priced.json()).toMatchObject({ discount: 0, discount_code: null });
      const placed = await placeOrder(
        t.app,
        trattoriaKey,
        pickupOrder(dish.id, {
          customer: guest(email ?? 'rifiutato@ospite.test'),
          discount_code: code,
        }),
      );
      expect(placed.statusCode, code).toBe(422);
      expect(placed.json().fields, code).toEqual({ discount_code: reason });
    }
  });

  it('refuses an expired code once its end passes', async () => {
    await makeCode({ code: 'SCADE', valid_to: inDays(1) });
    expect((await quote({ discount_code: 'SCADE' })).json().problems).toEqual({});
    t.clock.advance(DAY + 60_000);
    try {
      expect((await quote({ discount_code: 'SCADE' })).json().problems).toEqual({
        discount_code: 'discount_expired',
      });
    } finally {
      t.clock.advance(-(DAY + 60_000));
    }
  });

  it('is for a first order only when it says so', async () => {
    await makeCode({ code: 'PRIMO', first_order_only: true });
    const email = 'habitue@ospite.test';
    expect((await quote({ discount_code: 'PRIMO', email })).json().problems).toEqual({});
    expect(
      (await placeOrder(t.app, trattoriaKey, pickupOrder(dish.id, { customer: guest(email) })))
        .statusCode,
    ).toBe(201);
    expect((await quote({ discount_code: 'PRIMO', email })).json().problems).toEqual({
      discount_code: 'discount_first_order_only',
    });
    const placed = await placeOrder(
      t.app,
      trattoriaKey,
      pickupOrder(dish.id, { customer: guest(email), discount_code: 'PRIMO' }),
    );
    expect(placed.json().fields).toEqual({ discount_code: 'discount_first_order_only' });
  });

  it('counts uses per guest', async () => {
    await makeCode({ code: 'DUEVOLTE', usage_limit_per_guest: 2 });
    const email = 'fedele@ospite.test';
    for (let i = 0; i < 2; i++) {
      const placed = await placeOrder(
        t.app,
        trattoriaKey,
        pickupOrder(dish.id, { customer: guest(email), discount_code: 'DUEVOLTE' }),
      );
      expect(placed.statusCode).toBe(201);
    }
    const third = await placeOrder(
      t.app,
      trattoriaKey,
      pickupOrder(dish.id, { customer: guest(email), discount_code: 'DUEVOLTE' }),
    );
    expect(third.json().fields).toEqual({ discount_code: 'discount_guest_limit' });
    const someoneElse = await placeOrder(
      t.app,
      trattoriaKey,
      pickupOrder(dish.id, { customer: guest('nuovo@ospite.test'), discount_code: 'DUEVOLTE' }),
    );
    expect(someoneElse.statusCode).toBe(201);
  });

  it('is refused once exhausted, and a cancelled order gives its use back', async () => {
    const made = await makeCode({ code: 'UNAVOLTA', usage_limit: 1 });
    const first = await placeOrder(
      t.app,
      trattoriaKey,
      pickupOrder(dish.id, { customer: guest('primo@ospite.test'), discount_code: 'UNAVOLTA' }),
    );
    expect(first.statusCode).toBe(201);
    const second = await placeOrder(
      t.app,
      trattoriaKey,
      pickupOrder(dish.id, { customer: guest('secondo@ospite.test'), discount_code: 'UNAVOLTA' }),
    );
    expect(second.statusCode).toBe(422);
    expect(second.json().fields).toEqual({ discount_code: 'discount_exhausted' });
    expect((await quote({ discount_code: 'UNAVOLTA' })).json().problems).toEqual({
      discount_code: 'discount_exhausted',
    });
    const read = await t.app.inject({ url: `/api/discounts/${made.id}`, headers: team.owner });
    expect(read.json()).toMatchObject({ times_used: 1, status: 'exhausted' });
    // A used code cannot be deleted: its order names it.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/discounts/${made.id}`,
      headers: team.owner,
    });
    expect(del.statusCode).toBe(409);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${await orderIdOf('primo@ospite.test')}/status`,
      headers: team.staff,
      payload: { to: 'rejected', reason: 'Chiusi per un guasto' },
    });
    expect(cancelled.statusCode).toBe(200);
    const uses = await t.app.inject({ url: `/api/discounts/${made.id}/uses`, headers: team.owner });
    expect(uses.json().items).toMatchObject([{ email: 'primo@ospite.test', released: true }]);
    const again = await placeOrder(
      t.app,
      trattoriaKey,
      pickupOrder(dish.id, { customer: guest('secondo@ospite.test'), discount_code: 'UNAVOLTA' }),
    );
    expect(again.statusCode).toBe(201);
  });

  it('gives the last use to one of five orders placed at once', async () => {
    const made = await makeCode({ code: 'ULTIMO', usage_limit: 1 });
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        placeOrder(
          t.app,
          trattoriaKey,
          pickupOrder(dish.id, {
            customer: guest(`corsa${i}@ospite.test`),
            discount_code: 'ULTIMO',
          }),
        ),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    for (const refused of results.filter((r) => r.statusCode === 422)) {
      expect(refused.json().fields).toEqual({ discount_code: 'discount_exhausted' });
    }
    const [uses] = await t.database.db
      .select({ n: count() })
      .from(discountRedemptions)
      .where(eq(discountRedemptions.discount_id, made.id));
    expect(uses!.n).toBe(1);
    const read = await t.app.inject({ url: `/api/discounts/${made.id}`, headers: team.owner });
    expect(read.json().times_used).toBe(1);
  });
  it("gives a guest's last use to one of three orders the guest places at once", async () => {
    await makeCode({ code: 'UNOATESTA', usage_limit_per_guest: 1 });
    const email = 'frettoloso@ospite.test';
    const results = await Promise.all(
      Array.from({ length: 3 }, () =>
        placeOrder(
          t.app,
          trattoriaKey,
          pickupOrder(dish.id, { customer: guest(email), discount_code: 'UNOATESTA' }),
        ),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
    for (const refused of results.filter((r) => r.statusCode === 422)) {
      expect(refused.json().fields).toEqual({ discount_code: 'discount_guest_limit' });
    }
  });
});

describe('a code given on the phone', () => {
  it('lowers a staff order like a guest order, and is refused for the same reasons', async () => {
    await makeCode({ code: 'TELEFONO', is_percentage: false, amount: 2 });
    const order = (discount_code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...team.staff, 'idempotency-key': `staff-${discount_code}-${Math.random()}` },
        payload: {
          restaurant_id: ids.trattoria,
          type: 'pickup',
          slot: 'asap',
          items: [{ item_id: dish.id, quantity: 1 }],
          customer: { name: 'Cliente al telefono', phone: '+39 333 000 1111' },
          discount_code,
        },
      });
    const placed = await order('telefono');
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ discount: 2, discount_code: 'TELEFONO' });
    expect(placed.json().total).toBe(Math.round((placed.json().subtotal - 2) * 100) / 100);
    // A personal code needs the guest's email, which a phone order may not have.
    await makeCode({ code: 'SOLOPERLEI', email: 'lei@ospite.test' });
    const personal = await order('SOLOPERLEI');
    expect(personal.statusCode).toBe(422);
    expect(personal.json().fields).toEqual({ discount_code: 'discount_personal' });
  });
});

describe('a personal code sent by email', () => {
  it('is refused without the guest’s marketing consent, and sent with it', async () => {
    const email = 'promo@ospite.test';
    // Not a guest yet: no consent to ask.
    const unknown = await create(team.owner, codeBody({ code: 'PERTE', email, send_email: true }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fields).toEqual({ email: 'no_marketing_consent' });
    expect(
      (await t.app.inject({ url: '/api/discounts?search=PERTE', headers: team.owner })).json()
        .total,
    ).toBe(0);
    // A guest who ordered without ticking the box: still no.
    await placeOrder(t.app, trattoriaKey, pickupOrder(dish.id, { customer: guest(email) }));
    const made = await makeCode({ code: 'PERTE', email, customer_name: 'Anna Ospite' });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/discounts/${made.id}/send`,
      headers: team.owner,
      payload: {},
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({ email: 'no_marketing_consent' });
    // The guest agrees on their next order.
    await placeOrder(
      t.app,
      trattoriaKey,
      pickupOrder(dish.id, { customer: guest(email), marketing_consent: true }),
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/discounts/${made.id}/send`,
      headers: team.manager,
      payload: { message: 'Grazie per essere tornata!' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().email_sent_at).not.toBeNull();
    const run = await t.app.jobs.runDueJobs();
    expect(run.failed).toBe(0);
    const mails = await findOutboxMessagesTo(t.app.db, email);
    const mail = mails.find((m) => m.subject.includes('codice sconto'));
    expect(mail?.subject).toBe('Trattoria Demo: un codice sconto per te');
    expect(mail?.text_body).toContain('PERTE');
    expect(mail?.text_body).toContain('Grazie per essere tornata!');
    expect(mail?.text_body).toContain('Ciao Anna,');
    // Only that guest can use it.
    const other = await quote({ discount_code: 'PERTE', email: 'altro@ospite.test' });
    expect(other.json().problems).toEqual({ discount_code: 'discount_personal' });
  });

  it('answers 422 for a code without an email, and a hostile message is 400', async () => {
    const made = await makeCode({ code: 'SENZAEMAIL' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/discounts/${made.id}/send`,
      headers: team.owner,
      payload: {},
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ email: 'required' });
    const long = await t.app.inject({
      method: 'POST',
      url: `/api/discounts/${made.id}/send`,
      headers: team.owner,
      payload: { message: 'x'.repeat(5000) },
    });
    expect(long.statusCode).toBe(400);
  });

  it('deletes a code never used', async () => {
    const made = await makeCode({ code: 'DACANCELLARE' });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/discounts/${made.id}`,
      headers: team.owner,
    });
    expect(del.statusCode).toBe(200);
    const read = await t.app.inject({ url: `/api/discounts/${made.id}`, headers: team.owner });
    expect(read.statusCode).toBe(404);
  });
});
