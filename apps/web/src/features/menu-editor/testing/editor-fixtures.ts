import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import type { Menu, MenuItem } from '@coperto/shared/menus/menu.schemas';
import type { EditorRestaurant } from '../api/get-editor-restaurant';

export const TRATTORIA: EditorRestaurant = {
  id: 1,
  name: 'Trattoria Demo',
  hostname: ['trattoria.localhost'],
  language: ['it', 'en'],
};

export function dish(id: number, fields: Partial<MenuItem> & Pick<MenuItem, 'name'>): MenuItem {
  return {
    id,
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

/** Two sections; one dish and one section lack their English name. */
export function lunchMenu(): Menu {
  return {
    id: 5,
    hashed_id: 'pranzo-abc123',
    restaurant_id: 1,
    name: { it: 'Pranzo di lavoro', en: 'Business lunch' },
    description: {},
    active: true,
    availability: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '12:00', to: '15:00' },
    updated_at: '2026-11-20T10:00:00.000Z',
    sections: [
      {
        id: 50,
        name: { it: 'Primi', en: 'First courses' },
        description: {},
        items: [
          dish(500, { name: { it: 'Carbonara', en: 'Carbonara' }, price: 12 }),
          dish(501, { name: { it: 'Cacio e pepe' }, price: 11, allergens: ['milk'] }),
          dish(502, { name: { it: 'Amatriciana', en: 'Amatriciana' }, price: 12.5 }),
        ],
      },
      {
        id: 51,
        name: { it: 'Dolci' },
        description: {},
        items: [dish(510, { name: { it: 'Tiramisù', en: 'Tiramisu' }, price: 6 })],
      },
    ],
  };
}

/** A manager of the demo business, working on the trattoria. */
export const MANAGER: CurrentUser = {
  accessToken: 'token',
  tokenType: 'bearer',
  expiresAt: '2099-01-01T00:00:00.000Z',
  user: {
    id: 8,
    email: 'manager@demo.test',
    name: 'Marco',
    surname: 'Manager',
    role: 'manager',
    business_id: 1,
    restaurant_id: 1,
    phone_number: '',
    photo_url: null,
  },
  business: { id: 1, name: 'Demo Ristorazione S.r.l.' },
  restaurant: { id: 1, name: 'Trattoria Demo', public_key: 'trattoria-key' },
};

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
