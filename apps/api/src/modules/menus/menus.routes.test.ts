import { type Menu, MenuListResponseSchema, MenuSchema } from '@coperto/shared/menus/menu.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles, menuItems } from '../../db/schema/site';
import { buildTestApp, loginDemoTeam, type TestApp } from '../../test/build-test-app';
import {
  demoRestaurantIds,
  lastUpdatedOf,
  menusFingerprint,
  outline,
  storedMenuNamed,
} from '../../test/menus';

let t: TestApp;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
let ids: Awaited<ReturnType<typeof demoRestaurantIds>>;

beforeAll(async () => {
  t = await buildTestApp();
  team = await loginDemoTeam(t.app);
  ids = await demoRestaurantIds(t.app);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function call(
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = team.owner,
) {
  return t.app.inject({ method, url, payload, headers });
}

/**
 * A write as the owner that must succeed and move the restaurant's version to this moment, so
 * visitors' pages polling it reload (DESIGN.md §7). Answers the body.
 */
async function write(method: Method, url: string, payload?: object, status = 200) {
  t.clock.advance(1000);
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  expect(await lastUpdatedOf(t.app, ids.trattoria)).toBe(t.clock.now().toISOString());
  return res.json();
}

const writeMenu = async (method: Method, url: string, payload?: object, status = 200) => {
  const menu = MenuSchema.parse(await write(method, url, payload, status));
  expect(menu.updated_at).toBe(t.clock.now().toISOString());
  return menu;
};

const TASTING = { name: { it: 'Menù degustazione', en: 'Tasting menu' } };
const PRIMI = { name: { it: 'Primi', en: 'First courses' } };
const SECONDI = { name: { it: 'Secondi', en: 'Main courses' }, description: { it: 'Di terra' } };
const RISOTTO = {
  name: { it: 'Risotto allo zafferano', en: 'Saffron risotto' },
  description: { it: 'Carnaroli, zafferano di Navelli', en: 'Carnaroli rice, Navelli saffron' },
  price: 14.5,
  variants: [
    { name: { it: 'Mezza porzione', en: 'Half portion' }, price: 9.9 },
    { name: { it: 'Porzione intera', en: 'Full portion' }, price: 14.5 },
  ],
  allergens: ['milk', 'celery'],
  tags: ['vegetarian', 'gluten-free'],
};

describe('the editor, from an empty menu to a full one and back', () => {
  let menu: Menu;
  const sectionId = (i: number) => menu.sections[i]!.id;
  const itemId = (s: number, i: number) => menu.sections[s]!.items[i]!.id;

  it("lists the restaurant's menus, inactive ones too, with counts", async () => {
    const res = await call('GET', `/api/restaurant/${ids.trattoria}/menu-list`);
    expect(res.statusCode).toBe(200);
    const { menus } = MenuListResponseSchema.parse(res.json());
    expect(menus.map((m) => [m.name.it, m.active, m.section_count, m.item_count])).toEqual([
      ['Menù alla carta', true, 5, 25],
      ['Pranzo di lavoro', true, 2, 7],
      ['Vini e bevande', true, 4, 10],
      ['Menù di Natale', false, 1, 2],
    ]);
  });

  it('creates a menu at the end of the list, with a new unguessable hashed id', async () => {
    menu = await writeMenu('POST', `/api/restaurant/${ids.trattoria}/menus`, TASTING, 201);
    expect(menu).toMatchObject({
      ...TASTING,
      description: {},
      active: true,
      availability: null,
      restaurant_id: ids.trattoria,
      sections: [],
    });
    expect(menu.hashed_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const list = (await call('GET', `/api/restaurant/${ids.trattoria}/menu-list`)).json();
    expect(list.menus.at(-1).id).toBe(menu.id);
    expect((await call('GET', `/api/menu/${menu.hashed_id}`, undefined, {})).statusCode).toBe(200);
  });

  it('updates only the fields sent; deactivating hides it from guests', async () => {
    const lunchTime = { days: ['sat', 'sun'], from: '12:30', to: '15:30' };
    menu = await writeMenu('PUT', `/api/menus/${menu.id}`, { availability: lunchTime });
    menu = await writeMenu('PUT', `/api/menus/${menu.id}`, { active: false });
    expect(menu).toMatchObject({ ...TASTING, active: false, availability: lunchTime });
    menu = await writeMenu('PUT', `/api/menus/${menu.id}`, {
      description: { it: 'Cinque portate', en: '' },
    });
    // An emptied translation is dropped, so guests get the first language's text instead.
    expect(menu).toMatchObject({ active: false, description: { it: 'Cinque portate' } });
    expect((await call('GET', `/api/menu/${menu.hashed_id}`, undefined, {})).statusCode).toBe(404);
    expect((await call('GET', `/api/menus/${menu.id}`)).json()).toEqual(menu);
  });

  it('adds sections at the end and renames them', async () => {
    menu = await writeMenu('POST', `/api/menus/${menu.id}/sections`, PRIMI, 201);
    menu = await writeMenu('POST', `/api/menus/${menu.id}/sections`, SECONDI, 201);
    expect(menu.sections.map((s) => [s.name, s.description])).toEqual([
      [PRIMI.name, {}],
      [SECONDI.name, SECONDI.description],
    ]);
    menu = await writeMenu('PUT', `/api/menu-sections/${sectionId(1)}`, {
      name: { it: 'Secondi di carne', en: 'Meat dishes' },
    });
    expect(menu.sections[1]).toMatchObject({
      name: { it: 'Secondi di carne', en: 'Meat dishes' },
      description: SECONDI.description,
    });
  });

  it('adds dishes with prices in euros, variants, allergens and tags', async () => {
    menu = await writeMenu('POST', `/api/menu-sections/${sectionId(0)}/items`, RISOTTO, 201);
    menu = await writeMenu(
      'POST',
      `/api/menu-sections/${sectionId(0)}/items`,
      { name: { it: 'Cacio e pepe' }, price: 12 },
      201,
    );
    expect(menu.sections[0]!.items).toEqual([
      { ...RISOTTO, id: itemId(0, 0), available: true, image_url: null },
      {
        id: itemId(0, 1),
        name: { it: 'Cacio e pepe' },
        description: {},
        price: 12,
        variants: [],
        allergens: [],
        tags: [],
        available: true,
        image_url: null,
      },
    ]);
    const [stored] = await t.app.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.id, itemId(0, 0)));
    expect(stored).toMatchObject({ price_cents: 1450 });
    expect(stored!.variants.map((v) => v.price_cents)).toEqual([990, 1450]);
  });

  it('updates a dish partly: the fields left out keep their value', async () => {
    menu = await writeMenu('PUT', `/api/menu-items/${itemId(0, 0)}`, { price: 15.9 });
    expect(menu.sections[0]!.items[0]).toMatchObject({ ...RISOTTO, price: 15.9 });
  });

  it('marks a dish sold out and back in one call', async () => {
    menu = await writeMenu('PATCH', `/api/menu-items/${itemId(0, 1)}/availability`, {
      available: false,
    });
    expect(menu.sections[0]!.items[1]!.available).toBe(false);
    menu = await writeMenu('PATCH', `/api/menu-items/${itemId(0, 1)}/availability`, {
      available: true,
    });
    expect(menu.sections[0]!.items[1]!.available).toBe(true);
  });

  it('accepts a picture the pipeline stored for this restaurant', async () => {
    const url = '/media/trattoria/risotto-1600.webp';
    const [trattoriaMenu] = await t.app.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.id, itemId(0, 0)));
    await t.app.db.insert(mediaFiles).values({
      business_id: trattoriaMenu!.business_id,
      restaurant_id: ids.trattoria,
      area: 'menu',
      url,
      width: 1600,
      height: 1200,
      original_bytes: 123_456,
      original_format: 'jpeg',
    });
    menu = await writeMenu('PUT', `/api/menu-items/${itemId(0, 0)}`, { image_url: url });
    expect(menu.sections[0]!.items[0]!.image_url).toBe(url);
    menu = await writeMenu('PUT', `/api/menu-items/${itemId(0, 0)}`, { image_url: null });
    expect(menu.sections[0]!.items[0]!.image_url).toBeNull();
    menu = await writeMenu('PUT', `/api/menu-items/${itemId(0, 0)}`, { image_url: url });
    // An emptied field, as a form sends it, removes the picture too.
    menu = await writeMenu('PUT', `/api/menu-items/${itemId(0, 0)}`, { image_url: ' ' });
    expect(menu.sections[0]!.items[0]!.image_url).toBeNull();
  });

  it('reorders sections and dishes', async () => {
    const [primi, secondi] = [sectionId(0), sectionId(1)];
    menu = await writeMenu('PUT', `/api/menus/${menu.id}/sections/order`, {
      ids: [secondi, primi],
    });
    expect(menu.sections.map((s) => s.id)).toEqual([secondi, primi]);
    const [risotto, cacio] = [itemId(1, 0), itemId(1, 1)];
    menu = await writeMenu('PUT', `/api/menu-sections/${primi}/items/order`, {
      ids: [cacio, risotto],
    });
    expect(menu.sections[1]!.items.map((i) => i.id)).toEqual([cacio, risotto]);
  });

  it('duplicates a menu whole: new ids, new hashed id, "(copy)" names, inactive', async () => {
    const original = await writeMenu('PUT', `/api/menus/${menu.id}`, { active: true });
    const copy = await writeMenu('POST', `/api/menus/${menu.id}/duplicate`, undefined, 201);
    expect(copy.id).not.toBe(original.id);
    expect(copy.hashed_id).not.toBe(original.hashed_id);
    expect(copy).toMatchObject({
      name: { it: 'Menù degustazione (copia)', en: 'Tasting menu (copy)' },
      description: original.description,
      availability: original.availability,
      active: false,
    });
    expect(outline(copy)).toEqual(outline(original));
    const withoutIds = (m: Menu) =>
      m.sections.map(({ id: _s, ...s }) => ({ ...s, items: s.items.map(({ id: _i, ...i }) => i) }));
    expect(withoutIds(copy)).toEqual(withoutIds(original));
    const originalIds = new Set(
      original.sections.flatMap((s) => [s.id, ...s.items.map((i) => i.id)]),
    );
    expect(
      copy.sections
        .flatMap((s) => [s.id, ...s.items.map((i) => i.id)])
        .some((id) => originalIds.has(id)),
    ).toBe(false);
    // Changing the copy leaves the original alone.
    await writeMenu('DELETE', `/api/menu-sections/${copy.sections[0]!.id}`);
    expect((await call('GET', `/api/menus/${original.id}`)).json()).toEqual(original);
  });

  it('deletes a dish, then a section with its dishes', async () => {
    const [primi, cacio] = [sectionId(1), itemId(1, 0)];
    menu = await writeMenu('DELETE', `/api/menu-items/${cacio}`);
    expect(outline(menu)).toEqual([
      ['Secondi di carne', []],
      ['Primi', ['Risotto allo zafferano']],
    ]);
    menu = await writeMenu('DELETE', `/api/menu-sections/${primi}`);
    expect(outline(menu)).toEqual([['Secondi di carne', []]]);
    const orphans = await t.app.db.select().from(menuItems).where(eq(menuItems.section_id, primi));
    expect(orphans).toEqual([]);
  });

  it('deletes a menu with everything in it; its link stops working', async () => {
    expect(await write('DELETE', `/api/menus/${menu.id}`)).toEqual({ detail: 'Menu deleted' });
    expect((await call('GET', `/api/menus/${menu.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/menu/${menu.hashed_id}`, undefined, {})).statusCode).toBe(404);
  });
});

