import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { restaurantLanguages, restaurants } from '../../db/schema/tenancy';
import { DEMO } from '../../db/seed/demo-seed';
import { createDiskStorage } from '../../ports/storage/disk-storage';
import { buildTestApp, loginDemoTeam, type TestApp } from '../../test/build-test-app';

type Headers = Record<string, string>;

let t: TestApp;
let mediaRoot: string;
let owner: Headers;
let manager: Headers;
let staff: Headers;
let otherOwner: Headers;
let admin: Headers;
const ids = { trattoria: 0, pizzeria: 0, osteria: 0 };

beforeAll(async () => {
  mediaRoot = await mkdtemp(join(tmpdir(), 'coperto-hosts-media-'));
  t = await buildTestApp({
    env: { MARKETING_HOSTS: 'localhost,127.0.0.1,www.coperto.test' },
    storage: createDiskStorage(mediaRoot),
  });
  ({ owner, manager, staff, otherOwner, admin } = await loginDemoTeam(t.app));
  for (const name of ['trattoria', 'pizzeria', 'osteria'] as const) {
    ids[name] = (await publicView(DEMO.hosts[name])).id;
  }
});
afterAll(async () => {
  await t.close();
  await rm(mediaRoot, { recursive: true, force: true });
});

function post(url: string, payload: object, headers: Headers) {
  return t.app.inject({ method: 'POST', url, payload, headers });
}

