import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { buildTestApp, loginAs, loginDemoTeam, type TestApp } from '../../test/build-test-app';

let t: TestApp;
type Headers = Record<string, string>;
let owner: Headers;
let manager: Headers;
let staff: Headers;
let admin: Headers;
let otherOwner: Headers;
let demo: { businessId: number; trattoriaId: number };
let osteriaId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const o = await loginAs(t.app, DEMO.users.owner);
  owner = o.headers;
  demo = { businessId: o.body.business.id, trattoriaId: o.body.restaurant.id };
  ({ manager, staff, admin } = await loginDemoTeam(t.app));
  const other = await loginAs(t.app, DEMO.users.otherOwner);
  otherOwner = other.headers;
  osteriaId = other.body.restaurant.id;
});
afterAll(() => t.close());

const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const send = (
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload: object | undefined,
  headers: Headers,
) => t.app.inject({ method, url, payload, headers });

describe('GET /api/restaurant/', () => {
  it("lists the business's restaurants with paging metadata; admins see every one", async () => {
    const mine = (await get('/api/restaurant/', owner)).json();
    expect(mine).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(mine.items.map((r: { name: string }) => r.name).sort()).toEqual([
      'Pizzeria Demo',
      'Trattoria Demo',
    ]);
    expect(mine.items[0]).toMatchObject({ business_id: demo.businessId, google_connected: false });
    const all = (await get('/api/restaurant/?limit=100', admin)).json();
    expect(all.total).toBe(3);
    const filtered = (await get(`/api/restaurant/?business_id=${demo.businessId}`, admin)).json();
    expect(filtered.total).toBe(2);
  });

  it('searches name, host name and city, and sorts', async () => {
    const byHost = (await get('/api/restaurant/?search=pizzeria.local', owner)).json();
    expect(byHost.items.map((r: { name: string }) => r.name)).toEqual(['Pizzeria Demo']);
    const byCity = (await get('/api/restaurant/?search=firenze', admin)).json();
    expect(byCity.items.map((r: { name: string }) => r.name)).toEqual(['Osteria Altro Gusto']);
    const sorted = (
      await get('/api/restaurant/?orderByColumn=name&orderByType=asc&limit=100', admin)
    ).json();
    expect(sorted.items.map((r: { name: string }) => r.name)).toEqual([
      'Osteria Altro Gusto',
      'Pizzeria Demo',
      'Trattoria Demo',
    ]);
  });

  it("never shows another business's restaurants, even when asked by business_id", async () => {
    const res = (await get(`/api/restaurant/?business_id=${demo.businessId}`, otherOwner)).json();
    expect(res.total).toBe(0);
    const names = (
      await get(`/api/restaurant/names/?business_id=${demo.businessId}`, otherOwner)
    ).json();
    expect(names).toEqual([]);
  });
});

describe('GET /api/restaurant/{id}, names, features', () => {
  it('reads one restaurant with its host names, languages and settings', async () => {
    const res = await get(`/api/restaurant/${demo.trattoriaId}`, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Trattoria Demo',
      hostname: [DEMO.hosts.trattoria],
      language: ['it', 'en'],
      is_trial: true,
      orders_email: '',
    });
  });

  it("answers 404 for another business's restaurant, like an unknown id", async () => {
    const foreign = await get(`/api/restaurant/${osteriaId}`, owner);
    const missing = await get('/api/restaurant/999999', owner);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect((await get(`/api/restaurant/features/${osteriaId}`, owner)).statusCode).toBe(404);
  });

  it('gives id and name pairs for pickers, searchable', async () => {
    const res = (await get('/api/restaurant/names/?search=trat', manager)).json();
    expect(res).toEqual([{ id: demo.trattoriaId, name: 'Trattoria Demo' }]);
  });

  it("lists the features of the restaurant's plan, none once the subscription ended", async () => {
    const live = (await get(`/api/restaurant/features/${demo.trattoriaId}`, staff)).json();
    expect(live).toMatchObject({ plan_code: 'pro', status: 'active' });
    expect(live.features).toEqual(expect.arrayContaining(['website', 'ordering', 'invoices']));
    const starter = (await get(`/api/restaurant/features/${osteriaId}`, otherOwner)).json();
    expect(starter.features).toEqual(['website', 'menu', 'gallery', 'contact']);
    t.clock.advance(400 * 24 * 60 * 60_000);
    const ended = (
      await get(
        `/api/restaurant/features/${osteriaId}`,
        (
          await loginAs(t.app, DEMO.users.otherOwner)
        ).headers,
      )
    ).json();
    expect(ended.features).toEqual([]);
    t.clock.advance(-400 * 24 * 60 * 60_000);
  });
});

