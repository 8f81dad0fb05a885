import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashUps } from '../../db/schema/cashups';
import { expenseCategories, expenses, suppliers } from '../../db/schema/expenses';
import { users } from '../../db/schema/identity';
import { orders } from '../../db/schema/orders';
import { wages } from '../../db/schema/staff';
import { restaurants } from '../../db/schema/tenancy';
import {
  buildTestApp,
  demoRestaurantIds,
  loginDemoTeam,
  type TestApp,
} from '../../test/build-test-app';

let t: TestApp;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
let ids: Awaited<ReturnType<typeof demoRestaurantIds>>;
/** The demo business's restaurants and the other business's one. */
let ours: number[];
let theirs: number;

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

let number = 90_000;
/** An order as the database keeps it, at a given instant, paid or not. */
async function addOrder(
  restaurantId: number,
  at: string,
  totalCents: number,
  changes: Partial<typeof orders.$inferInsert> = {},
) {
  const [restaurant] = await t.database.db
    .select({ business_id: restaurants.business_id })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  await t.database.db.insert(orders).values({
    business_id: restaurant!.business_id,
    restaurant_id: restaurantId,
    public_id: randomBytes(16).toString('hex'),
    number: number++,
    status: 'completed',
    type: 'pickup',
    source: 'online',
    customer_name: 'Report Test',
    language: 'it',
    order_datetime: new Date(at),
    slot_start: new Date(at),
    subtotal_cents: totalCents,
    total_cents: totalCents,
    vat_breakdown: [],
    payment_method: 'card',
    payment_status: 'paid',
    ...changes,
  });
}

async function businessOf(restaurantId: number) {
  const [restaurant] = await t.database.db
    .select({ business_id: restaurants.business_id })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return restaurant!.business_id;
}

async function addCashUp(
  restaurantId: number,
  day: string,
  cents: { bnt: number; cash: number; extra?: number },
  covers: number,
  type: 'final' | 'lunch' = 'final',
) {
  await t.database.db.insert(cashUps).values({
    business_id: await businessOf(restaurantId),
    restaurant_id: restaurantId,
    cash_up_date: day,
    type,
    lunch_count: covers,
    bnt_cents: cents.bnt,
    cash_cents: cents.cash,
    till_cents: cents.bnt + cents.cash,
    extra_expenses_cents: cents.extra ?? 0,
  });
}

async function categoryOf(businessId: number, key: 'food' | 'beverage' | 'rent') {
  const [found] = await t.database.db
    .select({ id: expenseCategories.id })
    .from(expenseCategories)
    .where(and(eq(expenseCategories.business_id, businessId), eq(expenseCategories.key, key)));
  if (found) return found.id;
  const [made] = await t.database.db
    .insert(expenseCategories)
    .values({ business_id: businessId, key, name: key === 'food' ? 'Cibo' : key })
    .returning({ id: expenseCategories.id });
  return made!.id;
}

async function addSupplier(businessId: number, name: string) {
  const [made] = await t.database.db
    .insert(suppliers)
    .values({ business_id: businessId, name })
    .returning({ id: suppliers.id });
  return made!.id;
}

async function addExpense(
  restaurantId: number,
  supplierId: number,
  key: 'food' | 'beverage' | 'rent',
  day: string,
  netCents: number,
) {
  const businessId = await businessOf(restaurantId);
  const vat = Math.round(netCents / 10);
  await t.database.db.insert(expenses).values({
    business_id: businessId,
    restaurant_id: restaurantId,
    supplier_id: supplierId,
    category_id: await categoryOf(businessId, key),
    amount_cents: netCents,
    amount_vat_cents: vat,
    amount_gross_cents: netCents + vat,
    date_created: day,
  });
}

