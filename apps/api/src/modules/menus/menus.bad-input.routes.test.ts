import { MAX_NAME_LENGTH } from '@coperto/shared/common/constants';
import {
  MAX_ITEMS_PER_SECTION,
  MAX_MENU_TEXT_LENGTH,
  MAX_MENUS_PER_RESTAURANT,
  MAX_SECTIONS_PER_MENU,
  MAX_VARIANTS_PER_ITEM,
} from '@coperto/shared/menus/menu.constants';
import type { Menu } from '@coperto/shared/menus/menu.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles, menuItems, menus } from '../../db/schema/site';
import { newPublicId } from '../../shared/secrets';
import { buildTestApp, loginDemoTeam, type TestApp } from '../../test/build-test-app';
import { demoRestaurantIds, menusFingerprint, storedMenuNamed } from '../../test/menus';

/**
 * Every menu write answers missing, malformed, oversized or rule-breaking input with a 4xx in the
 * error shape, naming the field, and leaves the menus and the restaurants' versions as they were.
 */
let t: TestApp;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
let ids: Awaited<ReturnType<typeof demoRestaurantIds>>;
let menu: Menu;
let otherMenu: Menu;
let osteriaMenu: Menu;
let pizzeriaMenu: Menu;
let trattoriaMenuIds: number[];
let businessOf: { demo: number; other: number };
const PIZZERIA_IMAGE = '/media/pizzeria/margherita-1600.webp';

