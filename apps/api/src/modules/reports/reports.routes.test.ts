import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
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
  // After midnight of 1 April in Rome: April's.
  await addOrder(ids.trattoria, '2024-03-31T22:30:00Z', 500);
  // Another of our restaurants in March, and the other business's restaurant in March.
  await addOrder(other, '2024-03-05T12:00:00Z', 1000);
  await addOrder(theirs, '2024-03-05T12:00:00Z', 777_777);
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
    expect(march.takings).toBe(69.13);
    const april = report.months.find((m: { month: string }) => m.month === '2024-04');
    expect(april.takings_online).toBe(5);
    const february = report.months.find((m: { month: string }) => m.month === '2024-02');
    expect(february.takings_online).toBe(0);
    expect(report.totals.takings_online).toBe(74.13);
    expect(report.totals.online_orders).toBe(4);
  });

  it('sums every restaurant of the business, and never another business', async () => {
    const res = await get('/api/reports/year?year=2024', team.owner);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.restaurant_id).toBeNull();
    expect(report.restaurants.map((r: { id: number }) => r.id).sort()).toEqual([...ours].sort());
    const march = report.months.find((m: { month: string }) => m.month === '2024-03');
    expect(march.takings_online).toBe(79.13);
    expect(report.totals.takings_online).toBe(84.13);

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
    expect(owner.totals.labour).toBe(0);
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
    expect(lines[3]).toMatch(/^2024-03;69,13;0,00;69,13;3;/);
    expect(lines[13]).toMatch(/^Totale;74,13;/);
  });

  it("is the month's figures in English with commas between fields", async () => {
    const res = await get('/api/reports/export?year=2024&month=2024-03&language=en', team.owner);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Figures,Online takings,79.13');
    expect(res.headers['content-disposition']).toContain('numeri-2024-03.csv');
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
