import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppliers } from '../../db/schema/expenses';
import { buildTestApp, loginDemoTeam, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;

beforeAll(async () => {
  t = await buildTestApp();
  team = await loginDemoTeam(t.app);
});
afterAll(() => t.close());

const VALID = {
  name: 'Caseificio Rossi',
  vat_number: 'IT 012 345 678 97',
  tax_code: '01234567897',
  description: 'Mozzarella e ricotta',
  phone_number: '+39 06 1234567',
  email: 'Ordini@Caseificio.test',
  address: 'Via Roma 1, Roma',
  iban: 'IT60 X054 2811 1010 0000 0123 456',
  notes: 'Consegna il martedì',
};

function create(headers: Record<string, string>, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/suppliers',
    headers,
    payload: payload as object,
  });
}

async function supplierCount() {
  const [row] = await t.database.db.select({ n: count() }).from(suppliers);
  return row!.n;
}

describe('suppliers', () => {
  it('an owner adds a supplier: VAT number and IBAN stored compact, email lower case', async () => {
    const res = await create(team.owner, VALID);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Caseificio Rossi',
      vat_number: '01234567897',
      iban: 'IT60X0542811101000000123456',
      email: 'ordini@caseificio.test',
    });
    const read = await t.app.inject({
      url: `/api/suppliers/${res.json().id}`,
      headers: team.manager,
    });
    expect(read.statusCode).toBe(200);
  });

  it('a manager adds and changes one; a change keeps the fields not sent', async () => {
    const made = await create(team.manager, { name: 'Forno Bianchi' });
    expect(made.statusCode).toBe(201);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/suppliers/${made.json().id}`,
      headers: team.manager,
      payload: { phone_number: '06 555 1234' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Forno Bianchi', phone_number: '06 555 1234' });
  });

  it('refuses a missing name, a wrong check digit, a bad IBAN, hostile and oversized text, on their fields', async () => {
    const before = await supplierCount();
    const cases: [unknown, string][] = [
      [{ ...VALID, name: '' }, 'name'],
      [{ ...VALID, name: undefined }, 'name'],
      [{ ...VALID, vat_number: '01234567898' }, 'vat_number'],
      [{ ...VALID, tax_code: 'RSSMRA80A01H501X' }, 'tax_code'],
      [{ ...VALID, iban: 'IT60X0542811101000000123457' }, 'iban'],
      [{ ...VALID, email: 'not-an-email' }, 'email'],
      [{ ...VALID, phone_number: '<script>' }, 'phone_number'],
      [{ ...VALID, name: 'x'.repeat(121) }, 'name'],
      [{ ...VALID, notes: 'x'.repeat(2001) }, 'notes'],
      [{ ...VALID, business_id: 2 }, 'business_id'],
    ];
    for (const [payload, field] of cases) {
      const res = await create(team.owner, payload);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), field).toContain(field);
    }
    for (const payload of ['not json', '[]', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/suppliers',
        headers: { ...team.owner, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    expect(await supplierCount()).toBe(before);
  });

  it('accepts a foreign EU VAT number, not a made-up Italian one', async () => {
    const foreign = await create(team.owner, { name: 'Weingut Müller', vat_number: 'DE123456789' });
    expect(foreign.statusCode).toBe(201);
    expect((await create(team.owner, { name: 'X', vat_number: 'IT123' })).statusCode).toBe(400);
  });

  it('lists and searches with totals; staff and strangers are kept out', async () => {
    const list = await t.app.inject({
      url: '/api/suppliers?search=caseificio',
      headers: team.owner,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((s: { name: string }) => s.name)).toContain('Caseificio Rossi');
    expect(list.json().items[0].totals).toEqual(
      expect.objectContaining({ expenses_count: expect.any(Number) }),
    );
    expect((await t.app.inject({ url: '/api/suppliers', headers: team.staff })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/suppliers' })).statusCode).toBe(401);
  });

  it('another business cannot read, change or delete the supplier: 404, nothing changed', async () => {
    const made = (await create(team.owner, { name: 'Solo nostro' })).json();
    const url = `/api/suppliers/${made.id}`;
    expect((await t.app.inject({ url, headers: team.otherOwner })).statusCode).toBe(404);
    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers: team.otherOwner,
      payload: { name: 'Rubato' },
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: team.otherOwner })).statusCode,
    ).toBe(404);
    const list = await t.app.inject({ url: '/api/suppliers?limit=100', headers: team.otherOwner });
    expect(list.json().items.some((s: { id: number }) => s.id === made.id)).toBe(false);
    const [row] = await t.database.db.select().from(suppliers).where(eq(suppliers.id, made.id));
    expect(row!.name).toBe('Solo nostro');
  });

  it('deletes a supplier without expenses', async () => {
    const made = (await create(team.owner, { name: 'Da cancellare' })).json();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/suppliers/${made.id}`,
      headers: team.owner,
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/suppliers/${made.id}`, headers: team.owner })).statusCode,
    ).toBe(404);
  });
});
