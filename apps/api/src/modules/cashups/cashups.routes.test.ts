import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import { localDateOf } from '@coperto/shared/restaurants/opening-hours';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashUpEvents, cashUps } from '../../db/schema/cashups';
import { users } from '../../db/schema/identity';
import {
  buildTestApp,
  demoRestaurantIds,
  loginDemoTeam,
  type TestApp,
} from '../../test/build-test-app';

let t: TestApp;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
let ids: Awaited<ReturnType<typeof demoRestaurantIds>>;
let people: { owner: number; manager: number; staff: number; otherOwner: number };
let today: string;

beforeAll(async () => {
  t = await buildTestApp();
  team = await loginDemoTeam(t.app);
  ids = await demoRestaurantIds(t.app);
  const rows = await t.database.db.select().from(users);
  const idOf = (email: string) => rows.find((u) => u.email === email)!.id;
  people = {
    owner: idOf('owner@demo.test'),
    manager: idOf('manager@demo.test'),
    staff: idOf('staff@demo.test'),
    otherOwner: idOf('owner2@demo.test'),
  };
  today = localDateOf('Europe/Rome', t.clock.nowMs());
});
afterAll(() => t.close());

function create(headers: Record<string, string>, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/cash-ups', headers, payload: body });
}
function update(headers: Record<string, string>, id: number, body: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: `/api/cash-ups/${id}`, headers, payload: body });
}

/** A valid close of the Trattoria: each test changes what it tests. */
function closeBody(changes: Record<string, unknown> = {}) {
  return {
    restaurant_id: ids.trattoria,
    cash_up_date: today,
    lunch_count: 30,
    dinner_count: 50,
    bnt: 1500,
    cash: 800.5,
    till: 2350,
    extra_expenses: [
      { amount: 25, note: 'Ghiaccio' },
      { amount: 14.5, note: 'Pane' },
    ],
    notes: 'Serata piena',
    staff: [people.manager, people.staff],
    ...changes,
  };
}

async function rowCount() {
  const [row] = await t.database.db.select({ n: count() }).from(cashUps);
  return row!.n;
}

