import { randomBytes } from 'node:crypto';
import { ORDER_TYPES, type OrderStatus } from '@coperto/shared/orders/order-states';
import { addDaysToDate, minutesOfTime } from '@coperto/shared/restaurants/opening-days';
import {
  instantOfWallClock,
  localDateOf,
  servicesStartingOn,
  wallClockAt,
} from '@coperto/shared/restaurants/opening-hours';
import type { OpeningTimes } from '@coperto/shared/restaurants/opening-times.schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { itemsForOrder } from '../../modules/menus/orderable-items.service';
import { breakdownOf, priceOrder } from '../../modules/orders/order-pricing';
import {
  guests,
  orderCounters,
  orderEvents,
  orderItems,
  orderingSettings,
  orderSlotLoads,
  orders,
} from '../schema/orders';
import { menuItems, menus } from '../schema/site';
import { vatRates } from '../schema/vat';
import type { TenantTx } from '../tenant-scope';

/** How far back the demo's order history goes. */
const DAYS_BACK = 14;
const SLOT_MINUTES = 15;

interface DemoKitchen {
  id: number;
  business_id: number;
  time_zone: string;
  opening_times: OpeningTimes;
}

/** Where each demo restaurant delivers (real Roman postcodes) and what it charges. */
const ZONES = {
  trattoria: [
    {
      name: 'Centro storico',
      postcodes: ['00186', '00187', '00184', '00185', '00193'],
      fee_cents: 250,
      min_order_cents: 1500,
    },
    { name: 'Prati', postcodes: ['00192', '00195'], fee_cents: 350, min_order_cents: 2000 },
  ],
  pizzeria: [
    {
      name: 'Trastevere e Monteverde',
      postcodes: ['00153', '00152', '00120'],
      fee_cents: 200,
      min_order_cents: 1200,
    },
  ],
};

const FIRST_NAMES = [
  'Giulia',
  'Marco',
  'Francesca',
  'Luca',
  'Chiara',
  'Alessandro',
  'Sara',
  'Matteo',
  'Elena',
  'Davide',
  'Martina',
  'Simone',
  'Valentina',
  'Andrea',
  'Federica',
  'Tommaso',
  'Anna',
  'Lorenzo',
  'Emma',
  'John',
  'Sophie',
  'Hans',
];
const LAST_NAMES = [
  'Russo',
  'Ferrari',
  'Esposito',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Costa',
  'Giordano',
  'Mancini',
  'Smith',
  'Martin',
  'Müller',
];
const STREETS = [
  'Via del Governo Vecchio',
  'Via dei Coronari',
  'Via Giulia',
  'Via della Scrofa',
  'Via Cola di Rienzo',
  'Via della Lungaretta',
  'Viale di Trastevere',
];
const NOTES = [
  '',
  '',
  '',
  '',
  'Senza cipolla, grazie',
  'Citofonare Interno 4',
  'Allergia alle noci',
  'Posate per due',
  'Ben cotta',
];
const REJECT_REASONS = [
  'Cucina al completo per questa fascia',
  'Consegna non disponibile in questa zona stasera',
];

/** A small seeded generator, so the demo is the same on every machine. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

/** The status an order of that slot has at `now`: old ones done, the coming ones in the kitchen. */
function statusAt(slot: number, now: number, type: string, roll: number): OrderStatus {
  if (roll < 0.04) return 'rejected';
  if (roll < 0.07) return 'cancelled';
  const minutesAhead = (slot - now) / 60_000;
  if (minutesAhead < -30) return 'completed';
  if (minutesAhead < -5) return type === 'delivery' ? 'out_for_delivery' : 'ready';
  if (minutesAhead < 20) return 'preparing';
  if (minutesAhead < 60) return 'accepted';
  return roll < 0.5 ? 'received' : 'accepted';
}

/** The way an order went to reach its status, for its history. */
function pathTo(status: OrderStatus, type: string): OrderStatus[] {
  if (status === 'rejected') return ['received', 'rejected'];
  if (status === 'cancelled') return ['received', 'accepted', 'cancelled'];
  const forward: OrderStatus[] = ['received', 'accepted', 'preparing', 'ready'];
  if (type === 'delivery') forward.push('out_for_delivery');
  forward.push('completed');
  return forward.slice(0, forward.indexOf(status) + 1);
}

