import type { ShiftService } from '@coperto/shared/staff/staff.constants';
import {
  addDays,
  mondayOf,
  paidShiftCounts,
  proposedWageCents,
  todayIn,
} from '@coperto/shared/staff/staff-pay';
import { and, eq, inArray } from 'drizzle-orm';
import { users } from '../schema/identity';
import { rotaShifts, rotaWeeks, wages } from '../schema/staff';
import type { TenantTx } from '../tenant-scope';

interface DemoRestaurant {
  id: number;
  business_id: number;
  time_zone: string;
}

/** A week's pattern by weekday (0 = Monday): Luca works lunch and dinner, Marco the evenings. */
const PATTERN: Record<string, [number, ShiftService][]> = {
  'manager@demo.test': [
    [0, 'dinner'],
    [1, 'dinner'],
    [3, 'aperitif'],
    [3, 'dinner'],
    [4, 'dinner'],
    [5, 'lunch'],
    [5, 'dinner'],
  ],
  'staff@demo.test': [
    [1, 'lunch'],
    [1, 'dinner'],
    [2, 'lunch'],
    [4, 'lunch'],
    [4, 'dinner'],
    [5, 'breakfast'],
    [5, 'dinner'],
    [6, 'lunch'],
  ],
};

/**
 * The Trattoria's rota, with the demo team's rates as seeded, for last week and this week, both published (in the restaurant's zone),
 * and three recorded months of wages before this one for the demo manager and waiter, their
 * proposals from four weeks of the usual pattern (decisions 076, 077). No payslips: the owner
 * uploads those.
 */
export async function seedDemoStaff(tx: TenantTx, trattoria: DemoRestaurant, now: Date) {
  const businessId = trattoria.business_id;
  const team = await tx
    .select()
    .from(users)
    .where(and(eq(users.business_id, businessId), inArray(users.email, Object.keys(PATTERN))));
  const ownerRow = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.business_id, businessId), eq(users.role, 'owner')))
    .limit(1);
  const thisWeek = mondayOf(todayIn(trattoria.time_zone, now));
  for (const weekStart of [addDays(thisWeek, -7), thisWeek]) {
    const [week] = await tx
      .insert(rotaWeeks)
      .values({
        business_id: businessId,
        restaurant_id: trattoria.id,
        week_start: weekStart,
        status: 'published',
        published_at: new Date(`${addDays(weekStart, -3)}T16:00:00Z`),
        published_by: ownerRow[0]?.id ?? null,
      })
      .returning();
    await tx.insert(rotaShifts).values(
      team.flatMap((person) =>
        PATTERN[person.email]!.map(([weekday, service]) => ({
          business_id: businessId,
          restaurant_id: trattoria.id,
          week_id: week!.id,
          user_id: person.id,
          day: addDays(weekStart, weekday),
          service,
        })),
      ),
    );
  }
  const [year, month] = todayIn(trattoria.time_zone, now).split('-').map(Number) as [
    number,
    number,
  ];
  for (let back = 1; back <= 3; back++) {
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    const first = date.toISOString().slice(0, 10);
    for (const person of team) {
      const shifts = [0, 1, 2, 3].flatMap((w) =>
        PATTERN[person.email]!.map(([weekday, service]) => ({
          day: addDays(first, w * 7 + weekday),
          service,
        })),
      );
      const proposed = proposedWageCents(paidShiftCounts(shifts), {
        single_shift: person.single_shift_cents,
        double_shift: person.double_shift_cents,
        breakfast_shift: person.breakfast_shift_cents,
        aperitif_shift: person.aperitif_shift_cents,
      });
      await tx.insert(wages).values({
        business_id: businessId,
        restaurant_id: trattoria.id,
        user_id: person.id,
        month: first,
        proposed_cents: proposed,
        // The owner rounds up the month, a little more in the busiest.
        wage_cents: Math.ceil(proposed / 1000) * 1000 + (back === 1 ? 5000 : 0),
        notes: back === 1 ? 'Straordinari del fine settimana' : '',
        recorded_by: ownerRow[0]?.id ?? null,
        created_at: new Date(Date.UTC(year, month - back, 3)),
        updated_at: new Date(Date.UTC(year, month - back, 3)),
      });
    }
  }
}
