import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calendarDayIn } from '@coperto/shared/expenses/expense-amounts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenses } from '../../db/schema/expenses';
import { createDiskStorage } from '../../ports/storage/disk-storage';
import {
  buildTestApp,
  demoRestaurantIds,
  loginDemoTeam,
  type TestApp,
} from '../../test/build-test-app';

let t: TestApp;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
let ids: Awaited<ReturnType<typeof demoRestaurantIds>>;
let storageRoot: string;
let supplierId: number;
let otherSupplierId: number;
let categories: { id: number; key: string | null; name: string }[];
let today: string;
let year: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  storageRoot = await mkdtemp(join(tmpdir(), 'coperto-expenses-'));
  t = await buildTestApp({ storage: createDiskStorage(storageRoot) });
  team = await loginDemoTeam(t.app);
  ids = await demoRestaurantIds(t.app);
  today = calendarDayIn(t.clock.now(), 'Europe/Rome');
  year = today.slice(0, 4);
  const supplier = await t.app.inject({
    method: 'POST',
    url: '/api/suppliers',
    headers: team.owner,
    payload: { name: 'Ortofrutta Verdi' },
  });
  supplierId = supplier.json().id;
  const other = await t.app.inject({
    method: 'POST',
    url: '/api/suppliers',
    headers: team.otherOwner,
    payload: { name: "Fornitore dell'altra" },
  });
  otherSupplierId = other.json().id;
  categories = (await t.app.inject({ url: '/api/expense-categories', headers: team.owner })).json()
    .items;
});
afterAll(async () => {
  await t.close();
  await rm(storageRoot, { recursive: true, force: true });
});

const food = () => categories.find((c) => c.key === 'food')!.id;

function expenseBody(changes: Record<string, unknown> = {}) {
  return {
    restaurant_id: ids.trattoria,
    supplier_id: supplierId,
    category_id: food(),
    invoice_number: 'FT 123/2026',
    description: 'Verdura di stagione',
    amount: 100,
    vat_rate_code: 'IT10',
    date_created: `${year}-01-15`,
    ...changes,
  };
}

function create(headers: Record<string, string>, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/expenses',
    headers,
    payload: payload as object,
  });
}

async function expenseCount() {
  const [row] = await t.database.db.select({ n: count() }).from(expenses);
  return row!.n;
}

