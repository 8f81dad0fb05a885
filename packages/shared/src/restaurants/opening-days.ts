/**
 * The calendar side of opening times: weekdays, wall-clock times and calendar days. Zod-free, so
 * the public site can tell "open now" without loading the schemas (opening-times.schemas.ts).
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const MINUTES_PER_DAY = 24 * 60;

/** `"26:30"` → 1590 minutes after the midnight that starts the service's day. */
export function minutesOfTime(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** 1590 → `"02:30"`: how a past-midnight time reads on the clock. */
export function clockTimeOf(minutes: number): string {
  const m = minutes % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

// Dates are calendar days (`YYYY-MM-DD`), not instants: UTC arithmetic on them is exact.
const DAY_MS = 24 * 60 * 60 * 1000;

/** `"2026-12-31"`, 1 → `"2027-01-01"`. */
export function addDaysToDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A real calendar day in `YYYY-MM-DD` form (not 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  const time = Date.parse(`${date}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    !Number.isNaN(time) &&
    new Date(time).toISOString().startsWith(date)
  );
}

export function weekdayOfDate(date: string): Weekday {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}