async function addWage(restaurantId: number, email: string, month: string, cents: number) {
  const [user] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  await t.database.db.insert(wages).values({
    business_id: await businessOf(restaurantId),
    restaurant_id: restaurantId,
    user_id: user!.id,
    month,
    proposed_cents: cents,
    wage_cents: cents,
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  team = await loginDemoTeam(t.app);
  ids = await demoRestaurantIds(t.app);
  const rows = await t.database.db
    .select({ id: restaurants.id, business_id: restaurants.business_id })
    .from(restaurants);
  const trattoriaBusiness = rows.find((r) => r.id === ids.trattoria)!.business_id;
  ours = rows.filter((r) => r.business_id === trattoriaBusiness).map((r) => r.id);
  theirs = rows.find((r) => r.business_id !== trattoriaBusiness)!.id;
  const other = ours.find((id) => id !== ids.trattoria)!;

  // March 2024 in Rome: three card orders paid (12.34 + 56.78 + 0.01 = 69.13), the first one
  // just after midnight of 1 March in Rome (still February in UTC).
  await addOrder(ids.trattoria, '2024-02-29T23:30:00Z', 1234);
  await addOrder(ids.trattoria, '2024-03-15T12:00:00Z', 5678);
  await addOrder(ids.trattoria, '2024-03-31T21:59:00Z', 1);
  // Not takings: paid at the restaurant (the till's), refunded, cancelled, awaiting payment.
  await addOrder(ids.trattoria, '2024-03-10T12:00:00Z', 9999, {
    payment_method: 'at_restaurant',
    payment_status: 'unpaid',
  });
  await addOrder(ids.trattoria, '2024-03-10T12:00:00Z', 9999, { payment_status: 'refunded' });
  await addOrder(ids.trattoria, '2024-03-10T12:00:00Z', 9999, { status: 'cancelled' });
  await addOrder(ids.trattoria, '2024-03-10T12:00:00Z', 9999, { payment_status: 'pending' });
  // After midnight of 1 April in Rome: April's. Of an order of 20.00 a gift card paid 15.00: the
  // card took 5.00 (the card's own sale was the takings of its day).
  await addOrder(ids.trattoria, '2024-03-31T22:30:00Z', 500);
  await addOrder(ids.trattoria, '2024-04-02T12:00:00Z', 2000, { gift_card_cents: 1500 });
  // Another of our restaurants in March, and the other business's restaurant in March.
  await addOrder(other, '2024-03-05T12:00:00Z', 1000);
  await addOrder(theirs, '2024-03-05T12:00:00Z', 777_777);

  // The Trattoria's March closes: 1000.00 + 250.50 (+ 10.01 paid out of the till) over 100 + 30
  // covers; a partial close of a closed day is not counted twice; 1 April is April's.
  await addCashUp(ids.trattoria, '2024-03-01', { bnt: 60_000, cash: 40_000 }, 100);
  await addCashUp(ids.trattoria, '2024-03-01', { bnt: 30_000, cash: 0 }, 40, 'lunch');
  await addCashUp(ids.trattoria, '2024-03-31', { bnt: 15_049, cash: 10_001, extra: 1001 }, 30);
  await addCashUp(ids.trattoria, '2024-04-01', { bnt: 5_000, cash: 0 }, 5);
  await addCashUp(theirs, '2024-03-02', { bnt: 9_999_900, cash: 0 }, 999);
  // Expenses (net): food 300.33 + 0.01, beverage 99.99, rent 1500.00 in March; food in April.
  const ours1 = await addSupplier(await businessOf(ids.trattoria), 'Ortofrutta Rossi');
  const ours2 = await addSupplier(await businessOf(ids.trattoria), 'Cantina Bianchi');
  const theirSupplier = await addSupplier(await businessOf(theirs), 'Fornitore Altrui');
  await addExpense(ids.trattoria, ours1, 'food', '2024-03-01', 30_033);
  await addExpense(ids.trattoria, ours1, 'food', '2024-03-31', 1);
  await addExpense(ids.trattoria, ours2, 'beverage', '2024-03-15', 9_999);
  await addExpense(ids.trattoria, ours2, 'rent', '2024-03-15', 150_000);
  await addExpense(ids.trattoria, ours1, 'food', '2024-04-01', 700);
  await addExpense(theirs, theirSupplier, 'food', '2024-03-15', 8_888_800);
  // Wages: 400.00 + 123.45 in March for the Trattoria; the other business's too.
  await addWage(ids.trattoria, 'staff@demo.test', '2024-03-01', 40_000);
  await addWage(ids.trattoria, 'manager@demo.test', '2024-03-01', 12_345);
  await addWage(theirs, 'owner2@demo.test', '2024-03-01', 5_555_500);
});
afterAll(() => t.close());

describe('the year report', () => {
  it("sums one restaurant's card-paid online orders per month of its own time zone, to the cent", async () => {
    const res = await get(`/api/reports/year?year=2024&restaurant_id=${ids.trattoria}`, team.owner);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.year).toBe(2024);
    expect(report.restaurant_id).toBe(ids.trattoria);
    expect(report.months).toHaveLength(12);
    const march = report.months.find((m: { month: string }) => m.month === '2024-03');
    expect(march.takings_online).toBe(69.13);
    expect(march.online_orders).toBe(3);
    expect(march.takings).toBe(1329.64);
    const april = report.months.find((m: { month: string }) => m.month === '2024-04');
    expect(april.takings_online).toBe(10);
    const february = report.months.find((m: { month: string }) => m.month === '2024-02');
    expect(february.takings_online).toBe(0);
    expect(report.totals.takings_online).toBe(79.13);
    expect(report.totals.online_orders).toBe(5);
  });

  it('sums every restaurant of the business, and never another business', async () => {
    const res = await get('/api/reports/year?year=2024', team.owner);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.restaurant_id).toBeNull();
    expect(report.restaurants.map((r: { id: number }) => r.id).sort()).toEqual([...ours].sort());
    const march = report.months.find((m: { month: string }) => m.month === '2024-03');
    expect(march.takings_online).toBe(79.13);
    expect(report.totals.takings_online).toBe(89.13);

    const theirReport = (await get('/api/reports/year?year=2024', team.otherOwner)).json();
    expect(theirReport.totals.takings_online).toBe(7777.77);
    expect(theirReport.restaurants.map((r: { id: number }) => r.id)).toEqual([theirs]);
  });

  it("answers 404 for another business's restaurant, whoever asks", async () => {
    const res = await get(`/api/reports/year?year=2024&restaurant_id=${theirs}`, team.owner);
    expect(res.statusCode).toBe(404);
    const month = await get(`/api/reports/month?month=2024-03&restaurant_id=${theirs}`, team.owner);
    expect(month.statusCode).toBe(404);
    const csv = await get(`/api/reports/export?year=2024&restaurant_id=${theirs}`, team.owner);
    expect(csv.statusCode).toBe(404);
    const missing = await get('/api/reports/year?year=2024&restaurant_id=999999999', team.owner);
    expect(missing.statusCode).toBe(404);
  });

  it('gives owners the labour cost and managers the report without it', async () => {
    const owner = (await get('/api/reports/year?year=2024', team.owner)).json();
    expect(owner.includes_labour).toBe(true);
    expect(owner.totals.labour).toBe(523.45);
    const manager = await get('/api/reports/year?year=2024', team.manager);
    expect(manager.statusCode).toBe(200);
    const report = manager.json();
    expect(report.includes_labour).toBe(false);
    expect(report.totals.labour).toBeNull();
    expect(report.totals.labour_share).toBeNull();
    for (const month of report.months) expect(month.labour).toBeNull();
    expect(report.totals.takings_online).toBe(owner.totals.takings_online);
    const csv = await get('/api/reports/export?year=2024&language=en', team.manager);
    expect(csv.body).not.toContain('Labour');
    const ownerCsv = await get('/api/reports/export?year=2024&language=en', team.owner);
    expect(ownerCsv.body).toContain('Labour');
  });

  it('is for owners and managers only: staff 403, no session 401', async () => {
    expect((await get('/api/reports/year?year=2024', team.staff)).statusCode).toBe(403);
    expect((await get('/api/reports/month?month=2024-03', team.staff)).statusCode).toBe(403);
    expect((await get('/api/reports/export?year=2024', team.staff)).statusCode).toBe(403);
    expect((await get('/api/reports/year?year=2024', {})).statusCode).toBe(401);
  });
});

