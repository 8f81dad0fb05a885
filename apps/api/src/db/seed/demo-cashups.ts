import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import { localDateOf, servicesStartingOn } from '@coperto/shared/restaurants/opening-hours';
import type { OpeningTimes } from '@coperto/shared/restaurants/opening-times.schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { cashUpEvents, cashUpStaff, cashUps } from '../schema/cashups';
import { users } from '../schema/identity';
import type { TenantTx } from '../tenant-scope';

interface DemoRestaurant {
  id: number;
  business_id: number;
  time_zone: string;
  opening_times: OpeningTimes;
}

/** The demo's history: three months back from yesterday. */
export const DEMO_CASH_UP_DAYS = 91;

/** A small deterministic generator (mulberry32): the same demo every time for the same day. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EXTRAS = [
  'Ghiaccio',
  'Pane fresco',
  'Fiori per i tavoli',
  'Limoni e basilico',
  'Detersivo',
  'Mancia al fattorino',
];

/**
 * Three months of closes for the demo's restaurants (decision 075): one final close per open day
 * (days the opening times close are rest days), deterministic, each with its covers by service,
 * card and cash takings, a few expenses paid from the till, the people who worked; about one
 * day in eight off by a few euros, and a couple of missing days for the month view to mark.
 */
export async function seedDemoCashUps(
  tx: TenantTx,
  restaurants: readonly DemoRestaurant[],
  now: Date,
) {
  for (const [index, restaurant] of restaurants.entries()) {
    // The business's owners and managers, and the staff of this restaurant (or of none).
    const people = (
      await tx
        .select({ id: users.id, role: users.role, restaurant_id: users.restaurant_id })
        .from(users)
        .where(and(eq(users.business_id, restaurant.business_id), isNull(users.disabled_at)))
        .orderBy(users.id)
    ).filter(
      (p) => p.role !== 'staff' || p.restaurant_id === null || p.restaurant_id === restaurant.id,
    );
    const manager = people.find((p) => p.role === 'manager') ?? people[0];
    const today = localDateOf(restaurant.time_zone, now.getTime());
    const next = random(20261126 + index);
    const pizzeria = index === 1;
    const rows: (typeof cashUps.$inferInsert)[] = [];
    for (let back = DEMO_CASH_UP_DAYS; back >= 1; back--) {
      const day = addDaysToDate(today, -back);
      const services = servicesStartingOn(restaurant.opening_times, day);
      const roll = next();
      if (services.length === 0) continue;
      // Two days the manager forgot to close: the month view marks them missing.
      if (back === 9 + index * 3 || back === 40 + index) continue;
      const weekend = [0, 5, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
      // Covers of a neighbourhood trattoria and a busy pizzeria, so food and beverage come to
      // about a third of the takings in the reports, as in a real kitchen.
      const lunch = pizzeria ? 0 : Math.round((weekend ? 20 : 10) + roll * 10);
      const dinner = pizzeria
        ? Math.round((weekend ? 70 : 40) + next() * 25)
        : Math.round((weekend ? 38 : 22) + next() * 16);
      const aperitif = pizzeria ? 0 : Math.round(next() * 15);
      const spend = pizzeria ? 1900 : 3000;
      const total = (lunch + dinner) * spend + aperitif * 800 + Math.round(next() * 9000);
      const bnt = Math.round(total * (0.55 + next() * 0.2));
      const extras =
        next() < 0.3
          ? [
              {
                amount_cents: 500 + Math.round(next() * 30) * 100,
                note: EXTRAS[Math.floor(next() * EXTRAS.length)]!,
              },
            ]
          : [];
      const extraCents = extras.reduce((sum, e) => sum + e.amount_cents, 0);
      const cash = total - bnt - extraCents;
      // About one day in eight the drawer is off by a few euros.
      const off =
        next() < 0.125 ? (next() < 0.5 ? -1 : 1) * (200 + Math.round(next() * 18) * 100) : 0;
      rows.push({
        business_id: restaurant.business_id,
        restaurant_id: restaurant.id,
        cash_up_date: day,
        type: 'final',
        breakfast_count: 0,
        lunch_count: lunch,
        aperitif_count: aperitif,
        dinner_count: dinner,
        bnt_cents: bnt,
        cash_cents: cash + off,
        till_cents: total,
        extra_expenses: extras,
        extra_expenses_cents: extraCents,
        notes: off !== 0 ? 'Differenza da verificare con il registratore' : '',
        created_by: manager?.id ?? null,
        updated_by: manager?.id ?? null,
        created_at: new Date(`${addDaysToDate(day, 1)}T00:15:00Z`),
        updated_at: new Date(`${addDaysToDate(day, 1)}T00:15:00Z`),
      });
    }
    if (rows.length === 0) continue;
    const inserted = await tx.insert(cashUps).values(rows).returning({
      id: cashUps.id,
      created_at: cashUps.created_at,
      created_by: cashUps.created_by,
    });
    const staff = people.map((p) => p.id);
    await tx.insert(cashUpStaff).values(
      inserted.flatMap((c, i) =>
        staff
          .filter((_, s) => s === 0 || (i + s) % 3 !== 0)
          .map((userId) => ({
            business_id: restaurant.business_id,
            cash_up_id: c.id,
            user_id: userId,
          })),
      ),
    );
    await tx.insert(cashUpEvents).values(
      inserted.map((c) => ({
        business_id: restaurant.business_id,
        cash_up_id: c.id,
        kind: 'created' as const,
        user_id: c.created_by,
        changes: [],
        created_at: c.created_at,
      })),
    );
  }
}
