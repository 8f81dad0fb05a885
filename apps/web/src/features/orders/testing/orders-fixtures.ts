import type { Menu } from '@coperto/shared/menus/menu.schemas';
import type { Order, OrderingSettings, OrderSummary } from '@coperto/shared/orders/order.schemas';
import type { OrderBoard } from '@coperto/shared/orders/order-board.schemas';
import { fakeCurrentUser } from '../../../shared/session/session-fixtures';
import { menuItem, pickerMenu } from '../../../shared/ui/order-entry/order-entry-fixtures';

export { jsonResponse } from '../../../shared/session/session-fixtures';

/** A staff member of the demo trattoria, signed in. */
export const STAFF = fakeCurrentUser(Date.now() + 3_600_000, 'staff');

export const RESTAURANT = {
  id: 1,
  name: 'Trattoria Demo',
  time_zone: 'Europe/Rome',
  language: ['it', 'en'],
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const minutesAhead = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** An order of the board, whole; `summaryOf` drops what the list leaves out. */
export function order(fields: Partial<Order> & Pick<Order, 'id' | 'status'>): Order {
  return {
    public_id: `public-id-of-order-${fields.id}`.slice(0, 22).padEnd(22, 'x'),
    restaurant_id: 1,
    number: fields.id,
    type: 'pickup',
    source: 'online',
    order_datetime: minutesAgo(3),
    slot_start: minutesAhead(30),
    asap: false,
    ready_at: null,
    reason: null,
    customer_name: `Cliente ${fields.id}`,
    email: `cliente${fields.id}@example.com`,
    phone: '+39 333 1234567',
    delivery_address: null,
    notes: '',
    table_name: null,
    subtotal: 20,
    delivery_fee: 0,
    discount: 0,
    discount_code: null,
    total: 20,
    gift_card: 0,
    gift_card_last4: null,
    to_pay: 20,
    vat: [{ rate_code: 'food', rate: 10, net: 18.18, vat: 1.82, gross: 20 }],
    payment_method: 'at_restaurant',
    payment_status: 'unpaid',
    refunded: 0,
    items: [
      {
        item_id: 10,
        name: 'Cacio e pepe',
        variant_name: null,
        quantity: 2,
        unit_price: 10,
        total: 20,
        vat_rate: 10,
        notes: 'senza pepe',
      },
    ],
    events: [
      {
        from_status: null,
        to_status: 'received',
        reason: null,
        items_changed: null,
        at: minutesAgo(3),
        by: null,
        refund: null,
      },
    ],
    ...fields,
  };
}

export function summaryOf({
  items: _items,
  events: _events,
  vat: _vat,
  ...summary
}: Order): OrderSummary {
  return summary;
}

/** GET /orders/board's answer for these orders: each with its dishes, card orders not paid left out. */
export function boardOf(orders: readonly Order[], truncated = false): OrderBoard {
  return {
    date: new Date().toISOString().slice(0, 10),
    truncated,
    orders: orders
      .filter((o) => o.status !== 'awaiting_payment')
      .map((o) => ({
        ...summaryOf(o),
        items: o.items.map(({ name, variant_name, quantity, notes }) => ({
          name,
          variant_name,
          quantity,
          notes,
        })),
      })),
  };
}

export function settings(fields: Partial<OrderingSettings> = {}): OrderingSettings {
  return {
    enabled: true,
    pickup_enabled: true,
    delivery_enabled: true,
    lead_minutes: 20,
    slot_minutes: 15,
    orders_per_slot: 10,
    min_order: 0,
    delivery_zones: [],
    pay_at_restaurant: true,
    card_payments: false,
    auto_accept: false,
    restaurant_id: 1,
    paused_until: null,
    busy_extra_minutes: 0,
    busy_until: null,
    card_available: false,
    plan_includes_ordering: true,
    ...fields,
  };
}

/** One active menu: a plain dish, a dish with two sizes, a sold-out dish. */
export function staffMenu(): Menu {
  return pickerMenu('Pizze', [
    menuItem(10, 'Cacio e pepe', 10),
    menuItem(11, 'Margherita', 7, {
      variants: [
        { name: { it: 'Normale' }, price: 7 },
        { name: { it: 'Maxi' }, price: 11 },
      ],
    }),
    menuItem(12, 'Carbonara', 12, { available: false }),
  ]);
}
