import { addDaysToDate, minutesOfTime } from '@coperto/shared/restaurants/opening-days';
import {
  instantOfWallClock,
  localDateOf,
  servicesStartingOn,
} from '@coperto/shared/restaurants/opening-hours';
import type { OpeningTimes } from '@coperto/shared/restaurants/opening-times.schemas';

const MINUTE_MS = 60_000;

export interface SlotRules {
  timeZone: string;
  openingTimes: OpeningTimes;
  slotMinutes: number;
  /** Minutes from now to the first slot a guest may choose (lead time plus a busy night's extra). */
  leadMinutes: number;
}

/**
 * The slot starts of a day, in the restaurant's zone: every `slotMinutes` from each service's
 * opening while the kitchen is still open at the slot's start, and not before `now` plus the lead
 * time. Services past midnight belong to the day they start (opening-times.schemas.ts).
 */
export function slotStartsOn(rules: SlotRules, date: string, now: Date): Date[] {
  const earliest = now.getTime() + rules.leadMinutes * MINUTE_MS;
  return startsOfDay(rules, date)
    .filter((start) => start >= earliest)
    .map((start) => new Date(start));
}

// A day's starts depend on its zone, services and slot length, not on now, and each costs a few
// zone offset look-ups (an Intl format each): an order ASAP through an all-day menu in 5-minute
// slots computed thousands of them. Kept per process under those inputs; bounded.
const DAYS_KEPT = 2_000;
const startsKept = new Map<string, readonly number[]>();

function startsOfDay(rules: SlotRules, date: string): readonly number[] {
  const services = servicesStartingOn(rules.openingTimes, date);
  const key = `${rules.timeZone} ${rules.slotMinutes} ${date} ${JSON.stringify(services)}`;
  const kept = startsKept.get(key);
  if (kept) return kept;
  const starts = new Set<number>();
  for (const service of services) {
    const close = minutesOfTime(service.close);
    const closesAt = instantOfWallClock(rules.timeZone, date, close);
    for (let m = minutesOfTime(service.open); m < close; m += rules.slotMinutes) {
      const start = instantOfWallClock(rules.timeZone, date, m);
      // A start inside an hour the clock skips maps onto a later one; the closing time still bounds it.
      if (start < closesAt) starts.add(start);
    }
  }
  const sorted = [...starts].sort((a, b) => a - b);
  if (startsKept.size >= DAYS_KEPT) startsKept.clear();
  startsKept.set(key, sorted);
  return sorted;
}

/** Today in the restaurant's zone. */
export function todayIn(timeZone: string, now: Date): string {
  return localDateOf(timeZone, now.getTime());
}

/** The days a guest may order for, today first. */
export function orderableDates(timeZone: string, now: Date, daysAhead: number): string[] {
  const today = todayIn(timeZone, now);
  return Array.from({ length: daysAhead + 1 }, (_, i) => addDaysToDate(today, i));
}
