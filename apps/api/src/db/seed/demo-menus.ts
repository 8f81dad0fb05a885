import { eurosToCents } from '@coperto/shared/common/money';
import {
  MenuBodySchema,
  MenuItemBodySchema,
  MenuSectionBodySchema,
} from '@coperto/shared/menus/menu.schemas';
import { z } from 'zod';
import { insertItems, insertMenu, insertSections } from '../../modules/menus/menus.repository';
import { newPublicId } from '../../shared/secrets';
import type { TenantTx } from '../tenant-scope';
import { DEMO_DATA_DIR, readDemoJson } from './demo-data';

/**
 * The demo restaurants' menus (DESIGN.md §7): what a real trattoria, pizzeria and Tuscan osteria
 * would print, translated into each restaurant's languages, allergens as EU Regulation 1169/2011
 * lists them. The data is in demo-data/menus/<restaurant>.json, prices in euros there, cents in
 * the database. A file is checked with the editor's own body schemas, so the demo holds nothing
 * an owner could not type.
 */

const DemoDishSchema = MenuItemBodySchema.omit({ image_url: true }).extend({
  /** Why the dish is as it is (out of season, frozen…), for whoever edits the file: not seeded. */
  note: z.string().optional(),
});
const DemoSectionSchema = MenuSectionBodySchema.extend({ dishes: z.array(DemoDishSchema) });
const DemoMenusSchema = z.array(MenuBodySchema.extend({ sections: z.array(DemoSectionSchema) }));
export type DemoMenu = z.output<typeof DemoMenusSchema>[number];

/** The restaurants with demo menus, each with its file in demo-data/menus/. */
export const DEMO_MENU_RESTAURANTS = ['trattoria', 'pizzeria', 'osteria'] as const;
type DemoMenuRestaurant = (typeof DEMO_MENU_RESTAURANTS)[number];

/** Each restaurant's menus in the order its site lists them; throws DemoDataError if a file is bad. */
export function loadDemoMenus(dataDir: URL = DEMO_DATA_DIR) {
  return Object.fromEntries(
    DEMO_MENU_RESTAURANTS.map((key) => [
      key,
      readDemoJson(`menus/${key}.json`, DemoMenusSchema, dataDir),
    ]),
  ) as Record<DemoMenuRestaurant, DemoMenu[]>;
}

interface SeededRestaurant {
  id: number;
  business_id: number;
}

async function seedMenusOf(
  tx: TenantTx,
  restaurant: SeededRestaurant,
  menus: readonly DemoMenu[],
  now: Date,
) {
  const owner = { business_id: restaurant.business_id, restaurant_id: restaurant.id };
  for (const [menuPosition, menu] of menus.entries()) {
    const created = await insertMenu(tx, {
      ...owner,
      hashed_id: newPublicId(),
      name: menu.name,
      description: menu.description,
      active: menu.active,
      availability: menu.availability,
      position: menuPosition,
      created_at: now,
      updated_at: now,
    });
    const sections = await insertSections(
      tx,
      menu.sections.map((section, position) => ({
        ...owner,
        menu_id: created.id,
        name: section.name,
        description: section.description,
        position,
      })),
    );
    await insertItems(
      tx,
      menu.sections.flatMap((section, sectionPosition) =>
        section.dishes.map((dish, position) => ({
          ...owner,
          menu_id: created.id,
          section_id: sections.find((s) => s.position === sectionPosition)!.id,
          name: dish.name,
          description: dish.description,
          price_cents: eurosToCents(dish.price),
          variants: dish.variants.map((v) => ({
            name: v.name,
            price_cents: eurosToCents(v.price),
          })),
          allergens: dish.allergens,
          tags: dish.tags,
          available: dish.available,
          position,
        })),
      ),
    );
  }
}

/**
 * Seeds the demo restaurants' menus; part of the demo seed's one transaction, so a bad data file
 * rolls the whole seed back with a message that names it.
 */
export async function seedDemoMenus(
  tx: TenantTx,
  restaurants: Record<DemoMenuRestaurant, SeededRestaurant>,
  now: Date,
) {
  const menus = loadDemoMenus();
  for (const key of DEMO_MENU_RESTAURANTS) {
    await seedMenusOf(tx, restaurants[key], menus[key], now);
  }
}