describe('closing the till', () => {
  let finalId: number;

  it("the manager closes today's till with a difference: figures, staff, history", async () => {
    const res = await create(team.manager, closeBody());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    finalId = body.id;
    expect(body).toMatchObject({
      type: 'final',
      cash_up_date: today,
      bnt: 1500,
      cash: 800.5,
      till: 2350,
      extra_expenses: [
        { amount: 25, note: 'Ghiaccio' },
        { amount: 14.5, note: 'Pane' },
      ],
      figures: {
        extra_expenses: 39.5,
        total_takings: 2340,
        difference: -10,
        balanced: false,
        covers: 80,
        average_per_cover: 29.25,
      },
      day_closed: true,
      takings: {
        card_orders: { count: expect.any(Number), total: expect.any(Number) },
        gift_cards_redeemed: { count: expect.any(Number), total: expect.any(Number) },
      },
    });
    expect(body.staff.map((s: { id: number }) => s.id).sort()).toEqual(
      [people.manager, people.staff].sort(),
    );
    expect(body.staff.every((s: { name: string }) => s.name.length > 1)).toBe(true);
    expect(body.history).toEqual([
      expect.objectContaining({ kind: 'created', user_id: people.manager, changes: [] }),
    ]);
    const read = await t.app.inject({ url: `/api/cash-ups/${finalId}`, headers: team.owner });
    expect(read.statusCode).toBe(200);
    expect(read.json().figures.difference).toBe(-10);
  });

  it('a second final close of the day is 409 naming the first, and adds nothing', async () => {
    const before = await rowCount();
    const res = await create(team.owner, closeBody({ cash: 810.5 }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      fields: { cash_up_date: 'taken', existing_id: String(finalId) },
    });
    expect(await rowCount()).toBe(before);
  });

  it('the manager cannot change a closed day; the owner can, and it is kept in the history', async () => {
    const refused = await update(team.manager, finalId, { cash: 810.5 });
    expect(refused.statusCode).toBe(403);
    const partial = await create(team.manager, closeBody({ type: 'lunch' }));
    expect(partial.statusCode).toBe(403);

    const res = await update(team.owner, finalId, { cash: 810.5, notes: 'Contati di nuovo' });
    expect(res.statusCode).toBe(200);
    expect(res.json().figures).toMatchObject({ difference: 0, balanced: true });
    expect(res.json().history[0]).toMatchObject({
      kind: 'reopened',
      user_id: people.owner,
      changes: [
        { field: 'cash', from: 800.5, to: 810.5 },
        { field: 'notes', from: 'Serata piena', to: 'Contati di nuovo' },
      ],
    });
    // The same values again change nothing and write no history.
    const again = await update(team.owner, finalId, { cash: 810.5 });
    expect(again.json().history).toHaveLength(2);
  });

  it('partial closes per service before the final: the manager edits them, takings by service', async () => {
    // A day before the demo's three months of closes.
    const free = '2025-01-15';
    const lunch = await create(
      team.manager,
      closeBody({ cash_up_date: free, type: 'lunch', dinner_count: 0, extra_expenses: [] }),
    );
    expect(lunch.statusCode).toBe(201);
    expect(lunch.json().day_closed).toBe(false);
    const edited = await update(team.manager, lunch.json().id, { lunch_count: 32 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().history[0]).toMatchObject({
      kind: 'updated',
      changes: [{ field: 'lunch_count', from: 30, to: 32 }],
    });
    const final = await create(team.manager, closeBody({ cash_up_date: free, bnt: 3000 }));
    expect(final.statusCode).toBe(201);
    expect(
      final
        .json()
        .day.map((d: { type: string }) => d.type)
        .sort(),
    ).toEqual(['final', 'lunch']);
    expect((await update(team.manager, lunch.json().id, { lunch_count: 33 })).statusCode).toBe(403);
  });
});

describe('two closes of one day at once', () => {
  it('lets one in and answers the other 409 with its id', async () => {
    const body = closeBody({ cash_up_date: '2025-02-20' });
    const [a, b] = await Promise.all([create(team.owner, body), create(team.manager, body)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const made = a.statusCode === 201 ? a : b;
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().fields.existing_id).toBe(String(made.json().id));
  });
});

describe('bad input changes nothing', () => {
  it.each([
    [
      'a day to come',
      { cash_up_date: addDaysToDate(localDateOf('Europe/Rome', Date.now()), 2) },
      422,
      'cash_up_date',
    ],
    ['another century', { cash_up_date: '1899-12-31' }, 400, 'cash_up_date'],
    ['a far future', { cash_up_date: '2301-01-01' }, 400, 'cash_up_date'],
    ['not a date', { cash_up_date: '2026-02-30' }, 400, 'cash_up_date'],
    ['negative cash', { cash: -1 }, 400, 'cash'],
    ['absurd card takings', { bnt: 1e9 }, 400, 'bnt'],
    ['a fraction of a cent', { till: 10.005 }, 400, 'till'],
    ['money as text', { till: '100' }, 400, 'till'],
    ['no staff', { staff: [] }, 400, 'staff'],
    ['the same person twice', { staff: [1, 1] }, 400, 'staff'],
    ['negative covers', { dinner_count: -3 }, 400, 'dinner_count'],
    ['absurd covers', { dinner_count: 1e6 }, 400, 'dinner_count'],
    [
      'an expense of nothing',
      { extra_expenses: [{ amount: 0, note: 'x' }] },
      400,
      'extra_expenses.0.amount',
    ],
    [
      'an expense without a note',
      { extra_expenses: [{ amount: 5, note: '  ' }] },
      400,
      'extra_expenses.0.note',
    ],
    ['an unknown type', { type: 'brunch' }, 400, 'type'],
    ['notes too long', { notes: 'x'.repeat(2001) }, 400, 'notes'],
    ['a control character', { notes: 'a\u0007b' }, 400, 'notes'],
    ['an unknown field', { __proto__: { admin: true }, hacked: true }, 400, undefined],
  ] as const)('%s', async (_name, changes, status, field) => {
    const before = await rowCount();
    const res = await create(team.owner, closeBody({ cash_up_date: '2025-03-03', ...changes }));
    expect(res.statusCode).toBe(status);
    if (field) expect(Object.keys(res.json().fields ?? {})).toContain(field);
    expect(await rowCount()).toBe(before);
  });

  it("refuses another business's person and a staff member of another restaurant (400 staff)", async () => {
    const before = await rowCount();
    const other = await create(
      team.owner,
      closeBody({ cash_up_date: '2025-03-04', staff: [people.otherOwner] }),
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ staff: 'unknown_person' });
    const elsewhere = await create(
      team.owner,
      closeBody({ restaurant_id: ids.pizzeria, cash_up_date: '2025-03-04', staff: [people.staff] }),
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fields).toEqual({ staff: 'other_restaurant' });
    expect(await rowCount()).toBe(before);
  });

  it('an empty change, a hostile change or an absurd id is refused', async () => {
    const [row] = await t.database.db.select().from(cashUps).limit(1);
    const [events] = await t.database.db.select({ n: count() }).from(cashUpEvents);
    for (const body of [
      {},
      { cash: -5 },
      { staff: ['1 or 1=1'] },
      { type: 'lunch' },
      { restaurant_id: ids.pizzeria },
    ]) {
      expect((await update(team.owner, row!.id, body)).statusCode).toBe(400);
    }
    for (const id of ['0', '-1', 'abc', '99999999999999999999']) {
      const res = await t.app.inject({ url: `/api/cash-ups/${id}`, headers: team.owner });
      expect(res.statusCode).toBe(400);
    }
    const [after] = await t.database.db.select().from(cashUps).where(eq(cashUps.id, row!.id));
    expect(after).toEqual(row);
    const [eventsAfter] = await t.database.db.select({ n: count() }).from(cashUpEvents);
    expect(eventsAfter!.n).toBe(events!.n);
  });
});

describe('who may', () => {
  it('staff and callers without a session are refused', async () => {
    const [row] = await t.database.db.select().from(cashUps).limit(1);
    expect((await t.app.inject({ url: `/api/cash-ups/${row!.id}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: `/api/cash-ups/${row!.id}`, headers: team.staff })).statusCode,
    ).toBe(403);
    expect((await create(team.staff, closeBody({ cash_up_date: '2025-03-05' }))).statusCode).toBe(
      403,
    );
  });

  it("another business reads and changes none of them (404), nor closes the demo's restaurant", async () => {
    const [row] = await t.database.db
      .select()
      .from(cashUps)
      .where(eq(cashUps.restaurant_id, ids.trattoria))
      .limit(1);
    const read = await t.app.inject({ url: `/api/cash-ups/${row!.id}`, headers: team.otherOwner });
    expect(read.statusCode).toBe(404);
    expect((await update(team.otherOwner, row!.id, { cash: 1 })).statusCode).toBe(404);
    const before = await rowCount();
    const res = await create(
      team.otherOwner,
      closeBody({ cash_up_date: '2025-03-06', staff: [people.otherOwner] }),
    );
    expect(res.statusCode).toBe(404);
    expect(await rowCount()).toBe(before);
    for (const url of [
      `/api/cash-ups?restaurant_id=${ids.trattoria}`,
      `/api/cash-ups/month?restaurant_id=${ids.trattoria}&month=2026-01`,
      `/api/cash-ups/takings?restaurant_id=${ids.trattoria}&date=2026-01-10`,
    ]) {
      expect((await t.app.inject({ url, headers: team.otherOwner })).statusCode).toBe(404);
    }
    const [after] = await t.database.db.select().from(cashUps).where(eq(cashUps.id, row!.id));
    expect(after).toEqual(row);
  });
});

describe('the month and the list', () => {
  it('marks every day of the month: closed with its takings, missing, open today, upcoming', async () => {
    const month = today.slice(0, 7);
    const res = await t.app.inject({
      url: `/api/cash-ups/month?restaurant_id=${ids.trattoria}&month=${month}`,
      headers: team.manager,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.time_zone).toBe('Europe/Rome');
    expect(body.days[0].date).toBe(`${month}-01`);
    const todayRow = body.days.find((d: { date: string }) => d.date === today);
    expect(todayRow.state).toBe('closed');
    for (const d of body.days) {
      if (d.date > today) expect(d.state).toBe('upcoming');
      if (d.state === 'closed') expect(d.total_takings).toBeGreaterThan(0);
    }
    expect(body.totals.closed_days).toBe(
      body.days.filter((d: { state: string }) => d.state === 'closed').length,
    );
  });

  it('finds missing days in the demo history', async () => {
    let missing = 0;
    for (let back = 0; back < 3; back++) {
      const month = addDaysToDate(`${today.slice(0, 7)}-01`, -28 * back).slice(0, 7);
      const res = await t.app.inject({
        url: `/api/cash-ups/month?restaurant_id=${ids.trattoria}&month=${month}`,
        headers: team.owner,
      });
      missing += res.json().totals.missing_days;
    }
    expect(missing).toBeGreaterThanOrEqual(1);
  });

  it('refuses a bad month, and lists a span with totals of the final closes', async () => {
    for (const month of ['2026-13', '1999-12', '2026-1', "2026-01' or 1=1"]) {
      const res = await t.app.inject({
        url: `/api/cash-ups/month?restaurant_id=${ids.trattoria}&month=${encodeURIComponent(month)}`,
        headers: team.owner,
      });
      expect(res.statusCode).toBe(400);
    }
    const list = await t.app.inject({
      url: `/api/cash-ups?restaurant_id=${ids.trattoria}&from=2025-01-01&to=2025-12-31&type=final`,
      headers: team.owner,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.length).toBeGreaterThan(0);
    expect(list.json().items.every((c: { type: string }) => c.type === 'final')).toBe(true);
    const backwards = await t.app.inject({
      url: `/api/cash-ups?restaurant_id=${ids.trattoria}&from=2025-12-31&to=2025-01-01`,
      headers: team.owner,
    });
    expect(backwards.statusCode).toBe(400);
  });
});
