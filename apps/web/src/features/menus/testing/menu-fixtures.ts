import type { Menu, MenuItem, PublicMenuResponse } from '@coperto/shared/menus/menu.schemas';

let nextId = 1;

export function menuItem(fields: Partial<MenuItem> & Pick<MenuItem, 'name'>): MenuItem {
  return {
    id: nextId++,
    description: {},
    price: 10,
    variants: [],
    allergens: [],
    tags: [],
    available: true,
    image_url: null,
    ...fields,
  };
}

/** A trattoria's dinner menu, in Italian with some English: enough to show every kind of dish. */
export function dinnerMenu(fields: Partial<Menu> = {}): Menu {
  return {
    id: 1,
    hashed_id: 'cena-abc123',
    restaurant_id: 1,
    name: { it: 'Menù alla carta', en: 'À la carte menu' },
    description: { it: 'La cucina romana di sempre.', en: 'Classic Roman cooking.' },
    active: true,
    availability: null,
    updated_at: '2026-11-20T10:00:00.000Z',
    sections: [
      {
        id: 10,
        name: { it: 'Antipasti', en: 'Starters' },
        description: {},
        items: [
          menuItem({
            name: { it: 'Bruschetta al pomodoro', en: 'Tomato bruschetta' },
            description: { it: 'Pane casareccio, pomodori e basilico' },
            price: 6.5,
            allergens: ['gluten'],
            tags: ['vegan', 'vegetarian'],
          }),
          menuItem({
            name: { it: 'Carciofi alla giudia', en: 'Jewish-style artichokes' },
            price: 9.5,
            available: false,
          }),
        ],
      },
      {
        id: 11,
        name: { it: 'Primi', en: 'First courses' },
        description: { it: 'Pasta fresca fatta in casa', en: 'Fresh homemade pasta' },
        items: [
          menuItem({
            // No English name: it falls back to the restaurant's first language.
            name: { it: 'Cacio e pepe' },
            description: { it: 'Tonnarelli, pecorino e pepe', en: 'Tonnarelli, pecorino, pepper' },
            price: 12,
            allergens: ['gluten', 'milk', 'eggs'],
            variants: [
              { name: { it: 'Mezza porzione', en: 'Half portion' }, price: 8.5 },
              { name: { it: 'Porzione intera', en: 'Full portion' }, price: 12 },
            ],
          }),
          menuItem({
            name: { it: 'Tagliatelle al ragù', en: 'Tagliatelle with ragù' },
            price: 13,
            image_url: '/media/abc/menu-images/ragu_1280x960.webp',
          }),
        ],
      },
    ],
    ...fields,
  };
}

export function lunchMenu(): Menu {
  return dinnerMenu({
    id: 2,
    hashed_id: 'pranzo-def456',
    name: { it: 'Pranzo di lavoro', en: 'Business lunch' },
    description: {},
    availability: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '12:00', to: '15:00' },
    sections: [
      {
        id: 20,
        name: { it: 'Formule', en: 'Set menus' },
        description: {},
        items: [menuItem({ name: { it: 'Primo e contorno', en: 'First course and side' } })],
      },
    ],
  });
}

export function publicMenuResponse(menu: Menu = dinnerMenu()): PublicMenuResponse {
  return {
    restaurant: {
      id: 1,
      name: 'Trattoria Demo',
      public_key: 'pk-demo',
      hostname: ['trattoria.localhost'],
      language: ['it', 'en'],
      font: 'Lora',
      logo_url: null,
      theme: { primary_color: '#9c2f2f', secondary_color: '#e0b04c', background_color: '#fdfdfd' },
    },
    menu,
  };
}

export function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Intl puts a no-break space between the amount and the sign. */
export const plainText = (element: Element) => element.textContent?.replace(/\u00a0/g, ' ') ?? '';
