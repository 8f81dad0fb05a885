import {
  type Menu,
  PublicMenuResponseSchema,
  PublicMenusResponseSchema,
} from '@coperto/shared/menus/menu.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../db/schema/tenancy';
import { DEMO } from '../../db/seed/demo-seed';
import { AppError } from '../../shared/app-error';
import { buildTestApp, loginAs, type TestApp } from '../../test/build-test-app';
import { demoRestaurantIds, outline, storedMenuNamed } from '../../test/menus';
import { publicReadContextOf } from '../../test/service-context';
import { getPublicMenuByHashedId, getPublicMenusOfRestaurant } from './public-menus.service';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoRestaurantIds>>;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await demoRestaurantIds(t.app);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe("a restaurant's menus, as guests read them", () => {
  it('answers the active menus whole, in order, and hides the inactive one', async () => {
    const res = await get(`/api/restaurant/${ids.trattoria}/menus`);
    expect(res.statusCode).toBe(200);
    const { menus } = PublicMenusResponseSchema.parse(res.json());
    expect(menus.map((m) => m.name)).toEqual([
      { it: 'Menù alla carta', en: 'À la carte menu' },
      { it: 'Pranzo di lavoro', en: 'Business lunch' },
      { it: 'Vini e bevande', en: 'Wines and drinks' },
    ]);
    const [aLaCarte, lunch] = menus as [Menu, Menu];
    expect(aLaCarte.sections.map((s) => s.name.it)).toEqual([
      'Antipasti',
      'Primi',
      'Secondi',
      'Contorni',
      'Dolci',
    ]);
    expect(aLaCarte.sections[0]!.items[0]).toMatchObject({
      name: { it: 'Vitello tonnato', en: 'Vitello tonnato' },
      price: 13,
      allergens: ['fish', 'eggs'],
      available: true,
      image_url: null,
    });
    const carbonara = aLaCarte.sections[1]!.items.find((i) => i.name.it?.includes('carbonara'))!;
    expect(carbonara.variants).toEqual([
      { name: { it: 'Mezza porzione', en: 'Half portion' }, price: 9 },
      { name: { it: 'Porzione intera', en: 'Full portion' }, price: 13 },
    ]);
    expect(aLaCarte.sections.flatMap((s) => s.items).filter((i) => !i.available)).toHaveLength(2);
    expect(lunch.availability).toEqual({
      days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      from: '12:00',
      to: '15:00',
    });
    expect(menus.every((m) => m.restaurant_id === ids.trattoria && m.active)).toBe(true);
  });

  it("never mixes in another restaurant's menus, even of the same business", async () => {
    const trattoria = (await get(`/api/restaurant/${ids.trattoria}/menus`)).json();
    const pizzeria = (await get(`/api/restaurant/${ids.pizzeria}/menus`)).json();
    const itemIds = (menus: Menu[]) =>
      new Set(menus.flatMap((m) => m.sections.flatMap((s) => s.items.map((i) => i.id))));
    const pizzeriaItems = itemIds(pizzeria.menus);
    expect([...itemIds(trattoria.menus)].some((id) => pizzeriaItems.has(id))).toBe(false);
    expect(pizzeria.menus.map((m: Menu) => m.name.de)).toEqual(['Pizzen']);
    expect(outline(pizzeria.menus[0]).map(([section]) => section)).toEqual([
      'Pizze rosse',
      'Pizze bianche',
      'Fritti',
      'Bevande',
      'Dolci',
    ]);
  });

  it('keeps a missing translation missing: the page falls back to the first language', async () => {
    const { menus } = (await get(`/api/restaurant/${ids.pizzeria}/menus`)).json();
    const desserts = menus[0].sections.at(-1);
    const cannolo = desserts.items.find((i: Menu['sections'][0]['items'][0]) =>
      i.name.it?.startsWith('Cannolo'),
    );
    expect(cannolo.description.de).toBeUndefined();
    expect(cannolo.description.it).toMatch(/ricotta/);
    const margherita = menus[0].sections[0].items[1];
    expect(margherita.variants.map((v: { price: number }) => v.price)).toEqual([7, 10.5, 9.5]);
  });

  it('answers 404 for an unknown restaurant and 400 for a malformed id', async () => {
    expect((await get('/api/restaurant/999999/menus')).statusCode).toBe(404);
    const bad = await get('/api/restaurant/abc/menus');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('one menu by its hashed id', () => {
  it('answers the menu whole with its restaurant, for anyone, even with a stale token', async () => {
    const stored = await storedMenuNamed(t.app, ids.trattoria, 'Menù alla carta');
    const res = await get(`/api/menu/${stored.hashed_id}`, {
      authorization: 'Bearer not-a-token',
    });
    expect(res.statusCode).toBe(200);
    const body = PublicMenuResponseSchema.parse(res.json());
    expect(body.restaurant).toMatchObject({
      id: ids.trattoria,
      name: 'Trattoria Demo',
      hostname: [DEMO.hosts.trattoria],
      language: ['it', 'en'],
      font: 'Lora',
    });
    expect(body.restaurant.theme.primary_color).toBe('#9c2f2f');
    expect(body.menu.hashed_id).toBe(stored.hashed_id);
    expect(body.menu.sections).toHaveLength(5);
    expect(body.menu.sections.every((s) => s.items.length === 5)).toBe(true);
  });

  it('answers 404 for an inactive or unknown menu, 400 for a malformed id', async () => {
    const christmas = await storedMenuNamed(t.app, ids.trattoria, 'Menù di Natale');
    expect(christmas.active).toBe(false);
    const inactive = await get(`/api/menu/${christmas.hashed_id}`);
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json()).toEqual({ detail: 'Menu not found', code: 'NOT_FOUND' });
    expect((await get('/api/menu/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await get('/api/menu/%3Cscript%3E')).statusCode).toBe(400);
  });
});

describe('caching', () => {
  it('sends a strong ETag and answers 304 without a body when the client holds it', async () => {
    const url = `/api/restaurant/${ids.osteria}/menus`;
    const first = await get(url);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect((await get(url)).headers.etag).toBe(etag);

    const cached = await get(url, { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect(cached.headers.etag).toBe(etag);
    expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('changes the ETag when the menu changes', async () => {
    const menu = await storedMenuNamed(t.app, ids.osteria, 'Carta dei vini');
    const url = `/api/menu/${menu.hashed_id}`;
    const before = await get(url);
    const item = before.json().menu.sections[0].items[0];
    const owner = await loginAs(t.app, DEMO.users.otherOwner);
    t.clock.advance(1000);
    const toggled = await t.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${item.id}/availability`,
      payload: { available: false },
      headers: owner.headers,
    });
    expect(toggled.statusCode).toBe(200);
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().menu.sections[0].items[0].available).toBe(false);
  });

  it('does not cache errors', async () => {
    const res = await get('/api/restaurant/999999/menus');
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('the public reads as functions (for server-side rendering)', () => {
  it('need only a database, answer what the routes answer, and throw a 404 AppError', async () => {
    const stored = await storedMenuNamed(t.app, ids.trattoria, 'Pranzo di lavoro');
    const ctx = publicReadContextOf(t.app.db);
    expect(await getPublicMenuByHashedId(ctx, stored.hashed_id)).toEqual(
      (await get(`/api/menu/${stored.hashed_id}`)).json(),
    );
    expect(await getPublicMenusOfRestaurant(ctx, ids.trattoria)).toEqual(
      (await get(`/api/restaurant/${ids.trattoria}/menus`)).json(),
    );
    const missing = await getPublicMenuByHashedId(ctx, 'nope-nope').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(AppError);
    expect((missing as AppError).status).toBe(404);
    await expect(getPublicMenusOfRestaurant(ctx, 999_999)).rejects.toMatchObject({ status: 404 });
  });
});

describe('a deleted restaurant', () => {
  it('has no menus and no menu pages any more', async () => {
    const menu = await storedMenuNamed(t.app, ids.pizzeria, 'Pizze');
    await t.app.db
      .update(restaurants)
      .set({ deleted_at: t.clock.now() })
      .where(eq(restaurants.id, ids.pizzeria));
    expect((await get(`/api/restaurant/${ids.pizzeria}/menus`)).statusCode).toBe(404);
    expect((await get(`/api/menu/${menu.hashed_id}`)).statusCode).toBe(404);
  });
});