describe('the figures of every source', () => {
  it('sums cash-ups, expenses and wages of the month to the cent, with the shares of takings', async () => {
    const res = await get(
      `/api/reports/month?month=2024-03&restaurant_id=${ids.trattoria}`,
      team.owner,
    );
    expect(res.statusCode).toBe(200);
    const { figures, expenses_by_category, expenses_by_supplier } = res.json();
    expect(figures.takings_cashups).toBe(1260.51);
    expect(figures.takings_online).toBe(69.13);
    expect(figures.takings).toBe(1329.64);
    expect(figures.covers).toBe(130);
    // 1260.51 / 130 = 9.6962 → 9.70
    expect(figures.average_spend).toBe(9.7);
    expect(figures.expenses).toBe(1900.33);
    expect(figures.food_cost).toBe(300.34);
    expect(figures.beverage_cost).toBe(99.99);
    // (300.34 + 99.99) / 1329.64 = 30.1 %
    expect(figures.food_beverage_share).toBe(30.1);
    expect(figures.labour).toBe(523.45);
    // 523.45 / 1329.64 = 39.4 %
    expect(figures.labour_share).toBe(39.4);
    expect(
      expenses_by_category.map((c: { key: string; amount: number }) => [c.key, c.amount]),
    ).toEqual([
      ['rent', 1500],
      ['food', 300.34],
      ['beverage', 99.99],
    ]);
    expect(
      expenses_by_supplier.map((s: { name: string; amount: number }) => [s.name, s.amount]),
    ).toEqual([
      ['Cantina Bianchi', 1599.99],
      ['Ortofrutta Rossi', 300.34],
    ]);
  });

  it('gives a manager the same figures without the wages', async () => {
    const res = await get(
      `/api/reports/month?month=2024-03&restaurant_id=${ids.trattoria}`,
      team.manager,
    );
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.includes_labour).toBe(false);
    expect(report.figures.labour).toBeNull();
    expect(report.figures.labour_share).toBeNull();
    expect(report.figures.takings).toBe(1329.64);
    expect(report.figures.food_beverage_share).toBe(30.1);
    expect(JSON.stringify(report)).not.toContain('523.45');
    const csv = await get('/api/reports/export?year=2024&month=2024-03&language=en', team.manager);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('Labour');
    expect(csv.body).not.toContain('523.45');
  });

  it("never counts another business's closes, bills or wages", async () => {
    const ours = (await get('/api/reports/year?year=2024', team.owner)).json();
    const march = ours.months.find((m: { month: string }) => m.month === '2024-03');
    expect(march.takings_cashups).toBe(1260.51);
    expect(march.expenses).toBe(1900.33);
    expect(march.labour).toBe(523.45);
    const month = (await get('/api/reports/month?month=2024-03', team.owner)).json();
    expect(JSON.stringify(month)).not.toContain('Fornitore Altrui');
    const theirs = (await get('/api/reports/month?month=2024-03', team.otherOwner)).json();
    expect(theirs.figures.takings_cashups).toBe(99_999);
    expect(theirs.figures.expenses).toBe(88_888);
    expect(theirs.figures.labour).toBe(55_555);
    expect(JSON.stringify(theirs)).not.toContain('Ortofrutta');
  });
});

