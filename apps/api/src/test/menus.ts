import type { Menu } from '@coperto/shared/menus/menu.schemas';
import { asc, eq, sql } from 'drizzle-orm';
import type { App } from '../app';
import { menus } from '../db/schema/site';
import { restaurants } from '../db/schema/tenancy';

/** The demo restaurants' ids, by the key DEMO.hosts uses. */
export async function demoRestaurantIds(app: App) {
  const rows = await app.db
    .select({ id: restaurants.id, name: restaurants.name })
    .from(restaurants);
  const idOf = (name: string) => rows.find((r) => r.name === name)!.id;
  return {
    trattoria: idOf('Trattoria Demo'),
    pizzeria: idOf('Pizzeria Demo'),
    osteria: idOf('Osteria Altro Gusto'),
  };
}

/** A restaurant's menus as stored, in their order, with the Italian name to find one by. */
export async function storedMenusOf(app: App, restaurantId: number) {
  return app.db
    .select()
    .from(menus)
    .where(eq(menus.restaurant_id, restaurantId))
    .orderBy(asc(menus.position), asc(menus.id));
}

export async function storedMenuNamed(app: App, restaurantId: number, italianName: string) {
  const found = (await storedMenusOf(app, restaurantId)).find((m) => m.name.it === italianName);
  if (!found) throw new Error(`no menu ${italianName}`);
  return found;
}

/** The version a visitor's page polls (DESIGN.md §7). */
export async function lastUpdatedOf(app: App, restaurantId: number) {
  const [row] = await app.db
    .select({ last_updated: restaurants.last_updated })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row!.last_updated.toISOString();
}

/** Every menu row and every restaurant's version: equal before and after means nothing changed. */
export async function menusFingerprint(app: App) {
  const result = await app.db.execute(sql`
    select (select json_agg(m order by m.id) from menus m) as menus,
           (select json_agg(s order by s.id) from menu_sections s) as sections,
           (select json_agg(i order by i.id) from menu_items i) as items,
           (select json_agg(r.last_updated order by r.id) from restaurants r) as versions`);
  return JSON.stringify((result as { rows: unknown[] }).rows[0]);
}

/** Section and item names in the first language, in order: a menu's shape at a glance. */
export function outline(menu: Menu) {
  return menu.sections.map((s) => [s.name.it, s.items.map((i) => i.name.it)]);
}