/**
 * A realistic fortnight of online and phone orders for a demo restaurant, so the orders list, its
 * filters and the dashboard home look alive on first start: priced from its own menu with the
 * same code as real orders, numbered per day, with guests and histories.
 */
async function seedOrdersOf(
  tx: TenantTx,
  kitchen: DemoKitchen,
  zones: (typeof ZONES)[keyof typeof ZONES],
  staffId: number,
  now: Date,
  seed: number,
) {
  const random = randomFrom(seed);
  await tx.insert(orderingSettings).values({
    business_id: kitchen.business_id,
    restaurant_id: kitchen.id,
    enabled: true,
    pickup_enabled: true,
    delivery_enabled: true,
    lead_minutes: 20,
    slot_minutes: SLOT_MINUTES,
    orders_per_slot: 4,
    min_order_cents: 1000,
    delivery_zones: zones,
  });
  const dishIds = (
    await tx
      .select({ id: menuItems.id })
      .from(menuItems)
      .innerJoin(menus, eq(menus.id, menuItems.menu_id))
      .where(
        and(
          eq(menuItems.restaurant_id, kitchen.id),
          eq(menuItems.available, true),
          eq(menus.active, true),
          isNull(menus.availability),
        ),
      )
  ).map((row) => row.id);
  if (dishIds.length === 0) return;
  const items = await itemsForOrder(tx, kitchen.id, dishIds);
  const rates = new Map(
    (await tx.select().from(vatRates)).map((rate) => [rate.code, rate.rate_bp] as const),
  );
  const guestPool = Array.from({ length: 24 }, (_, i) => {
    const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    return {
      business_id: kitchen.business_id,
      name,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${kitchen.id}${i}@esempio.test`,
      phone: `+39 3${random.int(10, 99)} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
      language: random.next() < 0.85 ? 'it' : 'en',
      privacy_consent_at: now,
      marketing_consent: random.next() < 0.3,
    };
  });
  const savedGuests = await tx.insert(guests).values(guestPool).returning();
  const today = localDateOf(kitchen.time_zone, now.getTime());
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const lineRows: Omit<typeof orderItems.$inferInsert, 'order_id'>[][] = [];
  const histories: { status: OrderStatus; at: Date; reason: string | null; staff: boolean }[][] =
    [];
  const loads = new Map<number, number>();
  const counters = new Map<string, number>();
  for (let back = DAYS_BACK; back >= 0; back--) {
    const date = addDaysToDate(today, -back);
    for (const service of servicesStartingOn(kitchen.opening_times, date)) {
      const open = minutesOfTime(service.open);
      const close = minutesOfTime(service.close);
      const count = random.int(3, close - open > 240 ? 11 : 7);
      for (let n = 0; n < count; n++) {
        const slotMinute =
          open + SLOT_MINUTES * random.int(1, Math.floor((close - open) / SLOT_MINUTES) - 1);
        const slot = instantOfWallClock(kitchen.time_zone, date, slotMinute);
        const placedAt = new Date(slot - random.int(25, 180) * 60_000);
        if (placedAt.getTime() > now.getTime()) continue;
        const type = random.next() < 0.3 ? 'delivery' : ORDER_TYPES[0];
        const lines = Array.from({ length: random.int(1, 4) }, () => ({
          item_id: random.pick(dishIds),
          quantity: random.int(1, 3),
        }));
        const zone = type === 'delivery' ? random.pick(zones) : null;
        const priced = priceOrder({
          lines,
          items,
          type,
          slotClock: wallClockAt(kitchen.time_zone, slot),
          language: 'it',
          fallbackLanguage: 'it',
          vatRates: rates,
          deliveryFee: zone ? { cents: zone.fee_cents, vatRate: 'IT10' } : null,
        });
        if (priced.lines.length === 0) continue;
        const status = statusAt(slot, now.getTime(), type, random.next());
        const guest = random.pick(savedGuests);
        const staffTaken = random.next() < 0.15;
        const day = localDateOf(kitchen.time_zone, placedAt.getTime());
        const number = (counters.get(day) ?? 0) + 1;
        counters.set(day, number);
        if (status !== 'rejected' && status !== 'cancelled') {
          loads.set(slot, (loads.get(slot) ?? 0) + 1);
        }
        orderRows.push({
          business_id: kitchen.business_id,
          restaurant_id: kitchen.id,
          // Random like every tracking link: a demo's orders are as private as real ones.
          public_id: randomBytes(16).toString('base64url'),
          number,
          status,
          type,
          source: staffTaken ? 'staff' : 'online',
          guest_id: guest.id,
          customer_name: guest.name,
          email: staffTaken ? '' : (guest.email ?? ''),
          phone: guest.phone ?? '',
          language: guest.language,
          delivery_address: zone
            ? {
                address: random.pick(STREETS),
                street_number: String(random.int(1, 120)),
                cap: random.pick(zone.postcodes),
                city: 'Roma',
                notes: '',
              }
            : null,
          notes: random.pick(NOTES),
          order_datetime: placedAt,
          slot_start: new Date(slot),
          asap: random.next() < 0.4,
          ready_at: status === 'received' || status === 'rejected' ? null : new Date(slot),
          reason:
            status === 'rejected'
              ? random.pick(REJECT_REASONS)
              : status === 'cancelled'
                ? 'Il cliente ha chiamato per annullare'
                : null,
          subtotal_cents: priced.subtotal_cents,
          delivery_fee_cents: priced.delivery_fee_cents,
          total_cents: priced.total_cents,
          vat_breakdown: breakdownOf(priced.lines),
          payment_method: 'at_restaurant',
          payment_status: status === 'completed' ? 'paid' : 'unpaid',
          marketing_consent: guest.marketing_consent,
          privacy_consent_at: staffTaken ? null : placedAt,
          created_by: staffTaken ? staffId : null,
          updated_at: placedAt,
        });
        lineRows.push(
          priced.lines.map((line, position) => ({
            ...line,
            business_id: kitchen.business_id,
            position,
          })),
        );
        histories.push(
          pathTo(status, type).map((to, step) => ({
            status: to,
            at: new Date(placedAt.getTime() + step * 4 * 60_000),
            reason: to === 'rejected' || to === 'cancelled' ? 'Demo' : null,
            staff: step > 0 || staffTaken,
          })),
        );
      }
    }
  }
  if (orderRows.length === 0) return;
  const saved = await tx.insert(orders).values(orderRows).returning({ id: orders.id });
  await tx
    .insert(orderItems)
    .values(
      saved.flatMap((order, i) => lineRows[i]!.map((line) => ({ ...line, order_id: order.id }))),
    );
  await tx.insert(orderEvents).values(
    saved.flatMap((order, i) =>
      histories[i]!.map((step, s, path) => ({
        business_id: kitchen.business_id,
        order_id: order.id,
        from_status: s === 0 ? null : path[s - 1]!.status,
        to_status: step.status,
        actor_kind: step.staff ? ('staff' as const) : ('guest' as const),
        actor_user_id: step.staff ? staffId : null,
        reason: step.reason,
        created_at: step.at,
      })),
    ),
  );
  await tx.insert(orderSlotLoads).values(
    [...loads].map(([slot, taken]) => ({
      business_id: kitchen.business_id,
      restaurant_id: kitchen.id,
      slot_start: new Date(slot),
      taken,
    })),
  );
  await tx.insert(orderCounters).values(
    [...counters].map(([day, last]) => ({
      business_id: kitchen.business_id,
      restaurant_id: kitchen.id,
      day,
      last_number: last,
    })),
  );
}

/** The demo business's restaurants take orders, with a fortnight of them behind them. */
export async function seedDemoOrders(
  tx: TenantTx,
  restaurants: { trattoria: DemoKitchen; pizzeria: DemoKitchen },
  staffId: number,
  now: Date,
) {
  await seedOrdersOf(tx, restaurants.trattoria, ZONES.trattoria, staffId, now, 15);
  await seedOrdersOf(tx, restaurants.pizzeria, ZONES.pizzeria, staffId, now, 26);
}