describe('the month report', () => {
  it("gives the month's figures and each restaurant's, to the cent", async () => {
    const res = await get('/api/reports/month?month=2024-03', team.owner);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.month).toBe('2024-03');
    expect(report.figures.takings_online).toBe(79.13);
    expect(report.figures.online_orders).toBe(4);
    expect(report.by_restaurant).toHaveLength(ours.length);
    const trattoria = report.by_restaurant.find(
      (r: { restaurant_id: number }) => r.restaurant_id === ids.trattoria,
    );
    expect(trattoria.takings_online).toBe(69.13);
    const one = (
      await get(`/api/reports/month?month=2024-03&restaurant_id=${ids.trattoria}`, team.owner)
    ).json();
    expect(one.figures.takings_online).toBe(69.13);
    expect(one.by_restaurant).toEqual([]);
  });
});

describe('the CSV', () => {
  it("is the year's months with their total, Italian with ; and decimal commas", async () => {
    const res = await get(
      `/api/reports/export?year=2024&restaurant_id=${ids.trattoria}`,
      team.owner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('numeri-2024.csv');
    const lines = res.body.replace('\uFEFF', '').trim().split('\n');
    expect(lines).toHaveLength(14);
    expect(lines[0]).toMatch(/^Mese;Incasso totale;/);
    expect(lines[3]).toMatch(
      /^2024-03;1329,64;1260,51;69,13;3;130;9,70;1900,33;300,34;99,99;30,1;523,45;39,4/,
    );
    expect(lines[13]).toMatch(/^Totale;1389,64;1310,51;79,13;5;135;/);
  });

  it("is the month's figures in English with commas between fields", async () => {
    const res = await get('/api/reports/export?year=2024&month=2024-03&language=en', team.owner);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Figures,Online takings,79.13');
    expect(res.headers['content-disposition']).toContain('numeri-2024-03.csv');
  });

  it('writes a supplier named like a formula as text', async () => {
    const formula = await addSupplier(await businessOf(ids.trattoria), '=HYPERLINK("x","y")');
    await addExpense(ids.trattoria, formula, 'rent', '2024-05-10', 10_000);
    const res = await get('/api/reports/export?year=2024&month=2024-05', team.owner);
    expect(res.body).toContain(`Fornitore;"'=HYPERLINK(""x"",""y"")";100,00`);
  });
});

describe('bad input', () => {
  it.each([
    '/api/reports/month?month=1899-13',
    '/api/reports/month?month=2024-13',
    '/api/reports/month?month=2024-00',
    '/api/reports/month?month=1999-12',
    '/api/reports/month?month=2024-3',
    '/api/reports/month',
    `/api/reports/month?month=${'9'.repeat(300)}`,
    '/api/reports/month?month=2024-03&restaurant_id=abc',
    '/api/reports/month?month=2024-03&restaurant_id=-1',
    '/api/reports/month?month=2024-03&extra=1',
    '/api/reports/year',
    '/api/reports/year?year=1899',
    '/api/reports/year?year=2200',
    '/api/reports/year?year=20.5',
    "/api/reports/year?year=2024'%20or%201=1--",
    '/api/reports/year?year=2024&restaurant_id=99999999999999999999',
    '/api/reports/export?year=2024&month=2023-03',
    '/api/reports/export?year=2024&language=xx',
  ])('%s is a 400', async (url) => {
    const res = await get(url, team.owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBeTruthy();
  });
});