describe('categories and rates', () => {
  it('a business starts with the seven default categories, and adds its own', async () => {
    expect(categories.map((c) => c.key)).toEqual([
      'food',
      'beverage',
      'utilities',
      'rent',
      'staff',
      'maintenance',
      'other',
    ]);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/expense-categories',
      headers: team.owner,
      payload: { name: 'Pulizie' },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ key: null, name: 'Pulizie', active: true });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/expense-categories',
      headers: team.owner,
      payload: { name: 'pulizie' },
    });
    expect(again.statusCode).toBe(409);
    // Another business cannot rename it.
    const theirs = await t.app.inject({
      method: 'PUT',
      url: `/api/expense-categories/${made.json().id}`,
      headers: team.otherOwner,
      payload: { name: 'Rubata' },
    });
    expect(theirs.statusCode).toBe(404);
    // Nothing to change is a mistake (400); the same name saved again is the category as it is.
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/expense-categories/${made.json().id}`,
        headers: team.owner,
        payload,
      });
    expect((await put({})).statusCode).toBe(400);
    const unchanged = await put({ name: 'Pulizie' });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toEqual(made.json());
  });

  it('lists the VAT rates as data', async () => {
    const res = await t.app.inject({ url: '/api/expenses/vat-rates', headers: team.manager });
    expect(res.json().items.map((r: { rate: number }) => r.rate)).toEqual([22, 10, 5, 4, 0]);
  });
});

describe('recording expenses', () => {
  it('computes VAT and gross from the net and the rate', async () => {
    const res = await create(team.owner, expenseBody());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      amount: 100,
      vat_rate: 10,
      amount_vat: 10,
      amount_gross: 110,
      supplier_name: 'Ortofrutta Verdi',
      category_key: 'food',
      paid: false,
      status: 'unpaid',
    });
  });

  it('splits a gross at the rate, and takes three amounts that add up', async () => {
    const split = await create(
      team.manager,
      expenseBody({ amount: null, amount_gross: 10, vat_rate_code: 'IT22' }),
    );
    expect(split.json()).toMatchObject({ amount: 8.2, amount_vat: 1.8, amount_gross: 10 });
    const mixed = await create(
      team.owner,
      expenseBody({ amount: 100, amount_vat: 14.5, amount_gross: 114.5, vat_rate_code: null }),
    );
    expect(mixed.statusCode).toBe(201);
    expect(mixed.json()).toMatchObject({ vat_rate: null, amount_vat: 14.5 });
  });

  it('refuses VAT that does not add up, negative amounts, other centuries, unknown rates and others’ suppliers: nothing written', async () => {
    const before = await expenseCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amount: 100, amount_vat: 22, amount_gross: 122.01 }, 422, 'amount_gross'],
      [{ amount: -1 }, 400, 'amount'],
      [{ amount: 10.001 }, 400, 'amount'],
      [{ amount: null, vat_rate_code: null, amount_gross: null }, 422, 'amount_gross'],
      [{ amount: 100, amount_gross: 90, vat_rate_code: null }, 422, 'amount_vat'],
      [{ date_created: '1925-01-15' }, 400, 'date_created'],
      [{ date_created: '2125-01-15' }, 400, 'date_created'],
      [{ expiry_date: `${year}-01-01` }, 400, 'expiry_date'],
      [{ vat_rate_code: 'IT99' }, 400, 'vat_rate_code'],
      [{ supplier_id: otherSupplierId }, 400, 'supplier_id'],
      [{ restaurant_id: ids.osteria }, 400, 'restaurant_id'],
      [{ category_id: 999_999 }, 400, 'category_id'],
      [{ business_id: 2 }, 400, 'business_id'],
      [{ description: 'x'.repeat(501) }, 400, 'description'],
      [{ amount: 'cento' }, 400, 'amount'],
      [{ amount: 1e12 }, 400, 'amount'],
    ];
    for (const [changes, status, field] of cases) {
      const res = await create(team.owner, expenseBody(changes));
      expect(res.statusCode, JSON.stringify(changes)).toBe(status);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(changes)).toContain(field);
    }
    expect(await expenseCount()).toBe(before);
  });

  it('keeps hostile text as text', async () => {
    const res = await create(
      team.owner,
      expenseBody({
        description: '<img src=x onerror=alert(1)>',
        invoice_number: "'; drop table expenses; --",
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().description).toBe('<img src=x onerror=alert(1)>');
  });

  it('staff and another business cannot record, read, change or delete', async () => {
    const made = (await create(team.owner, expenseBody())).json();
    expect((await create(team.staff, expenseBody())).statusCode).toBe(403);
    expect((await create(team.otherOwner, expenseBody())).statusCode).toBe(400);
    const url = `/api/expenses/${made.id}`;
    expect((await t.app.inject({ url, headers: team.otherOwner })).statusCode).toBe(404);
    expect((await t.app.inject({ url, headers: team.staff })).statusCode).toBe(403);
    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers: team.otherOwner,
      payload: { paid_on: today },
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: team.otherOwner })).statusCode,
    ).toBe(404);
    const [row] = await t.database.db.select().from(expenses).where(eq(expenses.id, made.id));
    expect(row!.paid_on).toBeNull();
  });
});

describe('paying, listing, the home glance and the CSV', () => {
  it('marks an expense paid, and a gross change recomputes the net', async () => {
    const made = (await create(team.owner, expenseBody({ expiry_date: `${year}-02-15` }))).json();
    const paid = await t.app.inject({
      method: 'PUT',
      url: `/api/expenses/${made.id}`,
      headers: team.manager,
      payload: { paid_on: today },
    });
    expect(paid.json()).toMatchObject({ paid: true, paid_on: today, status: 'paid', amount: 100 });
    const regross = await t.app.inject({
      method: 'PUT',
      url: `/api/expenses/${made.id}`,
      headers: team.owner,
      payload: { amount_gross: 220 },
    });
    expect(regross.json()).toMatchObject({ amount: 200, amount_vat: 20, amount_gross: 220 });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/expenses/${made.id}`,
      headers: team.owner,
      payload: { amount: 1, amount_vat: 1, amount_gross: 1 },
    });
    expect(bad.statusCode).toBe(422);
    const [row] = await t.database.db.select().from(expenses).where(eq(expenses.id, made.id));
    expect(row!.amount_gross_cents).toBe(22_000);
  });

  it('lists the current year by default, with filters and totals', async () => {
    await create(
      team.owner,
      expenseBody({ date_created: `${Number(year) - 1}-06-01`, description: 'Anno scorso' }),
    );
    const list = await t.app.inject({ url: '/api/expenses?limit=100', headers: team.owner });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.from).toBe(`${year}-01-01`);
    expect(body.items.every((e: { date_created: string }) => e.date_created.startsWith(year))).toBe(
      true,
    );
    const sum = body.items.reduce(
      (s: number, e: { amount_gross: number }) => s + e.amount_gross,
      0,
    );
    expect(body.totals.amount_gross).toBeCloseTo(sum, 2);
    expect(body.totals.amount + body.totals.amount_vat).toBeCloseTo(body.totals.amount_gross, 2);
    const paid = await t.app.inject({
      url: `/api/expenses?status=paid&supplier_id=${supplierId}`,
      headers: team.owner,
    });
    expect(paid.json().items.every((e: { paid: boolean }) => e.paid)).toBe(true);
    const lastYear = await t.app.inject({
      url: `/api/expenses?from=${Number(year) - 1}-01-01&to=${Number(year) - 1}-12-31`,
      headers: team.owner,
    });
    expect(lastYear.json().items.map((e: { description: string }) => e.description)).toEqual([
      'Anno scorso',
    ]);
    for (const query of [
      'status=lost',
      'from=1900-01-01',
      'limit=1000',
      'supplier_id=abc',
      'x=1',
    ]) {
      const res = await t.app.inject({ url: `/api/expenses?${query}`, headers: team.owner });
      expect(res.statusCode, query).toBe(400);
    }
    const other = await t.app.inject({ url: '/api/expenses', headers: team.otherOwner });
    expect(
      other.json().items.some((e: { supplier_id: number }) => e.supplier_id === supplierId),
    ).toBe(false);
  });

  it('the home glance counts the overdue and those due this week', async () => {
    const before = (await t.app.inject({ url: '/api/expenses/due', headers: team.owner })).json();
    const yesterday = new Date(`${today}T00:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    const inThree = new Date(`${today}T00:00:00Z`);
    inThree.setUTCDate(inThree.getUTCDate() + 3);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    await create(
      team.owner,
      expenseBody({ date_created: day(yesterday), expiry_date: day(yesterday), amount: 50 }),
    );
    await create(
      team.owner,
      expenseBody({ date_created: today, expiry_date: day(inThree), amount: 20 }),
    );
    const due = (await t.app.inject({ url: '/api/expenses/due', headers: team.manager })).json();
    expect(due.overdue.count).toBe(before.overdue.count + 1);
    expect(due.due_soon.count).toBe(before.due_soon.count + 1);
    expect(due.items[0].status).toBe('overdue');
  });

  it('exports the filtered expenses as an Italian CSV, formulas defused', async () => {
    await create(team.owner, expenseBody({ description: '=HYPERLINK("http://x")' }));
    const res = await t.app.inject({ url: '/api/expenses/export', headers: team.owner });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain('Data;Scadenza;Pagata il');
    expect(res.body).toContain('Alimentari');
    expect(res.body).toContain("'=HYPERLINK");
    expect(res.body).not.toContain('Anno scorso');
    const en = await t.app.inject({ url: '/api/expenses/export?language=en', headers: team.owner });
    expect(en.body).toContain('Date,Due,Paid on');
  });
});

describe("the supplier's invoice file", () => {
  it('attaches a PDF, downloads it for the business only, and replaces it with a photo', async () => {
    const made = (await create(team.owner, expenseBody())).json();
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/expenses/${made.id}/invoice?name=${encodeURIComponent('fattura marzo.pdf')}`,
      headers: { ...team.owner, 'content-type': 'application/pdf' },
      payload: PDF,
    });
    expect(upload.statusCode).toBe(201);
    expect(upload.json().invoice_file).toMatchObject({
      name: 'fattura marzo.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
    });
    const url = `/api/expenses/${made.id}/invoice`;
    const download = await t.app.inject({ url, headers: team.manager });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await t.app.inject({ url, headers: team.otherOwner })).statusCode).toBe(404);
    expect((await t.app.inject({ url, headers: team.staff })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(32),
    ]);
    const replaced = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...team.owner, 'content-type': 'image/png' },
      payload: png,
    });
    expect(replaced.json().invoice_file.content_type).toBe('image/png');
    const removed = await t.app.inject({ method: 'DELETE', url, headers: team.owner });
    expect(removed.json().invoice_file).toBeNull();
    expect((await t.app.inject({ url, headers: team.owner })).statusCode).toBe(404);
  });

  it('refuses what is not a PDF or a photo, an empty file, an oversized one and another business', async () => {
    const made = (await create(team.owner, expenseBody())).json();
    const url = `/api/expenses/${made.id}/invoice`;
    const post = (headers: Record<string, string>, payload: Buffer) =>
      t.app.inject({ method: 'POST', url, headers, payload });
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect(
      (await post({ ...team.owner, 'content-type': 'application/pdf' }, html)).statusCode,
    ).toBe(415);
    expect((await post({ ...team.owner, 'content-type': 'text/html' }, html)).statusCode).toBe(415);
    expect(
      (await post({ ...team.owner, 'content-type': 'application/pdf' }, Buffer.alloc(0)))
        .statusCode,
    ).toBeGreaterThanOrEqual(400);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await post({ ...team.owner, 'content-type': 'application/pdf' }, big)).statusCode).toBe(
      413,
    );
    expect(
      (await post({ ...team.otherOwner, 'content-type': 'application/pdf' }, PDF)).statusCode,
    ).toBe(404);
    const [row] = await t.database.db.select().from(expenses).where(eq(expenses.id, made.id));
    expect(row!.invoice_key).toBeNull();
  });
});