describe("the public restaurant's features", () => {
  const DAY_MS = 24 * 60 * 60_000;
  const publicOsteria = async () =>
    (await get(`/api/restaurant/hostname/${DEMO.hosts.osteria}`, {})).json();

  it("are the plan's live features, and go when its period ends, moving the version", async () => {
    const live = await publicOsteria();
    expect(live.features).toEqual(['website', 'menu', 'gallery', 'contact']);
    const poll = (version: string) =>
      get(
        `/api/restaurant/current_version/${DEMO.hosts.osteria}/${encodeURIComponent(version)}`,
        {},
      );
    expect((await poll(live.last_updated)).json().changed).toBe(false);

    // A minute before the seeded year ends the plan is live, and the copy read then is cached.
    const untilPeriodEnd = 365 * DAY_MS - 60_000;
    t.clock.advance(untilPeriodEnd);
    expect((await publicOsteria()).features).toEqual(live.features);
    // Two minutes later, well within the cache's TTL, the period has ended: no write tells the
    // cache, its copy expired with the period.
    t.clock.advance(120_000);
    const ended = await publicOsteria();
    expect(ended.features).toEqual([]);
    expect(Date.parse(ended.last_updated)).toBeGreaterThan(Date.parse(live.last_updated));
    expect(Date.parse(ended.last_updated)).toBeLessThanOrEqual(t.clock.now().getTime());
    const changed = (await poll(live.last_updated)).json();
    expect(changed).toMatchObject({ changed: true, restaurant: { features: [] } });
    expect((await poll(ended.last_updated)).json().changed).toBe(false);

    t.clock.advance(-untilPeriodEnd - 120_000);
    // Travelling back in time is no real clock's move: forget what was read in the future.
    t.app.restaurantCache.clear();
    expect((await publicOsteria()).features).toEqual(live.features);
  });
});

describe('public restaurant reads', () => {
  it('shows the trial restaurant and the logo slider without a session', async () => {
    const trial = await get('/api/restaurant/trial', {});
    expect(trial.json()).toMatchObject({
      name: 'Trattoria Demo',
      hostname: [DEMO.hosts.trattoria],
    });
    expect(trial.json()).not.toHaveProperty('business_id');
    const slider = (await get('/api/restaurant/api/logo-slider', {})).json();
    expect(slider.items.map((i: { name: string }) => i.name)).toEqual([
      'Pizzeria Demo',
      'Trattoria Demo',
    ]);
    expect(slider.items[0]).toEqual({
      name: 'Pizzeria Demo',
      logo_url: null,
      hostname: DEMO.hosts.pizzeria,
    });
  });
});