describe('moving dishes and ordering menus', () => {
  it('moves a dish to the end of another section of its menu', async () => {
    let menu = await writeMenu('POST', `/api/restaurant/${ids.trattoria}/menus`, TASTING, 201);
    menu = await writeMenu('POST', `/api/menus/${menu.id}/sections`, PRIMI, 201);
    menu = await writeMenu('POST', `/api/menus/${menu.id}/sections`, SECONDI, 201);
    const [primi, secondi] = menu.sections.map((s) => s.id) as [number, number];
    menu = await writeMenu('POST', `/api/menu-sections/${primi}/items`, RISOTTO, 201);
    menu = await writeMenu('POST', `/api/menu-sections/${secondi}/items`, RISOTTO, 201);
    const risotto = menu.sections[0]!.items[0]!;
    menu = await writeMenu('PUT', `/api/menu-items/${risotto.id}/section`, { section_id: secondi });
    expect(outline(menu)).toEqual([
      ['Primi', []],
      ['Secondi', ['Risotto allo zafferano', 'Risotto allo zafferano']],
    ]);
    // The same dish, now last: the move keeps everything else about it.
    expect(menu.sections[1]!.items[1]).toEqual(risotto);
    // Into the section it is already in: nothing moves.
    menu = await writeMenu('PUT', `/api/menu-items/${risotto.id}/section`, { section_id: secondi });
    expect(menu.sections[1]!.items.map((i) => i.id).at(-1)).toBe(risotto.id);
    await write('DELETE', `/api/menus/${menu.id}`);
  });

  it("reorders the restaurant's menus; guests see the active ones in the new order", async () => {
    const listed = MenuListResponseSchema.parse(
      (await call('GET', `/api/restaurant/${ids.trattoria}/menu-list`)).json(),
    ).menus;
    const reversed = listed.map((m) => m.id).reverse();
    const { menus } = MenuListResponseSchema.parse(
      await write('PUT', `/api/restaurant/${ids.trattoria}/menus/order`, { ids: reversed }),
    );
    expect(menus.map((m) => m.id)).toEqual(reversed);
    const guests = await call('GET', `/api/restaurant/${ids.trattoria}/menus`, undefined, {});
    expect(guests.json().menus.map((m: Menu) => m.id)).toEqual(
      menus.filter((m) => m.active).map((m) => m.id),
    );
    await write('PUT', `/api/restaurant/${ids.trattoria}/menus/order`, {
      ids: listed.map((m) => m.id),
    });
  });
});