beforeAll(async () => {
  t = await buildTestApp();
  team = await loginDemoTeam(t.app);
  ids = await demoRestaurantIds(t.app);
  const read = async (restaurantId: number, name: string) => {
    const stored = await storedMenuNamed(t.app, restaurantId, name);
    return (await call('GET', `/api/menus/${stored.id}`, undefined, team.admin)).json() as Menu;
  };
  menu = await read(ids.trattoria, 'Menù alla carta');
  otherMenu = await read(ids.trattoria, 'Pranzo di lavoro');
  osteriaMenu = await read(ids.osteria, 'Carta dei vini');
  pizzeriaMenu = await read(ids.pizzeria, 'Pizze');
  const list = await call('GET', `/api/restaurant/${ids.trattoria}/menu-list`);
  trattoriaMenuIds = list.json().menus.map((m: Menu) => m.id);
  const [trattoria, osteria] = await Promise.all([
    storedMenuNamed(t.app, ids.trattoria, 'Menù alla carta'),
    storedMenuNamed(t.app, ids.osteria, 'Carta dei vini'),
  ]);
  businessOf = { demo: trattoria.business_id, other: osteria.business_id };
  await t.app.db.insert(mediaFiles).values({
    business_id: businessOf.demo,
    restaurant_id: ids.pizzeria,
    area: 'menu',
    url: PIZZERIA_IMAGE,
    width: 1600,
    height: 1200,
    original_bytes: 200_000,
    original_format: 'jpeg',
  });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function call(
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = team.owner,
) {
  return t.app.inject({ method, url, payload: payload as object, headers });
}

const SCRIPT = '<script>alert(1)</script>';
const SQL_INJECTION = "'; DROP TABLE menus; --";
const NAME = { it: 'Nome', en: 'Name' };
const DISH = { name: NAME, price: 10 };

/** [what, method, url, body, status, the field the error must name] */
type Case = [string, Method, string, unknown, 400 | 422, string?];

function cases(): Case[] {
  const m = menu.id;
  const [first, second] = menu.sections as [Menu['sections'][0], Menu['sections'][0]];
  const s = first.id;
  const i = first.items[0]!.id;
  const sectionIds = menu.sections.map((x) => x.id);
  const itemIds = first.items.map((x) => x.id);
  const newMenu = `/api/restaurant/${ids.trattoria}/menus`;
  const newItem = `/api/menu-sections/${s}/items`;
  const sectionOrder = `/api/menus/${m}/sections/order`;
  const itemOrder = `/api/menu-sections/${s}/items/order`;
  const menuOrder = `/api/restaurant/${ids.trattoria}/menus/order`;
  const move = `/api/menu-items/${i}/section`;
  return [
    // menus
    ['menu: nothing', 'POST', newMenu, undefined, 400],
    ['menu: a list', 'POST', newMenu, ['Menù'], 400],
    ['menu: no name', 'POST', newMenu, { description: NAME }, 400, 'name'],
    ['menu: name not translations', 'POST', newMenu, { name: 'Menù' }, 400, 'name'],
    ['menu: empty name', 'POST', newMenu, { name: {} }, 422, 'name.it'],
    ['menu: no first language', 'POST', newMenu, { name: { en: 'Menu' } }, 422, 'name.it'],
    [
      'menu: blank first language',
      'POST',
      newMenu,
      { name: { it: '   ', en: 'x' } },
      422,
      'name.it',
    ],
    [
      'menu: language not of the restaurant',
      'POST',
      newMenu,
      { name: { ...NAME, fr: 'Carte' } },
      422,
      'name.fr',
    ],
    ['menu: unknown language', 'POST', newMenu, { name: { ...NAME, xx: 'Menu' } }, 400, 'name'],
    [
      'menu: name too long',
      'POST',
      newMenu,
      { name: { it: 'x'.repeat(MAX_NAME_LENGTH + 1) } },
      400,
      'name.it',
    ],
    [
      'menu: description too long',
      'POST',
      newMenu,
      { name: NAME, description: { it: 'x'.repeat(MAX_MENU_TEXT_LENGTH + 1) } },
      400,
      'description.it',
    ],
    [
      'menu: extra field',
      'POST',
      newMenu,
      { name: NAME, hashed_id: 'my-own-id' },
      400,
      'hashed_id',
    ],
    [
      'menu: bad time',
      'POST',
      newMenu,
      { name: NAME, availability: { days: ['mon'], from: '25:00', to: '15:00' } },
      400,
      'availability.from',
    ],
    [
      'menu: no days',
      'POST',
      newMenu,
      { name: NAME, availability: { days: [], from: '12:00', to: '15:00' } },
      400,
      'availability.days',
    ],
    [
      'menu: unknown day',
      'POST',
      newMenu,
      { name: NAME, availability: { days: ['lun'], from: '12:00', to: '15:00' } },
      400,
      'availability.days.0',
    ],
    [
      'menu: update without first language',
      'PUT',
      `/api/menus/${m}`,
      { name: { en: 'Menu' } },
      422,
      'name.it',
    ],
    [
      'menu: update active not a boolean',
      'PUT',
      `/api/menus/${m}`,
      { active: 'yes' },
      400,
      'active',
    ],
    [
      'menu: update restaurant',
      'PUT',
      `/api/menus/${m}`,
      { restaurant_id: ids.osteria },
      400,
      'restaurant_id',
    ],
    // sections
    ['section: nothing', 'POST', `/api/menus/${m}/sections`, undefined, 400],
    [
      'section: no first language',
      'POST',
      `/api/menus/${m}/sections`,
      { name: { en: 'Starters' } },
      422,
      'name.it',
    ],
    [
      'section: language not of the restaurant',
      'PUT',
      `/api/menu-sections/${s}`,
      { description: { de: 'Vorspeisen' } },
      422,
      'description.de',
    ],
    [
      'section: cleared first language',
      'PUT',
      `/api/menu-sections/${s}`,
      { name: { it: '' } },
      422,
      'name.it',
    ],
    [
      'section: extra field',
      'PUT',
      `/api/menu-sections/${s}`,
      { menu_id: otherMenu.id },
      400,
      'menu_id',
    ],
    // items
    ['dish: nothing', 'POST', newItem, undefined, 400],
    ['dish: no price', 'POST', newItem, { name: NAME }, 400, 'price'],
    ['dish: three decimals', 'POST', newItem, { ...DISH, price: 12.345 }, 400, 'price'],
    ['dish: negative price', 'POST', newItem, { ...DISH, price: -1 }, 400, 'price'],
    ['dish: huge price', 'POST', newItem, { ...DISH, price: 100_000.01 }, 400, 'price'],
    ['dish: price as text', 'POST', newItem, { ...DISH, price: '12' }, 400, 'price'],
    ['dish: no first language', 'POST', newItem, { ...DISH, name: { en: 'Dish' } }, 422, 'name.it'],
    [
      'dish: unknown allergen',
      'POST',
      newItem,
      { ...DISH, allergens: ['shellfish'] },
      400,
      'allergens.0',
    ],
    ['dish: unknown tag', 'POST', newItem, { ...DISH, tags: ['halal-ish'] }, 400, 'tags.0'],
    [
      'dish: too many variants',
      'POST',
      newItem,
      { ...DISH, variants: Array.from({ length: MAX_VARIANTS_PER_ITEM + 1 }, () => DISH) },
      400,
      'variants',
    ],
    [
      'dish: variant with three decimals',
      'POST',
      newItem,
      { ...DISH, variants: [{ ...DISH, price: 1.001 }] },
      400,
      'variants.0.price',
    ],
    [
      'dish: variant without first language',
      'POST',
      newItem,
      { ...DISH, variants: [DISH, { name: { en: 'Large' }, price: 12 }] },
      422,
      'variants.1.name.it',
    ],
    [
      'dish: variant extra field',
      'POST',
      newItem,
      { ...DISH, variants: [{ ...DISH, id: 1 }] },
      400,
      'variants.0',
    ],
    [
      'dish: image never uploaded',
      'POST',
      newItem,
      { ...DISH, image_url: 'https://evil.test/x.jpg' },
      422,
      'image_url',
    ],
    [
      "dish: another restaurant's image",
      'PUT',
      `/api/menu-items/${i}`,
      { image_url: PIZZERIA_IMAGE },
      422,
      'image_url',
    ],
    [
      'dish: image url too long',
      'PUT',
      `/api/menu-items/${i}`,
      { image_url: `/media/${'x'.repeat(500)}` },
      400,
      'image_url',
    ],
    [
      'dish: update to three decimals',
      'PUT',
      `/api/menu-items/${i}`,
      { price: 0.001 },
      400,
      'price',
    ],
    [
      'dish: update extra field',
      'PUT',
      `/api/menu-items/${i}`,
      { section_id: second.id },
      400,
      'section_id',
    ],
    ['availability: nothing', 'PATCH', `/api/menu-items/${i}/availability`, {}, 400, 'available'],
    [
      'availability: text',
      'PATCH',
      `/api/menu-items/${i}/availability`,
      { available: 'false' },
      400,
      'available',
    ],
    [
      'availability: extra field',
      'PATCH',
      `/api/menu-items/${i}/availability`,
      { available: true, price: 0 },
      400,
      'price',
    ],
    // moving a dish
    ['move: nothing', 'PUT', move, undefined, 400],
    ['move: no section', 'PUT', move, {}, 400, 'section_id'],
    ['move: section as text', 'PUT', move, { section_id: String(second.id) }, 400, 'section_id'],
    ['move: section zero', 'PUT', move, { section_id: 0 }, 400, 'section_id'],
    ['move: extra field', 'PUT', move, { section_id: second.id, position: 0 }, 400, 'position'],
    ['move: unknown section', 'PUT', move, { section_id: 999_999 }, 422, 'section_id'],
    [
      "move: another menu's section",
      'PUT',
      move,
      { section_id: otherMenu.sections[0]!.id },
      422,
      'section_id',
    ],
    [
      "move: another business's section",
      'PUT',
      move,
      { section_id: osteriaMenu.sections[0]!.id },
      422,
      'section_id',
    ],
    // reorders
    ['sections order: nothing', 'PUT', sectionOrder, undefined, 400],
    ['sections order: empty', 'PUT', sectionOrder, { ids: [] }, 400, 'ids'],
    ['sections order: not numbers', 'PUT', sectionOrder, { ids: ['a'] }, 400, 'ids.0'],
    ['sections order: negative', 'PUT', sectionOrder, { ids: [-1] }, 400, 'ids.0'],
    ['sections order: one missing', 'PUT', sectionOrder, { ids: sectionIds.slice(1) }, 422, 'ids'],
    [
      'sections order: twice',
      'PUT',
      sectionOrder,
      { ids: [...sectionIds, sectionIds[0]] },
      422,
      'ids',
    ],
    [
      'sections order: duplicate instead of one',
      'PUT',
      sectionOrder,
      { ids: [sectionIds[0], ...sectionIds.slice(0, -1)] },
      422,
      'ids',
    ],
    [
      "sections order: another menu's section",
      'PUT',
      sectionOrder,
      { ids: [...sectionIds.slice(1), otherMenu.sections[0]!.id] },
      422,
      'ids',
    ],
    [
      "sections order: another business's section",
      'PUT',
      sectionOrder,
      { ids: [...sectionIds.slice(1), osteriaMenu.sections[0]!.id] },
      422,
      'ids',
    ],
    [
      'sections order: one extra',
      'PUT',
      sectionOrder,
      { ids: [...sectionIds, otherMenu.sections[0]!.id] },
      422,
      'ids',
    ],
    ['menus order: nothing', 'PUT', menuOrder, undefined, 400],
    ['menus order: not a list', 'PUT', menuOrder, { ids: m }, 400, 'ids'],
    [
      'menus order: too many',
      'PUT',
      menuOrder,
      { ids: Array.from({ length: 501 }, (_, n) => n + 1) },
      400,
      'ids',
    ],
    ['menus order: one missing', 'PUT', menuOrder, { ids: trattoriaMenuIds.slice(1) }, 422, 'ids'],
    [
      'menus order: twice',
      'PUT',
      menuOrder,
      { ids: [...trattoriaMenuIds, trattoriaMenuIds[0]] },
      422,
      'ids',
    ],
    [
      "menus order: another restaurant's menu",
      'PUT',
      menuOrder,
      { ids: [...trattoriaMenuIds.slice(1), pizzeriaMenu.id] },
      422,
      'ids',
    ],
    [
      "menus order: another business's menu",
      'PUT',
      menuOrder,
      { ids: [...trattoriaMenuIds.slice(1), osteriaMenu.id] },
      422,
      'ids',
    ],
    ['items order: one missing', 'PUT', itemOrder, { ids: itemIds.slice(1) }, 422, 'ids'],
    ['items order: twice', 'PUT', itemOrder, { ids: [...itemIds, itemIds[0]] }, 422, 'ids'],
    [
      "items order: another section's dish",
      'PUT',
      itemOrder,
      { ids: [...itemIds.slice(1), second.items[0]!.id] },
      422,
      'ids',
    ],
  ];
}

describe('bad input on every menu write', () => {
  it('answers a 4xx naming the field, and changes nothing', async () => {
    const before = await menusFingerprint(t.app);
    for (const [what, method, url, payload, status, field] of cases()) {
      t.clock.advance(1000);
      const res = await call(method, url, payload);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      const body = res.json();
      expect(body.code, what).toBe(status === 400 ? 'VALIDATION_FAILED' : 'RULE_BROKEN');
      expect(typeof body.detail, what).toBe('string');
      if (field) expect(Object.keys(body.fields ?? {}), `${what}: ${res.body}`).toContain(field);
    }
    expect(await menusFingerprint(t.app)).toBe(before);
  });

  it('checks permission before the body: staff get 403 whatever they send', async () => {
    for (const [what, method, url, payload] of cases()) {
      const res = await call(method, url, payload, team.staff);
      expect(res.statusCode, what).toBe(403);
    }
  });

  it('answers 404 for rows that do not exist, whatever the body', async () => {
    for (const [method, url] of [
      ['PUT', '/api/menus/999999'],
      ['PUT', '/api/menu-sections/999999'],
      ['PUT', '/api/menu-items/999999'],
      ['POST', '/api/restaurant/999999/menus'],
      ['PUT', '/api/restaurant/999999/menus/order'],
      ['PUT', '/api/menu-items/999999/section'],
    ] as const) {
      expect((await call(method, url, { junk: true })).statusCode, url).toBe(404);
    }
  });
});

describe('hostile text', () => {
  it('is stored verbatim and answered as data, never interpreted', async () => {
    const hostile = { it: SCRIPT, en: SQL_INJECTION };
    const res = await call('POST', `/api/menu-sections/${menu.sections[0]!.id}/items`, {
      name: hostile,
      description: hostile,
      price: 1,
      variants: [{ name: hostile, price: 2 }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const dish = (res.json() as Menu).sections[0]!.items.at(-1)!;
    expect(dish).toMatchObject({
      name: hostile,
      description: hostile,
      variants: [{ name: hostile }],
    });
    const page = await t.app.inject({ method: 'GET', url: `/api/menu/${menu.hashed_id}` });
    expect(page.json().menu.sections[0].items.at(-1).name).toEqual(hostile);
  });
});

describe('limits', () => {
  it(`refuses more than ${MAX_SECTIONS_PER_MENU} sections in a menu`, async () => {
    const created = await call('POST', `/api/restaurant/${ids.trattoria}/menus`, { name: NAME });
    const { id } = created.json() as Menu;
    for (let n = 0; n < MAX_SECTIONS_PER_MENU; n++) {
      const res = await call('POST', `/api/menus/${id}/sections`, { name: { it: `Sezione ${n}` } });
      expect(res.statusCode).toBe(201);
    }
    const before = await menusFingerprint(t.app);
    const res = await call('POST', `/api/menus/${id}/sections`, { name: NAME });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(
      `There can be at most ${MAX_SECTIONS_PER_MENU} sections in a menu`,
    );
    expect(await menusFingerprint(t.app)).toBe(before);
  });

  it(`refuses more than ${MAX_ITEMS_PER_SECTION} dishes in a section`, async () => {
    const section = otherMenu.sections[1]!;
    const room = MAX_ITEMS_PER_SECTION - section.items.length;
    await t.app.db.insert(menuItems).values(
      Array.from({ length: room }, (_, n) => ({
        business_id: businessOf.demo,
        restaurant_id: ids.trattoria,
        menu_id: otherMenu.id,
        section_id: section.id,
        name: { it: `Piatto ${n}` },
        price_cents: 100,
        position: 100 + n,
      })),
    );
    const before = await menusFingerprint(t.app);
    const res = await call('POST', `/api/menu-sections/${section.id}/items`, DISH);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('RULE_BROKEN');
    // Nor can a dish of another section move in.
    const moved = await call(
      'PUT',
      `/api/menu-items/${otherMenu.sections[0]!.items[0]!.id}/section`,
      {
        section_id: section.id,
      },
    );
    expect(moved.statusCode).toBe(422);
    expect(await menusFingerprint(t.app)).toBe(before);
  });

  it(`refuses more than ${MAX_MENUS_PER_RESTAURANT} menus in a restaurant, copies included`, async () => {
    const existing = (await call('GET', `/api/restaurant/${ids.trattoria}/menu-list`)).json().menus;
    await t.app.db.insert(menus).values(
      Array.from({ length: MAX_MENUS_PER_RESTAURANT - existing.length }, (_, n) => ({
        business_id: businessOf.demo,
        restaurant_id: ids.trattoria,
        hashed_id: newPublicId(),
        name: { it: `Menù ${n}` },
        position: 100 + n,
      })),
    );
    const before = await menusFingerprint(t.app);
    const created = await call('POST', `/api/restaurant/${ids.trattoria}/menus`, { name: NAME });
    expect(created.statusCode).toBe(422);
    const copied = await call('POST', `/api/menus/${menu.id}/duplicate`);
    expect(copied.statusCode).toBe(422);
    expect(await menusFingerprint(t.app)).toBe(before);
    // Another restaurant of the same business has its own allowance.
    expect(
      (await call('POST', `/api/restaurant/${ids.pizzeria}/menus`, { name: NAME })).statusCode,
    ).toBe(201);
  });
});
