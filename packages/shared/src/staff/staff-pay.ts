import type { ShiftService } from './staff.constants';

/** A person's pay per shift, in cents (the user profile's single/double/breakfast/aperitif_shift). */
export interface ShiftRatesCents {
  single_shift: number;
  double_shift: number;
  breakfast_shift: number;
  aperitif_shift: number;
}

/** The shifts of a month as they are paid: a lunch and a dinner on one day are one double shift. */
export interface PaidShiftCounts {
  single: number;
  double: number;
  breakfast: number;
  aperitif: number;
  /** Days with at least one shift. */
  days: number;
}

/**
 * Counts one person's shifts as they are paid (decision 077): per day, lunch and dinner together
 * are a double shift, either alone a single; each breakfast and each aperitif is paid on its own.
 */
export function paidShiftCounts(
  shifts: readonly { day: string; service: ShiftService }[],
): PaidShiftCounts {
  const byDay = new Map<string, Set<ShiftService>>();
  for (const s of shifts) {
    const services = byDay.get(s.day) ?? new Set<ShiftService>();
    services.add(s.service);
    byDay.set(s.day, services);
  }
  const counts: PaidShiftCounts = { single: 0, double: 0, breakfast: 0, aperitif: 0, days: 0 };
  for (const services of byDay.values()) {
    counts.days += 1;
    const lunch = services.has('lunch');
    const dinner = services.has('dinner');
    if (lunch && dinner) counts.double += 1;
    else if (lunch || dinner) counts.single += 1;
    if (services.has('breakfast')) counts.breakfast += 1;
    if (services.has('aperitif')) counts.aperitif += 1;
  }
  return counts;
}

/** The month's proposed wage in cents: each kind of shift times its rate. */
export function proposedWageCents(counts: PaidShiftCounts, rates: ShiftRatesCents): number {
  return (
    counts.single * rates.single_shift +
    counts.double * rates.double_shift +
    counts.breakfast * rates.breakfast_shift +
    counts.aperitif * rates.aperitif_shift
  );
}

/** `YYYY-MM-DD` of a UTC date. */
function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day `days` after `day` (both `YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** Whether `day` (`YYYY-MM-DD`) is a Monday, the first day of a rota week. */
export function isMonday(day: string): boolean {
  return new Date(`${day}T00:00:00Z`).getUTCDay() === 1;
}

/** The Monday of the week `day` falls in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The seven days of the week starting on `monday`. */
export function daysOfWeek(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** Today's date (`YYYY-MM-DD`) in a time zone. */
export function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The first and last day of a month `YYYY-MM`. */
export function monthDays(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0));
  return { first: `${month}-01`, last: dayOf(last) };
}
