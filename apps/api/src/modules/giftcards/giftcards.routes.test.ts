import { GIFT_CARD_UNIQUE_ID_PATTERN } from '@coperto/shared/giftcards/giftcard.constants';
import type {
  GiftCard,
  GiftCardList,
  GiftCardTemplate,
} from '@coperto/shared/giftcards/giftcard.schemas';
import { formatShortCode, isValidShortCode } from '@coperto/shared/giftcards/giftcard-code';
import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import { localDateOf } from '@coperto/shared/restaurants/opening-hours';
import { count, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardLedger, giftCards } from '../../db/schema/giftcards';
import { mailOutbox } from '../../db/schema/mail';
import {
  type ApiCallArgs,
  buildTestApp,
  callApi,
  demoRestaurantIds,
  loginDemoTeam,
  type TestApp,
} from '../../test/build-test-app';

let t: TestApp;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
let ids: Awaited<ReturnType<typeof demoRestaurantIds>>;

beforeAll(async () => {
  t = await buildTestApp();
  team = await loginDemoTeam(t.app);
  ids = await demoRestaurantIds(t.app);
});
afterAll(() => t.close());

let keys = 0;
const newKey = () => `gc-test-key-${++keys}-${Date.now()}`;

const call = (...args: ApiCallArgs) => callApi(t.app, ...args);

const A_TEMPLATE = {
  name: 'Cena per due',
  design_key: 'festive',
  preset_amounts: [50, 100],
  free_amount: { min: 20, max: 300 },
  validity_months: 12,
  title: { it: 'Una cena da noi', en: 'A dinner with us' },
  terms: { it: 'Non convertibile in denaro.' },
};