describe('who may edit menus', () => {
  /** Every editing route, on the given rows. */
  async function editingCalls(restaurantId: number, menuName: string) {
    const stored = await storedMenuNamed(t.app, restaurantId, menuName);
    const menu: Menu = (await call('GET', `/api/menus/${stored.id}`, undefined, team.admin)).json();
    const menuIds = (
      await call('GET', `/api/restaurant/${restaurantId}/menu-list`, undefined, team.admin)
    )
      .json()
      .menus.map((m: Menu) => m.id);
    const section = menu.sections[0]!;
    const item = section.items[0]!;
    // Reorders first: they must name the lists as they are now.
    return [
      ['GET', `/api/restaurant/${restaurantId}/menu-list`],
      ['GET', `/api/menus/${menu.id}`],
      ['PUT', `/api/restaurant/${restaurantId}/menus/order`, { ids: menuIds }],
      ['PUT', `/api/menus/${menu.id}/sections/order`, { ids: menu.sections.map((s) => s.id) }],
      [
        'PUT',
        `/api/menu-sections/${section.id}/items/order`,
        { ids: section.items.map((i) => i.id) },
      ],
      ['POST', `/api/restaurant/${restaurantId}/menus`, TASTING],
      ['PUT', `/api/menus/${menu.id}`, { active: false }],
      ['POST', `/api/menus/${menu.id}/duplicate`],
      ['POST', `/api/menus/${menu.id}/sections`, PRIMI],
      ['PUT', `/api/menu-sections/${section.id}`, PRIMI],
      ['POST', `/api/menu-sections/${section.id}/items`, RISOTTO],
      ['PUT', `/api/menu-items/${item.id}`, { price: 1 }],
      ['PATCH', `/api/menu-items/${item.id}/availability`, { available: false }],
      ['PUT', `/api/menu-items/${item.id}/section`, { section_id: menu.sections[1]!.id }],
      ['DELETE', `/api/menu-items/${item.id}`],
      ['DELETE', `/api/menu-sections/${section.id}`],
      ['DELETE', `/api/menus/${menu.id}`],
    ] as [Method, string, object?][];
  }

  it('refuses staff (403) on every editing route, and changes nothing', async () => {
    const before = await menusFingerprint(t.app);
    for (const [method, url, payload] of await editingCalls(ids.trattoria, 'Menù alla carta')) {
      const res = await call(method, url, payload, team.staff);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect(await menusFingerprint(t.app)).toBe(before);
  });

  it('refuses anonymous callers (401)', async () => {
    for (const [method, url, payload] of await editingCalls(ids.trattoria, 'Menù alla carta')) {
      expect((await call(method, url, payload, {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("answers 404 to another business's owner on every route, even for bad input", async () => {
    const before = await menusFingerprint(t.app);
    for (const [method, url, payload] of await editingCalls(ids.trattoria, 'Pranzo di lavoro')) {
      const res = await call(method, url, payload, team.otherOwner);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
      if (payload) {
        const hostile = await call(method, url, { junk: '<script>' }, team.otherOwner);
        expect(hostile.statusCode, `${method} ${url} with bad input`).toBe(404);
      }
    }
    // The pizzeria belongs to the same business as the trattoria: still not the intruder's.
    for (const [method, url, payload] of await editingCalls(ids.pizzeria, 'Pizze')) {
      expect((await call(method, url, payload, team.otherOwner)).statusCode).toBe(404);
    }
    expect(await menusFingerprint(t.app)).toBe(before);
  });

  it("lets a manager run every editing route on the business's menus", async () => {
    for (const [method, url, payload] of await editingCalls(ids.pizzeria, 'Pizze')) {
      const res = await call(method, url, payload, team.manager);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    }
  });

  it('lets the other owner edit their own osteria', async () => {
    const res = await call(
      'GET',
      `/api/restaurant/${ids.osteria}/menu-list`,
      undefined,
      team.otherOwner,
    );
    expect(res.json().menus.map((m: Menu) => m.name.fr)).toEqual([
      'Menu de la tradition toscane',
      'Carte des vins',
    ]);
  });
});

describe('the API documentation', () => {
  it('documents every menu route in OpenAPI, with a summary and the menus tag', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const calls = [
      'GET /api/menu/{hashedId}',
      'GET /api/restaurant/{id}/menus',
      'GET /api/restaurant/{id}/menu-list',
      'POST /api/restaurant/{id}/menus',
      'PUT /api/restaurant/{id}/menus/order',
      'GET /api/menus/{id}',
      'PUT /api/menus/{id}',
      'DELETE /api/menus/{id}',
      'POST /api/menus/{id}/duplicate',
      'POST /api/menus/{id}/sections',
      'PUT /api/menus/{id}/sections/order',
      'PUT /api/menu-sections/{id}',
      'DELETE /api/menu-sections/{id}',
      'POST /api/menu-sections/{id}/items',
      'PUT /api/menu-sections/{id}/items/order',
      'PUT /api/menu-items/{id}',
      'PATCH /api/menu-items/{id}/availability',
      'PUT /api/menu-items/{id}/section',
      'DELETE /api/menu-items/{id}',
    ];
    for (const call of calls) {
      const [method, path] = call.split(' ') as [string, string];
      const operation = doc.paths[path]?.[method.toLowerCase()];
      expect(operation, call).toBeDefined();
      expect(operation.tags, call).toEqual(['menus']);
      expect(operation.summary, call).toBeTruthy();
    }
  });
});
