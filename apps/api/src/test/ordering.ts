import { randomBytes } from 'node:crypto';
import type { Menu } from '@coperto/shared/menus/menu.schemas';
import type { App } from '../app';
import { DEMO } from '../db/seed/demo-seed';

/** Every day open around the clock, so slots never depend on when a test runs. */
export const ALWAYS_OPEN = {
  weekly: Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [
      d,
      [{ open: '00:00', close: '24:00' }],
    ]),
  ),
  exceptions: [],
};

export const ORDERING_ON = {
  enabled: true,
  pickup_enabled: true,
  delivery_enabled: true,
  lead_minutes: 20,
  slot_minutes: 15,
  orders_per_slot: 50,
  min_order: 0,
  delivery_zones: [{ name: 'Centro', postcodes: ['00186', '00187'], fee: 3, min_order: 15 }],
  pay_at_restaurant: true,
  card_payments: false,
  auto_accept: false,
};

/** A restaurant open all day and taking orders, with the ids and headers its tests need. */
export async function openForOrders(
  app: App,
  restaurantId: number,
  owner: Record<string, string>,
  settings: Partial<typeof ORDERING_ON> = {},
) {
  const hours = await app.inject({
    method: 'PATCH',
    url: `/api/restaurant/opening-times/${restaurantId}`,
    headers: owner,
    payload: { opening_times: ALWAYS_OPEN },
  });
  if (hours.statusCode !== 200) throw new Error(`opening times: ${hours.body}`);
  const res = await app.inject({
    method: 'PUT',
    url: `/api/ordering-settings/${restaurantId}`,
    headers: owner,
    payload: { ...ORDERING_ON, ...settings },
  });
  if (res.statusCode !== 200) throw new Error(`ordering settings: ${res.body}`);
}

/** The restaurant's active menus as guests read them. */
export async function publicMenusOf(app: App, restaurantId: number): Promise<Menu[]> {
  const res = await app.inject({ url: `/api/restaurant/${restaurantId}/menus` });
  return res.json().menus;
}

/** Dishes a guest can order at any time: available, on an active menu without hours. */
export async function orderableDishes(app: App, restaurantId: number) {
  const menus = await publicMenusOf(app, restaurantId);
  return menus
    .filter((m) => m.active && m.availability === null)
    .flatMap((m) => m.sections.flatMap((s) => s.items))
    .filter((item) => item.available);
}

export const newIdempotencyKey = () => `test-${randomBytes(12).toString('base64url')}`;

export async function publicKeyOf(app: App, name: keyof typeof DEMO.hosts) {
  const res = await app.inject({ url: `/api/restaurant/hostname/${DEMO.hosts[name]}` });
  return res.json().public_key as string;
}

export function placeOrder(
  app: App,
  publicKey: string,
  body: unknown,
  key: string | null = newIdempotencyKey(),
) {
  return app.inject({
    method: 'POST',
    url: `/api/ordering/${publicKey}/orders`,
    headers: key === null ? {} : { 'idempotency-key': key },
    payload: body as object,
  });
}

export const GUEST = { name: 'Anna Ospite', email: 'anna@ospite.test', phone: '+39 333 123 4567' };

/** A pickup order of one dish as soon as possible: valid as it is, each test changes one thing. */
export function pickupOrder(itemId: number, changes: Record<string, unknown> = {}) {
  return {
    type: 'pickup',
    slot: 'asap',
    items: [{ item_id: itemId, quantity: 2 }],
    customer: GUEST,
    privacy_consent: true,
    payment_method: 'at_restaurant',
    language: 'it',
    ...changes,
  };
}
