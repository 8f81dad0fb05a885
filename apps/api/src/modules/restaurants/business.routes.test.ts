import { EMPTY_ADDRESS } from '@coperto/shared/common/address.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../db/schema/tenancy';
import { DEMO } from '../../db/seed/demo-seed';
import { buildTestApp, loginAs, loginDemoTeam, type TestApp } from '../../test/build-test-app';

let t: TestApp;
type Headers = Record<string, string>;
let owner: Headers;
let manager: Headers;
let staff: Headers;
let admin: Headers;
let otherOwner: Headers;
let businessId: number;
let otherBusinessId: number;
let url: string;

beforeAll(async () => {
  t = await buildTestApp();
  const signedIn = await loginAs(t.app, DEMO.users.owner);
  businessId = signedIn.body.business.id;
  url = `/api/restaurant/business/${businessId}`;
  ({ owner, manager, staff, admin, otherOwner } = await loginDemoTeam(t.app));
  otherBusinessId = (await loginAs(t.app, DEMO.users.otherOwner)).body.business.id;
});
afterAll(() => t.close());

const get = (path: string, headers: Headers = {}) =>
  t.app.inject({ method: 'GET', url: path, headers });
const put = (path: string, payload: unknown, headers: Headers = {}) =>
  t.app.inject({
    method: 'PUT',
    url: path,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

async function businessRow(id = businessId) {
  const [row] = await t.app.db.select().from(businesses).where(eq(businesses.id, id));
  return row!;
}

/** The stored business minus its update time: what "nothing changed" compares. */
async function storedBusiness(id = businessId) {
  const { updated_at: _updatedAt, ...row } = await businessRow(id);
  return row;
}

describe('GET /api/restaurant/business/{id}', () => {
  it('shows the business to its owner and managers, with only whether a FIC token is set', async () => {
    for (const who of [owner, manager]) {
      const res = await get(url, who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: businessId,
        name: DEMO.business,
        vat_number: '01234567897',
        tax_code: '01234567897',
        address: expect.objectContaining({ state: 'it' }),
        fic_access_token_set: false,
        created_at: expect.any(String),
      });
    }
    expect((await get(url, admin)).statusCode).toBe(200);
  });

  it('is 401 signed out, 403 for staff, 404 for another business and an unknown id', async () => {
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, staff)).statusCode).toBe(403);
    expect((await get(url, otherOwner)).statusCode).toBe(404);
    expect((await get(`/api/restaurant/business/${otherBusinessId}`, owner)).statusCode).toBe(404);
    expect((await get('/api/restaurant/business/999999', owner)).statusCode).toBe(404);
    expect((await get('/api/restaurant/business/abc', owner)).statusCode).toBe(400);
  });
});