describe('creating restaurants', () => {
  it('creates one in the caller business with a derived host name, within the plan', async () => {
    const res = await send(
      'POST',
      '/api/restaurant/',
      { name: 'Bistrot Demo', language: ['it', 'en'] },
      owner,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Bistrot Demo',
      business_id: demo.businessId,
      hostname: ['bistrot-demo.localhost'],
      language: ['it', 'en'],
      time_zone: 'Europe/Rome',
    });
    const visible = await get('/api/restaurant/hostname/bistrot-demo.localhost', {});
    expect(visible.statusCode).toBe(200);
  });

  it('refuses a restaurant beyond the plan, a taken host name and a marketing host', async () => {
    const overPlan = await send(
      'POST',
      `/api/restaurant/signup/${(await loginAs(t.app, DEMO.users.otherOwner)).body.business.id}`,
      { name: 'Seconda Osteria' },
      otherOwner,
    );
    expect(overPlan.statusCode).toBe(422);
    expect(overPlan.json().detail).toMatch(/plan allows 1 restaurant/);
    const taken = await send(
      'POST',
      '/api/restaurant/',
      { name: 'X', hostname: DEMO.hosts.osteria },
      owner,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ hostname: 'Already in use' });
    const marketing = await send(
      'POST',
      '/api/restaurant/',
      { name: 'X', hostname: 'localhost' },
      owner,
    );
    expect(marketing.statusCode).toBe(400);
  });

  it('keeps managers and staff from creating, and tenants in their own business', async () => {
    expect((await send('POST', '/api/restaurant/', { name: 'M' }, manager)).statusCode).toBe(403);
    expect((await send('POST', '/api/restaurant/', { name: 'S' }, staff)).statusCode).toBe(403);
    const foreign = await send(
      'POST',
      `/api/restaurant/signup/${demo.businessId}`,
      { name: 'Intruso' },
      otherOwner,
    );
    expect(foreign.statusCode).toBe(404);
    const sneaky = await send(
      'POST',
      '/api/restaurant/',
      { name: 'Intruso', business_id: demo.businessId },
      otherOwner,
    );
    expect(sneaky.statusCode).toBe(404);
  });
});