async function createTemplate(body: Record<string, unknown> = {}, headers = team.owner) {
  const res = await call('POST', '/giftcard-templates', headers, {
    ...A_TEMPLATE,
    restaurant_ids: [ids.trattoria, ids.pizzeria],
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<GiftCardTemplate>();
}

const A_CARD = {
  customer_name: 'Anna Bruni',
  email: 'anna.bruni@example.com',
  amount: 100,
  paid_with: 'cash',
  buyer_name: 'Paolo Bruni',
};

async function issue(body: Record<string, unknown> = {}, headers = team.owner) {
  const res = await call(
    'POST',
    '/giftcards',
    { ...headers, 'idempotency-key': newKey() },
    {
      restaurant_id: ids.trattoria,
      ...A_CARD,
      ...body,
    },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<GiftCard>();
}

const redeem = (card: { id: number }, amount: number, headers = team.staff, key = newKey()) =>
  call(
    'POST',
    `/giftcards/${card.id}/redeem`,
    { ...headers, 'idempotency-key': key },
    {
      amount,
      restaurant_id: ids.trattoria,
    },
  );

async function ledgerRows(cardId: number) {
  return t.app.db.select().from(giftCardLedger).where(eq(giftCardLedger.card_id, cardId));
}
async function cardCount() {
  const [row] = await t.app.db.select({ n: count() }).from(giftCards);
  return row!.n;
}
/** Moves the fake clock, and signs the team in again (their sessions age with it). */
async function advanceDays(days: number) {
  t.clock.advance(days * 86_400_000);
  team = await loginDemoTeam(t.app);
}
async function cardRow(cardId: number) {
  const [row] = await t.app.db.select().from(giftCards).where(eq(giftCards.id, cardId));
  return row!;
}

describe('gift card templates', () => {
  it('are made by owners and managers, read by staff, and name their restaurants', async () => {
    const made = await createTemplate();
    expect(made).toMatchObject({
      name: 'Cena per due',
      design_key: 'festive',
      preset_amounts: [50, 100],
      free_amount: { min: 20, max: 300 },
      restaurant_ids: [ids.trattoria, ids.pizzeria].sort((a, b) => a - b),
      active: true,
      cards_count: 0,
      image_url: null,
    });
    await createTemplate({ name: 'Pizza', preset_amounts: [25], free_amount: null }, team.manager);
    const staff = await call('POST', '/giftcard-templates', team.staff, {
      ...A_TEMPLATE,
      restaurant_ids: [ids.trattoria],
    });
    expect(staff.statusCode).toBe(403);
    const list = await call('GET', '/giftcard-templates', team.staff);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((x: GiftCardTemplate) => x.name)).toEqual(
      expect.arrayContaining(['Cena per due', 'Pizza']),
    );
    // The other business sees none of them.
    const theirs = await call('GET', '/giftcard-templates', team.otherOwner);
    expect(theirs.json().items.some((x: GiftCardTemplate) => x.id === made.id)).toBe(false);
  });

  it('refuses bad amounts, ranges, validity and texts, and changes nothing', async () => {
    const before = (await call('GET', '/giftcard-templates', team.owner)).json().items.length;
    const bad: Record<string, unknown>[] = [
      { preset_amounts: [], free_amount: null },
      { preset_amounts: [-10] },
      { preset_amounts: [0] },
      { preset_amounts: [1e9] },
      { preset_amounts: [10.001] },
      { preset_amounts: [50, 50] },
      { preset_amounts: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
      { free_amount: { min: 300, max: 20 } },
      { free_amount: { min: -5, max: 20 } },
      { validity_months: 0 },
      { validity_months: 1000 },
      { design_key: 'comic-sans' },
      { name: '' },
      { name: 'x'.repeat(81) },
      { title: { en: 'Only English' } },
      { title: { it: 'x'.repeat(121) } },
      { title: { xx: 'Klingon' } },
      { restaurant_ids: [] },
      { restaurant_ids: [ids.trattoria, ids.trattoria] },
      { is_percentage: true },
    ];
    for (const change of bad) {
      const res = await call('POST', '/giftcard-templates', team.owner, {
        ...A_TEMPLATE,
        restaurant_ids: [ids.trattoria],
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
    }
    for (const raw of ['{"name":', 'null', '[]', '"x"']) {
      const res = await call('POST', '/giftcard-templates', team.owner, raw);
      expect(res.statusCode, raw).toBe(400);
    }
    expect((await call('GET', '/giftcard-templates', team.owner)).json().items.length).toBe(before);
  });

  it("names no other business's restaurant or image, and another business's template is 404", async () => {
    const foreign = await call('POST', '/giftcard-templates', team.owner, {
      ...A_TEMPLATE,
      restaurant_ids: [ids.osteria],
    });
    expect(foreign.statusCode).toBe(404);
    const image = await call('POST', '/giftcard-templates', team.owner, {
      ...A_TEMPLATE,
      restaurant_ids: [ids.trattoria],
      image_id: 999_999_999,
    });
    expect(image.statusCode).toBe(404);
    const mine = await createTemplate();
    for (const [method, payload] of [
      ['PUT', { ...A_TEMPLATE, restaurant_ids: [ids.osteria] }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/giftcard-templates/${mine.id}`, team.otherOwner, payload);
      expect(res.statusCode, method).toBe(404);
    }
  });

  it('are changed, turned off, and deleted only while no card came from them', async () => {
    const made = await createTemplate();
    const changed = await call('PUT', `/giftcard-templates/${made.id}`, team.manager, {
      ...A_TEMPLATE,
      name: 'Cena per tre',
      active: false,
      restaurant_ids: [ids.trattoria],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Cena per tre',
      active: false,
      restaurant_ids: [ids.trattoria],
    });
    await issue({ template_id: made.id });
    const refused = await call('DELETE', `/giftcard-templates/${made.id}`, team.owner);
    expect(refused.statusCode).toBe(409);
    const unused = await createTemplate();
    const deleted = await call('DELETE', `/giftcard-templates/${unused.id}`, team.owner);
    expect(deleted.statusCode).toBe(200);
    expect((await call('DELETE', `/giftcard-templates/${unused.id}`, team.owner)).statusCode).toBe(
      404,
    );
  });
});

describe('issuing a card at the counter', () => {
  it('gives a code with its check character, an unguessable link, and an issued entry', async () => {
    const card = await issue({ phone_number: '+39 333 1234567', message: 'Buon compleanno!' });
    expect(card).toMatchObject({
      type: 'card',
      status: 'active',
      amount: 100,
      balance: 100,
      sold_via: 'cash',
      customer_name: 'Anna Bruni',
      is_percentage: false,
      restaurant_id: ids.trattoria,
      accepted_restaurant_ids: [ids.trattoria],
    });
    expect(card.code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(isValidShortCode(card.code, 12)).toBe(true);
    expect(card.unique_id).toMatch(GIFT_CARD_UNIQUE_ID_PATTERN);
    expect(card.ledger).toEqual([
      expect.objectContaining({ kind: 'issued', amount: 100, balance_after: 100 }),
    ]);
    // Twelve months from today by default.
    const today = new Date(t.clock.now());
    expect(card.date_expired.slice(0, 4)).toBe(String(today.getUTCFullYear() + 1));
  });

  it('takes the same Idempotency-Key once: a double click issues one card', async () => {
    const key = newKey();
    const send = () =>
      call(
        'POST',
        '/giftcards',
        { ...team.owner, 'idempotency-key': key },
        {
          restaurant_id: ids.trattoria,
          ...A_CARD,
          customer_name: 'Doppio Clic',
        },
      );
    const [a, b] = [await send(), await send()];
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json().id).toBe(a.json().id);
    expect(b.headers['idempotent-replayed']).toBe('true');
    const other = await call(
      'POST',
      '/giftcards',
      { ...team.owner, 'idempotency-key': key },
      {
        restaurant_id: ids.trattoria,
        ...A_CARD,
        amount: 99,
      },
    );
    expect(other.statusCode).toBe(409);
  });

  it('refuses absurd amounts, percentages, past expiry and hostile input, issuing nothing', async () => {
    const before = await cardCount();
    const bad: Record<string, unknown>[] = [
      { amount: -50 },
      { amount: 0 },
      { amount: 0.5 },
      { amount: 1e12 },
      { amount: 10.005 },
      { amount: '100' },
      { amount: Number.NaN },
      { is_percentage: true },
      { min_amount: -1 },
      { date_expired: '2020-01-01' },
      { date_expired: new Date(t.clock.now()).toISOString().slice(0, 10) },
      { date_expired: '9999-12-31' },
      { date_expired: 'tomorrow' },
      { delivery_date: '2020-01-01' },
      { paid_with: 'bitcoin' },
      { paid_with: 'online' },
      { type: 'discount' },
      { customer_name: '' },
      { customer_name: 'x'.repeat(500) },
      { email: 'not-an-email' },
      { send_email: true, email: undefined },
      { message: 'x'.repeat(501) },
      { code: 'ABCD-EFGH-JKMN' },
      { restaurant_id: -1 },
      { restaurant_id: 'trattoria' },
      { template_id: 'x' },
    ];
    for (const change of bad) {
      const res = await call(
        'POST',
        '/giftcards',
        { ...team.owner, 'idempotency-key': newKey() },
        {
          restaurant_id: ids.trattoria,
          ...A_CARD,
          ...change,
        },
      );
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
    }
    const noKey = await call('POST', '/giftcards', team.owner, {
      restaurant_id: ids.trattoria,
      ...A_CARD,
    });
    expect(noKey.statusCode).toBe(400);
    expect(await cardCount()).toBe(before);
    // Hostile text is kept as text, never run.
    const card = await issue({ customer_name: "<script>alert(1)</script>' OR 1=1 --" });
    expect(card.customer_name).toBe("<script>alert(1)</script>' OR 1=1 --");
  });

  it("is for owners and managers at their own business's restaurants", async () => {
    expect((await issue({}, team.manager)).status).toBe('active');
    const staff = await call(
      'POST',
      '/giftcards',
      { ...team.staff, 'idempotency-key': newKey() },
      {
        restaurant_id: ids.trattoria,
        ...A_CARD,
      },
    );
    expect(staff.statusCode).toBe(403);
    const foreign = await call(
      'POST',
      '/giftcards',
      { ...team.owner, 'idempotency-key': newKey() },
      {
        restaurant_id: ids.osteria,
        ...A_CARD,
      },
    );
    expect(foreign.statusCode).toBe(404);
    const theirTemplate = await call(
      'POST',
      '/giftcards',
      { ...team.otherOwner, 'idempotency-key': newKey() },
      { restaurant_id: ids.osteria, ...A_CARD, template_id: (await createTemplate()).id },
    );
    expect(theirTemplate.statusCode).toBe(404);
  });

  it('takes its last day and texts from its template, sold only where the template is', async () => {
    const template = await createTemplate({ validity_months: 3, restaurant_ids: [ids.pizzeria] });
    const refused = await call(
      'POST',
      '/giftcards',
      { ...team.owner, 'idempotency-key': newKey() },
      {
        restaurant_id: ids.trattoria,
        ...A_CARD,
        template_id: template.id,
      },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({ template_id: 'giftcard_not_accepted_here' });
    const card = await issue({
      restaurant_id: ids.pizzeria,
      template_id: template.id,
      language: 'en',
    });
    expect(card.title).toBe('A dinner with us');
    expect(card.template_name).toBe('Cena per due');
    expect(card.accepted_restaurant_ids).toEqual([ids.pizzeria]);
    const months =
      (Number(card.date_expired.slice(0, 4)) - new Date(t.clock.now()).getUTCFullYear()) * 12 +
      Number(card.date_expired.slice(5, 7)) -
      (new Date(t.clock.now()).getUTCMonth() + 1);
    expect(months).toBe(3);
  });
});

describe('the counter: look-up and redemption', () => {
  it('finds a card by its code as typed, in any case, with spaces or dashes', async () => {
    const card = await issue();
    for (const typed of [card.code, card.code.toLowerCase(), card.code.replace(/-/g, ' ')]) {
      const res = await call(
        'GET',
        `/giftcards/lookup?code=${encodeURIComponent(typed)}`,
        team.staff,
      );
      expect(res.statusCode, typed).toBe(200);
      expect(res.json()).toMatchObject({ id: card.id, balance: 100 });
    }
  });

  it('answers 400 to a mistyped or hostile code, 404 to an unknown one or another business’s', async () => {
    const card = await issue();
    const raw = card.code.replace(/-/g, '');
    const wrongCheck = raw.slice(0, -1) + (raw.endsWith('A') ? 'B' : 'A');
    for (const code of [wrongCheck, "' OR 1=1 --", '%00', 'x'.repeat(200), '']) {
      const res = await call(
        'GET',
        `/giftcards/lookup?code=${encodeURIComponent(code)}`,
        team.staff,
      );
      expect(res.statusCode, code).toBe(400);
    }
    // A well-formed code no card has.
    const { makeShortCode } = await import('@coperto/shared/giftcards/giftcard-code');
    const unknown = makeShortCode(12, (n) =>
      Uint8Array.from({ length: n }, (_, i) => (i * 37) % 256),
    );
    const none = await call('GET', `/giftcards/lookup?code=${unknown}`, team.staff);
    expect(none.statusCode).toBe(404);
    const theirs = await call('GET', `/giftcards/lookup?code=${card.code}`, team.otherOwner);
    expect(theirs.statusCode).toBe(404);
    for (const url of [`/giftcards/${card.id}`]) {
      expect((await call('GET', url, team.otherOwner)).statusCode).toBe(404);
    }
    const foreignRedeem = await redeem(card, 10, team.otherOwner);
    expect(foreignRedeem.statusCode).toBe(404);
    expect((await cardRow(card.id)).status).toBe('active');
  });

  it('redeems part, then the rest; never more than the balance', async () => {
    const card = await issue({ amount: 80 });
    const first = await redeem(card, 30.5);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ balance: 49.5, status: 'active' });
    const tooMuch = await redeem(card, 49.51);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().fields).toEqual({ amount: 'giftcard_insufficient_balance' });
    const rest = await redeem(card, 49.5);
    expect(rest.json()).toMatchObject({ balance: 0, status: 'redeemed' });
    expect(
      rest.json().ledger.map((e: { kind: string; amount: number }) => [e.kind, e.amount]),
    ).toEqual([
      ['issued', 80],
      ['redeemed', -30.5],
      ['redeemed', -49.5],
    ]);
    const rows = await ledgerRows(card.id);
    expect(rows.reduce((s, r) => s + r.amount_cents, 0)).toBe(0);
    expect((await redeem(card, 1)).statusCode).toBe(422);
  });

  it('refuses bad amounts and keeps the balance', async () => {
    const card = await issue({ amount: 50 });
    for (const amount of [0, -10, 1e9, 0.001, '10', null]) {
      const res = await redeem(card, amount as number);
      expect(res.statusCode, String(amount)).toBe(400);
    }
    expect((await call('GET', `/giftcards/${card.id}`, team.staff)).json().balance).toBe(50);
  });

  it('replays a redemption sent twice with one key, taking the money once', async () => {
    const card = await issue({ amount: 50 });
    const key = newKey();
    const a = await redeem(card, 20, team.staff, key);
    const b = await redeem(card, 20, team.staff, key);
    expect(a.statusCode).toBe(200);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect((await call('GET', `/giftcards/${card.id}`, team.staff)).json().balance).toBe(30);
  });

  it('is used only where it is accepted; bound staff only at their restaurant', async () => {
    const card = await issue({ amount: 50 });
    const atPizzeria = await call(
      'POST',
      `/giftcards/${card.id}/redeem`,
      { ...team.owner, 'idempotency-key': newKey() },
      { amount: 10, restaurant_id: ids.pizzeria },
    );
    expect(atPizzeria.statusCode).toBe(422);
    expect(atPizzeria.json().fields).toEqual({ restaurant_id: 'giftcard_not_accepted_here' });
    const staffElsewhere = await call(
      'POST',
      `/giftcards/${card.id}/redeem`,
      { ...team.staff, 'idempotency-key': newKey() },
      { amount: 10, restaurant_id: ids.pizzeria },
    );
    expect(staffElsewhere.statusCode).toBe(404);
    expect((await cardRow(card.id)).status).toBe('active');
  });

  it('never goes below zero when redemptions race', async () => {
    const card = await issue({ amount: 100 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => redeem(card, 30)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 422, 422, 422]);
    const rows = await ledgerRows(card.id);
    expect(rows.reduce((s, r) => s + r.amount_cents, 0)).toBe(1000);
    expect(rows.filter((r) => r.kind === 'redeemed')).toHaveLength(3);
  });
});

describe('adjusting, extending and expiry', () => {
  it('adjusts either way with a reason (owners and managers), never below zero', async () => {
    const card = await issue({ amount: 40 });
    const up = await call('POST', `/giftcards/${card.id}/adjust`, team.manager, {
      amount: 10,
      reason: 'Scusa per l’attesa',
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().balance).toBe(50);
    const below = await call('POST', `/giftcards/${card.id}/adjust`, team.owner, {
      amount: -50.01,
      reason: 'Errore',
    });
    expect(below.statusCode).toBe(422);
    for (const body of [
      { amount: 0, reason: 'Zero' },
      { amount: 10 },
      { amount: 10, reason: 'x' },
      { amount: 1e9, reason: 'Troppo' },
    ]) {
      expect(
        (await call('POST', `/giftcards/${card.id}/adjust`, team.owner, body)).statusCode,
      ).toBe(400);
    }
    const staff = await call('POST', `/giftcards/${card.id}/adjust`, team.staff, {
      amount: 5,
      reason: 'Regalo',
    });
    expect(staff.statusCode).toBe(403);
    const entry = up.json().ledger.at(-1);
    expect(entry).toMatchObject({ kind: 'adjusted', amount: 10, note: 'Scusa per l’attesa' });
    expect(entry.by).toContain('Marco');
  });

  it('expires by a job after its last day, and the owner extends it with its balance back', async () => {
    // The restaurant's tomorrow: from 23:00 UTC, Rome's today is UTC's tomorrow.
    const tomorrow = addDaysToDate(localDateOf('Europe/Rome', t.clock.nowMs()), 1);
    const card = await issue({ amount: 60, date_expired: tomorrow });
    await redeem(card, 15);
    await t.app.jobs.runDueJobs();
    expect((await cardRow(card.id)).status).toBe('active');
    await advanceDays(3);
    await t.app.jobs.runDueJobs();
    const expired = (await call('GET', `/giftcards/${card.id}`, team.owner)).json<GiftCard>();
    expect(expired).toMatchObject({ status: 'expired', balance: 0 });
    expect(expired.ledger.at(-1)).toMatchObject({ kind: 'expired', amount: -45 });
    const late = await redeem(card, 5);
    expect(late.statusCode).toBe(422);
    expect(late.json().fields).toEqual({ code: 'giftcard_expired' });

    const later = new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    const manager = await call('PUT', `/giftcards/${card.id}/expiry`, team.manager, {
      date_expired: later,
    });
    expect(manager.statusCode).toBe(403);
    for (const date_expired of ['2020-01-01', tomorrow, 'soon', '9999-01-01']) {
      const res = await call('PUT', `/giftcards/${card.id}/expiry`, team.owner, { date_expired });
      expect(res.statusCode, date_expired).toBe(400);
    }
    const extended = await call('PUT', `/giftcards/${card.id}/expiry`, team.owner, {
      date_expired: later,
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json()).toMatchObject({ status: 'active', balance: 45, date_expired: later });
    expect((await redeem(card, 5)).statusCode).toBe(200);
    // The old expiry job does nothing; the new one waits for the new day.
    await t.app.jobs.runDueJobs();
    expect((await cardRow(card.id)).status).toBe('active');
  });
});

describe('the card list', () => {
  it('filters by status, template and search, with totals sold, redeemed and outstanding', async () => {
    const template = await createTemplate({ name: 'Lista' });
    const a = await issue({ amount: 70, template_id: template.id, customer_name: 'Zeno Listato' });
    const b = await issue({ amount: 30, template_id: template.id, buyer_name: 'Compratore Unico' });
    await redeem(a, 20);
    await redeem(b, 30);
    const list = await call('GET', `/giftcards?template_id=${template.id}`, team.owner);
    expect(list.statusCode).toBe(200);
    const body = list.json<GiftCardList>();
    expect(body.total).toBe(2);
    expect(body.totals).toEqual({ sold: 100, redeemed: 50, outstanding: 50 });
    expect(body.items.map((c) => [c.id, c.balance]).sort()).toEqual(
      [
        [a.id, 50],
        [b.id, 0],
      ].sort(),
    );
    const used = await call(
      'GET',
      `/giftcards?template_id=${template.id}&status=redeemed`,
      team.owner,
    );
    expect(used.json().items.map((c: { id: number }) => c.id)).toEqual([b.id]);
    for (const search of ['Zeno', a.code, a.code.replace(/-/g, '').toLowerCase().slice(0, 6)]) {
      const found = await call(
        'GET',
        `/giftcards?search=${encodeURIComponent(search)}`,
        team.owner,
      );
      expect(
        found.json().items.map((c: { id: number }) => c.id),
        search,
      ).toContain(a.id);
    }
    const buyer = await call('GET', '/giftcards?search=Compratore', team.staff);
    expect(buyer.json().items.map((c: { id: number }) => c.id)).toEqual([b.id]);
    const theirs = await call('GET', '/giftcards?search=Zeno', team.otherOwner);
    expect(theirs.json().items).toEqual([]);
    for (const query of [
      'status=lost',
      'limit=1000',
      'from=yesterday',
      "orderByColumn=code';--",
      'restaurant_id=0',
    ]) {
      expect((await call('GET', `/giftcards?${query}`, team.owner)).statusCode, query).toBe(400);
    }
    expect(
      (await call('GET', `/giftcards?restaurant_id=${ids.osteria}`, team.owner)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/giftcards?restaurant_id=${ids.pizzeria}`, team.staff)).statusCode,
    ).toBe(404);
  });
});

describe('the card email', () => {
  it('goes to the recipient on the delivery day with a copy to the buyer, and again on resend', async () => {
    const day = new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const card = await issue({
      email: 'ricevente@example.com',
      buyer_email: 'compratore@example.com',
      send_email: true,
      delivery_date: day,
      language: 'en',
      message: 'Happy birthday!',
    });
    const mailsTo = (to: string) =>
      t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, to));
    await t.app.jobs.runDueJobs();
    expect(await mailsTo('ricevente@example.com')).toHaveLength(0);
    await advanceDays(3);
    await t.app.jobs.runDueJobs();
    const [mail] = await mailsTo('ricevente@example.com');
    expect(mail?.subject).toContain('Paolo Bruni has given you a');
    expect(mail?.text_body).toContain(formatShortCode(card.code));
    expect(mail?.text_body).toContain(`/en/giftcard/${card.unique_id}`);
    expect(mail?.text_body).toContain('Happy birthday!');
    expect(await mailsTo('compratore@example.com')).toHaveLength(1);
    expect((await cardRow(card.id)).email_sent_at).not.toBeNull();

    const resent = await call('POST', `/giftcards/${card.id}/resend`, team.manager);
    expect(resent.statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    expect(await mailsTo('ricevente@example.com')).toHaveLength(2);
    expect((await call('POST', `/giftcards/${card.id}/resend`, team.staff)).statusCode).toBe(403);
    const noEmail = await issue({ email: undefined });
    expect((await call('POST', `/giftcards/${noEmail.id}/resend`, team.owner)).statusCode).toBe(
      400,
    );
  });
});

describe('the public card page', () => {
  it('shows the card by its link id only', async () => {
    const card = await issue({ message: 'Auguri!' });
    await redeem(card, 25);
    const res = await call('GET', `/public/giftcards/${card.unique_id}`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'active',
      code: card.code,
      amount: 100,
      balance: 75,
      message: 'Auguri!',
      design_key: 'classic',
      restaurant: { host: 'trattoria.localhost' },
    });
    expect(res.json()).not.toHaveProperty('id');
    expect(res.json()).not.toHaveProperty('email');
    const other = card.unique_id.slice(0, -1) + (card.unique_id.endsWith('A') ? 'B' : 'A');
    expect((await call('GET', `/public/giftcards/${other}`, {})).statusCode).toBe(404);
    for (const bad of ['x', String(card.id), `${card.unique_id}x`, '..%2F..%2Fetc']) {
      expect((await call('GET', `/public/giftcards/${bad}`, {})).statusCode, bad).toBe(400);
    }
  });

  it('gives the card as a printable PDF by its link id only, whatever its message holds', async () => {
    const card = await issue({
      message: 'Auguri! 🎉 生日快乐 — «ci vediamo» a cena\nRiga due',
      language: 'de',
    });
    await redeem(card, 30);
    const res = await call('GET', `/public/giftcards/${card.unique_id}/pdf`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="gift-card-${formatShortCode(card.code)}.pdf"`,
    );
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`${card.title} · Trattoria Demo`);

    const other = card.unique_id.slice(0, -1) + (card.unique_id.endsWith('A') ? 'B' : 'A');
    expect((await call('GET', `/public/giftcards/${other}/pdf`, {})).statusCode).toBe(404);
    for (const bad of ['x', String(card.id), `${card.unique_id}x`, '..%2F..%2Fetc']) {
      expect((await call('GET', `/public/giftcards/${bad}/pdf`, {})).statusCode, bad).toBe(400);
    }
    // Past the router's longest parameter: no such page.
    const huge = await call('GET', `/public/giftcards/${'A'.repeat(400)}/pdf`, {});
    expect([400, 404]).toContain(huge.statusCode);
  });

  it('shows the shop of a restaurant; without card payments the purchase is 409', async () => {
    const template = await createTemplate({ name: 'Negozio' });
    const restaurant = await t.app.inject({ url: '/api/restaurant/hostname/trattoria.localhost' });
    const publicKey = restaurant.json().public_key as string;
    const shop = await call('GET', `/public/giftcards/${publicKey}/shop`, {});
    expect(shop.statusCode).toBe(200);
    expect(shop.json().online_sale).toBe(false);
    expect(shop.json().templates.map((x: { id: number }) => x.id)).toContain(template.id);
    const purchase = await call(
      'POST',
      `/public/giftcards/${publicKey}/purchase`,
      { 'idempotency-key': newKey() },
      {
        template_id: template.id,
        amount: 50,
        buyer: { name: 'Paolo Bruni', email: 'paolo@example.com' },
        recipient: { name: 'Anna Bruni', email: 'anna@example.com' },
        privacy_consent: true,
        language: 'it',
      },
    );
    expect(purchase.statusCode).toBe(409);
    expect(purchase.json().fields).toEqual({ payment: 'payments_unavailable' });
    expect((await call('GET', '/public/giftcards/no-such-key/shop', {})).statusCode).toBe(404);
  });
});