describe('PUT /api/restaurant/business/{id}', () => {
  it('saves the fields, normalising the VAT number and tax code; left-out fields stay', async () => {
    const address = { ...EMPTY_ADDRESS, address: 'Via Roma', street_number: '1', city: 'Milano' };
    const res = await put(
      url,
      {
        name: '  Demo Ristorazione S.p.A. ',
        vat_number: 'it 009 058 110 06',
        tax_code: 'rssmra85t10a562s',
        address: { ...address, cap: ' 20121 ', province: 'MI' },
      },
      owner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Demo Ristorazione S.p.A.',
      vat_number: '00905811006',
      tax_code: 'RSSMRA85T10A562S',
      address: { ...address, cap: '20121', province: 'MI', state: 'it' },
    });
    expect(await businessRow()).toMatchObject({
      vat_number: '00905811006',
      tax_code: 'RSSMRA85T10A562S',
    });

    const renamed = await put(url, { name: DEMO.business }, owner);
    expect(renamed.json()).toMatchObject({ name: DEMO.business, vat_number: '00905811006' });

    // A company's codice fiscale is its 11 digits; empty clears it.
    expect((await put(url, { tax_code: '01234567897' }, owner)).json().tax_code).toBe(
      '01234567897',
    );
    expect((await put(url, { tax_code: '' }, owner)).json().tax_code).toBe('');
    expect((await put(url, { vat_number: '01234567897' }, owner)).statusCode).toBe(200);
  });

  it('refuses a wrong check digit or letter with the field named, and changes nothing', async () => {
    const before = await storedBusiness();
    const cases: [object, string][] = [
      [{ vat_number: '01234567890' }, 'vat_number'],
      [{ vat_number: 'IT0123456789' }, 'vat_number'],
      [{ vat_number: 'DE123456789' }, 'vat_number'],
      [{ tax_code: 'RSSMRA85T10A562T' }, 'tax_code'],
      [{ tax_code: '01234567890' }, 'tax_code'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(121) }, 'name'],
      [{ address: { ...EMPTY_ADDRESS, city: 'x'.repeat(101) } }, 'address.city'],
      [{ address: { ...EMPTY_ADDRESS, state: 'italy' } }, 'address.state'],
      [{ fic_access_token: 'short' }, 'fic_access_token'],
      [{ fic_access_token: 'has spaces in the token' }, 'fic_access_token'],
    ];
    for (const [body, field] of cases) {
      const res = await put(url, { name: 'Changed', ...body }, owner);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(Object.keys(res.json().fields), JSON.stringify(body)).toContain(field);
    }
    expect(await storedBusiness()).toEqual(before);
  });

  it('refuses malformed, unknown, hostile and oversized bodies, and changes nothing', async () => {
    const before = await storedBusiness();
    expect((await put(url, '{"name": ', owner)).statusCode).toBe(400);
    expect((await put(url, [{ name: 'List' }], owner)).statusCode).toBe(400);
    expect((await put(url, { name: ['Array'] }, owner)).statusCode).toBe(400);
    expect((await put(url, { vat_number: 1234567897 }, owner)).statusCode).toBe(400);
    const unknown = await put(url, { name: 'X', is_demo: false, id: 7 }, owner);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toBeDefined();
    const injected = await put(url, { vat_number: "0'; DROP TABLE businesses; --" }, owner);
    expect(injected.json().fields).toHaveProperty('vat_number');
    const huge = await put(url, { name: 'X', fic_access_token: 'a'.repeat(1_100_000) }, owner);
    expect(huge.statusCode).toBe(413);
    const tooLong = await put(url, { fic_access_token: 'a'.repeat(2001) }, owner);
    expect(tooLong.json().fields).toHaveProperty('fic_access_token');
    expect(await storedBusiness()).toEqual(before);
  });

  it('keeps the Fatture in Cloud token write-only: sealed, replaced, removed, never shown', async () => {
    const set = await put(url, { fic_access_token: 'a-secret-fic-token-123' }, owner);
    expect(set.statusCode).toBe(200);
    expect(set.json().fic_access_token_set).toBe(true);
    expect(set.body).not.toContain('a-secret-fic-token-123');
    const sealed = (await businessRow()).fic_access_token_encrypted;
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('a-secret-fic-token');
    expect((await get(url, owner)).body).not.toContain('a-secret');

    // Saving the other fields leaves the token as it is.
    expect((await put(url, { name: DEMO.business }, owner)).json().fic_access_token_set).toBe(true);
    expect((await businessRow()).fic_access_token_encrypted).toBe(sealed);

    await put(url, { fic_access_token: 'another-fic-token-456' }, owner);
    expect((await businessRow()).fic_access_token_encrypted).not.toBe(sealed);

    const removed = await put(url, { fic_access_token: null }, owner);
    expect(removed.json().fic_access_token_set).toBe(false);
    expect((await businessRow()).fic_access_token_encrypted).toBeNull();
  });

  it('lets only owners change it: 401, then 403 or 404 whatever the body, before validation', async () => {
    const before = await storedBusiness();
    const bad = { vat_number: 'not a vat number' };
    expect((await put(url, { name: 'X' })).statusCode).toBe(401);
    for (const body of [{ name: 'X' }, bad]) {
      expect((await put(url, body, manager)).statusCode).toBe(403);
      expect((await put(url, body, staff)).statusCode).toBe(403);
      expect((await put(url, body, otherOwner)).statusCode).toBe(404);
      expect(
        (await put(`/api/restaurant/business/${otherBusinessId}`, body, owner)).statusCode,
      ).toBe(404);
    }
    expect(await storedBusiness()).toEqual(before);
    const other = await storedBusiness(otherBusinessId);
    expect(other.name).toBe(DEMO.otherBusiness);
  });
});