/** What a visitor's browser reads; the public read may be cached, so callers wait for changes. */
async function publicView(hostname: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/restaurant/hostname/${hostname}` });
  if (res.statusCode !== 200) throw new Error(`${hostname}: ${res.statusCode}`);
  return res.json();
}

async function publicStatus(hostname: string) {
  return (await t.app.inject({ method: 'GET', url: `/api/restaurant/hostname/${hostname}` }))
    .statusCode;
}

/** The version a visitor's site holds must move to the change's own time. */
async function expectVisitorsSee(hostname: string, lastUpdated: string, before: string) {
  expect(Date.parse(lastUpdated)).toBeGreaterThan(Date.parse(before));
  expect(lastUpdated).toBe(t.clock.now().toISOString());
  await vi.waitFor(async () => expect((await publicView(hostname)).last_updated).toBe(lastUpdated));
}

async function restaurantRow(id: number) {
  const [row] = await t.app.db.select().from(restaurants).where(eq(restaurants.id, id));
  return row!;
}

describe('POST /api/restaurant/hostname', () => {
  it('adds a host name, lower-cased, and moves last_updated', async () => {
    const before = (await publicView(DEMO.hosts.trattoria)).last_updated;
    t.clock.advance(60_000);
    const res = await post(
      '/api/restaurant/hostname/',
      { restaurant_id: ids.trattoria, hostname: '  WWW.Trattoria-Roma.IT ' },
      owner,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.hostname).toEqual([DEMO.hosts.trattoria, 'www.trattoria-roma.it']);
    expect(body).toHaveProperty('business_id');
    await expectVisitorsSee(DEMO.hosts.trattoria, body.last_updated, before);
    expect((await publicView('www.trattoria-roma.it')).name).toBe('Trattoria Demo');
  });

  it.each([
    ['an underscore', 'bad_host.it'],
    ['a label starting with a hyphen', '-x.it'],
    ['a label ending with a hyphen', 'x-.it'],
    ['an empty label', 'a..b'],
    ['an IP address', '1.2.3.4'],
    ['more than 253 characters', `${`${'a'.repeat(59)}.`.repeat(5)}it`],
    ['a label longer than 63', `${'a'.repeat(64)}.it`],
    ['a single label (the marketing host)', 'localhost'],
    ['a path', 'x.it/admin'],
    ['a scheme', 'https://x.it'],
    ['a space', 'my host.it'],
    ['nothing', ''],
  ])('refuses %s with 400 and changes nothing', async (_, hostname) => {
    const res = await post(
      '/api/restaurant/hostname',
      { restaurant_id: ids.trattoria, hostname },
      owner,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.json().fields).toHaveProperty('hostname');
    expect((await publicView(DEMO.hosts.trattoria)).hostname).toEqual([
      DEMO.hosts.trattoria,
      'www.trattoria-roma.it',
    ]);
  });

  it('refuses a marketing host name', async () => {
    const res = await post(
      '/api/restaurant/hostname',
      { restaurant_id: ids.trattoria, hostname: 'WWW.coperto.test' },
      owner,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', fields: { hostname: 'Reserved' } });
  });

  it('refuses a taken host name with 409, whoever holds it', async () => {
    for (const hostname of [
      DEMO.hosts.trattoria, // this restaurant
      DEMO.hosts.pizzeria, // another restaurant of the business
      DEMO.hosts.osteria, // another business, which the caller cannot even see
      'Osteria.LOCALHOST:8080',
    ]) {
      const res = await post(
        '/api/restaurant/hostname',
        { restaurant_id: ids.trattoria, hostname },
        owner,
      );
      expect(res.statusCode, hostname).toBe(409);
      expect(res.json()).toEqual({
        code: 'CONFLICT',
        detail: `The host name ${hostname.toLowerCase().replace(/:\d+$/, '')} is already in use`,
        fields: { hostname: 'Already in use' },
      });
    }
    expect((await publicView(DEMO.hosts.osteria)).name).toBe('Osteria Altro Gusto');
  });
});

describe('POST /api/restaurant/hostname/delete', () => {
  it('removes a host name, which then stops resolving, and moves last_updated', async () => {
    const added = await post(
      '/api/restaurant/hostname',
      { restaurant_id: ids.pizzeria, hostname: 'second.pizzeria.test' },
      owner,
    );
    expect(added.statusCode).toBe(200);
    const before = added.json().last_updated;
    t.clock.advance(60_000);
    const res = await post(
      '/api/restaurant/hostname/delete/',
      { restaurant_id: ids.pizzeria, hostname: 'SECOND.pizzeria.test' },
      owner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().hostname).toEqual([DEMO.hosts.pizzeria]);
    await expectVisitorsSee(DEMO.hosts.pizzeria, res.json().last_updated, before);
    await vi.waitFor(async () => expect(await publicStatus('second.pizzeria.test')).toBe(404));
  });

  it('refuses to delete the last host name with 422', async () => {
    const res = await post(
      '/api/restaurant/hostname/delete',
      { restaurant_id: ids.pizzeria, hostname: DEMO.hosts.pizzeria },
      owner,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'RULE_BROKEN',
      fields: { hostname: 'The last host name' },
    });
    expect((await publicView(DEMO.hosts.pizzeria)).hostname).toEqual([DEMO.hosts.pizzeria]);
  });

  it("answers 404 for a host name the restaurant does not have, even another's", async () => {
    const res = await post(
      '/api/restaurant/hostname/delete',
      { restaurant_id: ids.pizzeria, hostname: DEMO.hosts.osteria },
      owner,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', detail: 'Host name not found' });
    expect((await publicView(DEMO.hosts.osteria)).name).toBe('Osteria Altro Gusto');
  });
});

describe('POST /api/restaurant/language', () => {
  async function languagesInDatabase(restaurantId: number) {
    return t.app.db
      .select({ language: restaurantLanguages.language, position: restaurantLanguages.position })
      .from(restaurantLanguages)
      .where(eq(restaurantLanguages.restaurant_id, restaurantId))
      .orderBy(asc(restaurantLanguages.position));
  }
  const add = (body: object) =>
    post('/api/restaurant/language/', { restaurant_id: ids.pizzeria, ...body }, owner);
  const remove = (language: string) =>
    post('/api/restaurant/language/delete/', { restaurant_id: ids.pizzeria, language }, owner);

  it('adds at the end by default and moves last_updated', async () => {
    const before = (await publicView(DEMO.hosts.pizzeria)).last_updated;
    t.clock.advance(60_000);
    const res = await add({ language: 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json().language).toEqual(['it', 'en', 'de', 'fr']);
    await expectVisitorsSee(DEMO.hosts.pizzeria, res.json().last_updated, before);
  });

  it('inserts at a position, keeps the order, and position 0 makes it the default', async () => {
    expect((await add({ language: 'es', position: 1 })).json().language).toEqual([
      'it',
      'es',
      'en',
      'de',
      'fr',
    ]);
    expect((await add({ language: 'pt', position: 0 })).json().language).toEqual([
      'pt',
      'it',
      'es',
      'en',
      'de',
      'fr',
    ]);
    expect((await add({ language: 'nl', position: 20 })).json().language.at(-1)).toBe('nl');
    expect(await languagesInDatabase(ids.pizzeria)).toEqual(
      ['pt', 'it', 'es', 'en', 'de', 'fr', 'nl'].map((language, position) => ({
        language,
        position,
      })),
    );
  });

  it('moves a language already in the list when a position is given', async () => {
    const res = await add({ language: 'it', position: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json().language).toEqual(['it', 'pt', 'es', 'en', 'de', 'fr', 'nl']);
  });

  it('refuses a duplicate with 409 and an unsupported code with 400', async () => {
    const duplicate = await add({ language: 'en' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'CONFLICT',
      fields: { language: 'Already in the list' },
    });
    for (const language of ['xx', 'IT', 'eng', '']) {
      const res = await add({ language });
      expect(res.statusCode, language).toBe(400);
      expect(res.json().fields).toHaveProperty('language');
    }
    for (const position of [-1, 1.5, 1000, '1']) {
      expect((await add({ language: 'sv', position })).statusCode, String(position)).toBe(400);
    }
    expect((await publicView(DEMO.hosts.pizzeria)).language).toHaveLength(7);
  });

  it('deletes a language, keeping the order and positions 0..n-1, and moves last_updated', async () => {
    const before = (await publicView(DEMO.hosts.pizzeria)).last_updated;
    t.clock.advance(60_000);
    const res = await remove('es');
    expect(res.statusCode).toBe(200);
    expect(res.json().language).toEqual(['it', 'pt', 'en', 'de', 'fr', 'nl']);
    await expectVisitorsSee(DEMO.hosts.pizzeria, res.json().last_updated, before);
    expect((await remove('it')).json().language).toEqual(['pt', 'en', 'de', 'fr', 'nl']);
    expect(await languagesInDatabase(ids.pizzeria)).toEqual(
      ['pt', 'en', 'de', 'fr', 'nl'].map((language, position) => ({ language, position })),
    );
    expect((await remove('ja')).statusCode).toBe(404);
  });

  it('refuses to delete the last language with 422', async () => {
    for (const language of ['pt', 'en', 'de', 'fr']) {
      expect((await remove(language)).statusCode).toBe(200);
    }
    const res = await remove('nl');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'RULE_BROKEN',
      fields: { language: 'The last language' },
    });
    expect((await publicView(DEMO.hosts.pizzeria)).language).toEqual(['nl']);
  });
});

describe('POST /api/restaurant/unique_id', () => {
  it('sets the public key, keeps the media prefix (and so the media) and moves last_updated', async () => {
    const row = await restaurantRow(ids.trattoria);
    const logoKey = `${row.media_prefix}/logo.webp`;
    await t.app.storage.put(logoKey, Buffer.from('logo'), 'image/webp');
    const before = (await publicView(DEMO.hosts.trattoria)).last_updated;
    t.clock.advance(60_000);
    const res = await post(
      '/api/restaurant/unique_id/',
      { restaurant_id: ids.trattoria, unique_id: ' Trattoria-Roma ' },
      owner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().public_key).toBe('trattoria-roma');
    await expectVisitorsSee(DEMO.hosts.trattoria, res.json().last_updated, before);
    const after = await restaurantRow(ids.trattoria);
    expect(after.public_key).toBe('trattoria-roma');
    expect(after.media_prefix).toBe(row.media_prefix);
    expect((await t.app.storage.get(logoKey))?.body.toString()).toBe('logo');
  });

  it('answers the restaurant unchanged when the key is already its own', async () => {
    const before = (await restaurantRow(ids.trattoria)).last_updated;
    t.clock.advance(60_000);
    const res = await post(
      '/api/restaurant/unique_id',
      { restaurant_id: ids.trattoria, unique_id: 'trattoria-roma' },
      owner,
    );
    expect(res.statusCode).toBe(200);
    expect((await restaurantRow(ids.trattoria)).last_updated).toEqual(before);
  });

  it('refuses a key taken in the business or in another business with 409', async () => {
    const taken = await post(
      '/api/restaurant/unique_id',
      { restaurant_id: ids.pizzeria, unique_id: 'trattoria-roma' },
      owner,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'CONFLICT',
      detail: 'The id trattoria-roma is already in use',
      fields: { unique_id: 'Already in use' },
    });
    const osteria = await post(
      '/api/restaurant/unique_id',
      { restaurant_id: ids.osteria, unique_id: 'osteria-altro-gusto' },
      otherOwner,
    );
    expect(osteria.statusCode).toBe(200);
    const fromOtherBusiness = await post(
      '/api/restaurant/unique_id',
      { restaurant_id: ids.pizzeria, unique_id: 'osteria-altro-gusto' },
      owner,
    );
    expect(fromOtherBusiness.statusCode).toBe(409);
  });

  it.each([
    'ab',
    '-pizzeria',
    'pizzeria demo',
    'pizzeria_demo',
    'pizzeria/demo',
    'pizzéria',
    'a'.repeat(64),
    '',
  ])('refuses %j with 400', async (unique_id) => {
    const res = await post(
      '/api/restaurant/unique_id',
      { restaurant_id: ids.pizzeria, unique_id },
      owner,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('unique_id');
  });
});

describe('who may change host names, languages and the public key', () => {
  const calls = (restaurant_id: number) =>
    [
      ['/api/restaurant/hostname', { restaurant_id, hostname: 'probe.example.it' }],
      ['/api/restaurant/hostname/delete', { restaurant_id, hostname: DEMO.hosts.trattoria }],
      ['/api/restaurant/language', { restaurant_id, language: 'ja' }],
      ['/api/restaurant/language/delete', { restaurant_id, language: 'en' }],
      ['/api/restaurant/unique_id', { restaurant_id, unique_id: 'probe-key' }],
    ] as const;

  it('lets a manager make changes', async () => {
    const res = await post(
      '/api/restaurant/hostname',
      { restaurant_id: ids.trattoria, hostname: 'manager.trattoria.test' },
      manager,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().hostname).toContain('manager.trattoria.test');
  });

  it('refuses staff with 403 and anonymous callers with 401, whatever the body', async () => {
    for (const [url, body] of calls(ids.trattoria)) {
      expect((await post(url, body, staff)).statusCode, url).toBe(403);
      expect((await post(url, { nonsense: true }, staff)).statusCode, url).toBe(403);
      expect((await post(url, body, {})).statusCode, url).toBe(401);
    }
  });

  it("answers 404 for another business's restaurant and changes nothing", async () => {
    const before = await publicView(DEMO.hosts.trattoria);
    const rowBefore = await restaurantRow(ids.trattoria);
    t.clock.advance(60_000);
    for (const [url, body] of calls(ids.trattoria)) {
      const res = await post(url, body, otherOwner);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', detail: 'Restaurant not found' });
    }
    // Even a host name that is taken answers 404, so nothing can be learned by probing.
    const probe = await post(
      '/api/restaurant/hostname',
      { restaurant_id: ids.trattoria, hostname: DEMO.hosts.osteria },
      otherOwner,
    );
    expect(probe.statusCode).toBe(404);
    expect(await publicView(DEMO.hosts.trattoria)).toEqual(before);
    expect(await restaurantRow(ids.trattoria)).toEqual(rowBefore);
    expect(await publicStatus('probe.example.it')).toBe(404);
  });

  it('answers 404 for a restaurant that does not exist', async () => {
    for (const [url, body] of calls(999_999)) {
      expect((await post(url, body, owner)).statusCode, url).toBe(404);
    }
  });

  it("lets the platform admin change any business's restaurant", async () => {
    const res = await post(
      '/api/restaurant/language',
      { restaurant_id: ids.osteria, language: 'de', position: 1 },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().language).toEqual(['it', 'de', 'en', 'fr']);
  });
});