describe('updating a restaurant', () => {
  it('changes the given fields, keeps the rest, and moves last_updated', async () => {
    const before = (await get(`/api/restaurant/hostname/${DEMO.hosts.trattoria}`, {})).json();
    t.clock.advance(1000);
    const res = await send(
      'PUT',
      `/api/restaurant/${demo.trattoriaId}`,
      {
        description: 'Nuova descrizione',
        instagram_url: 'https://instagram.com/trattoria',
        orders_email: 'ORDINI@demo.test',
      },
      manager,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Trattoria Demo',
      description: 'Nuova descrizione',
      orders_email: 'ordini@demo.test',
      social: {
        instagram_url: 'https://instagram.com/trattoria',
        facebook_url: 'https://www.facebook.com/',
      },
    });
    const after = (await get(`/api/restaurant/hostname/${DEMO.hosts.trattoria}`, {})).json();
    expect(Date.parse(after.last_updated)).toBeGreaterThan(Date.parse(before.last_updated));
  });

  it('removes a social link set to empty and clears one email field', async () => {
    await send('PUT', `/api/restaurant/${demo.trattoriaId}`, { facebook_url: '' }, owner);
    const cleared = await send(
      'PATCH',
      `/api/restaurant/${demo.trattoriaId}/clear-email?field=orders_email`,
      undefined,
      owner,
    );
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().orders_email).toBe('');
    expect(cleared.json().social).not.toHaveProperty('facebook_url');
    const bad = await send(
      'PATCH',
      `/api/restaurant/${demo.trattoriaId}/clear-email?field=name`,
      undefined,
      owner,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('refuses bad values with per-field errors, staff, and other businesses', async () => {
    const bad = await send(
      'PUT',
      `/api/restaurant/${demo.trattoriaId}`,
      {
        theme: { primary_color: 'red' },
        time_zone: 'Mars/Olympus',
        email: 'nope',
        instagram_url: 'javascript:alert(1)',
      },
      owner,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(
      expect.arrayContaining(['theme.primary_color', 'time_zone', 'email', 'instagram_url']),
    );
    expect(
      (await send('PUT', `/api/restaurant/${demo.trattoriaId}`, { name: 'S' }, staff)).statusCode,
    ).toBe(403);
    const foreign = await send(
      'PUT',
      `/api/restaurant/${demo.trattoriaId}`,
      { name: 'Rubato' },
      otherOwner,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await get(`/api/restaurant/${demo.trattoriaId}`, owner)).json().name).toBe(
      'Trattoria Demo',
    );
  });
});

describe("the restaurant's public-site fields", () => {
  it('stores the description in the other languages, cuisines and position', async () => {
    const res = await send(
      'PUT',
      `/api/restaurant/${osteriaId}`,
      {
        description_translations: { en: '  Tuscan cooking ', fr: '' },
        cuisines: ['Toscana', 'Fiorentina'],
        geo: { lat: 43.77, lng: 11.25 },
      },
      otherOwner,
    );
    expect(res.statusCode).toBe(200);
    // An emptied translation is gone: the site falls back to the first language.
    expect(res.json()).toMatchObject({
      description_translations: { en: 'Tuscan cooking' },
      cuisines: ['Toscana', 'Fiorentina'],
      geo: { lat: 43.77, lng: 11.25 },
    });
    expect(res.json().description_translations).not.toHaveProperty('fr');
    const site = (await get(`/api/restaurant/hostname/${DEMO.hosts.osteria}`, {})).json();
    expect(site).toMatchObject({
      description_translations: { en: 'Tuscan cooking' },
      cuisines: ['Toscana', 'Fiorentina'],
    });

    const noPosition = await send('PUT', `/api/restaurant/${osteriaId}`, { geo: null }, otherOwner);
    expect(noPosition.json()).toMatchObject({ geo: null, cuisines: ['Toscana', 'Fiorentina'] });
  });

  it('refuses a translation into the first language or one the restaurant lacks, per field', async () => {
    const res = await send(
      'PUT',
      `/api/restaurant/${osteriaId}`,
      { description_translations: { it: 'Doppione', de: 'Toskanische Küche', en: 'Fine' } },
      otherOwner,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'RULE_BROKEN',
      fields: {
        'description_translations.it': expect.any(String),
        'description_translations.de': expect.any(String),
      },
    });
    expect(res.json().fields).not.toHaveProperty('description_translations.en');
    expect(
      (await get(`/api/restaurant/${osteriaId}`, otherOwner)).json().description_translations,
    ).not.toHaveProperty('it');

    const badShape = await send(
      'PUT',
      `/api/restaurant/${osteriaId}`,
      { description_translations: { xx: 'Nope' }, geo: { lat: 91, lng: 0 }, cuisines: [''] },
      otherOwner,
    );
    expect(badShape.statusCode).toBe(400);
  });
});

describe('deleting a restaurant', () => {
  it('needs the owner and the exact name; the site stops resolving, the record stays', async () => {
    const created = (await send('POST', '/api/restaurant/', { name: 'Da Chiudere' }, owner)).json();
    expect(
      (
        await send(
          'DELETE',
          `/api/restaurant/${created.id}`,
          { confirm_name: 'Da Chiudere' },
          manager,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await send(
          'DELETE',
          `/api/restaurant/${created.id}`,
          { confirm_name: 'Da Chiudere' },
          otherOwner,
        )
      ).statusCode,
    ).toBe(404);
    const wrong = await send(
      'DELETE',
      `/api/restaurant/${created.id}`,
      { confirm_name: 'da chiudere' },
      owner,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields).toHaveProperty('confirm_name');
    expect((await send('DELETE', `/api/restaurant/${created.id}`, {}, owner)).statusCode).toBe(400);
    const ok = await send(
      'DELETE',
      `/api/restaurant/${created.id}`,
      { confirm_name: 'Da Chiudere' },
      owner,
    );
    expect(ok.statusCode).toBe(200);
    expect((await get(`/api/restaurant/hostname/${created.hostname[0]}`, {})).statusCode).toBe(404);
    expect((await get(`/api/restaurant/${created.id}`, owner)).statusCode).toBe(404);
    const again = await send(
      'POST',
      '/api/restaurant/',
      { name: 'Nuovo', hostname: created.hostname[0] },
      owner,
    );
    expect(again.statusCode).toBe(201);
  });
});
