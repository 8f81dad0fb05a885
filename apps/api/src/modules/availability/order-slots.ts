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
  const starts = new Set<number>();
  for (const service of servicesStartingOn(rules.openingTimes, date)) {
    const close = minutesOfTime(service.close);
    for (let m = minutesOfTime(service.open); m < close; m += rules.slotMinutes) {
      const start = instantOfWallClock(rules.timeZone, date, m);
      // A start inside an hour the clock skips maps onto a later one; the closing time still bounds it.
      if (start >= earliest && start < instantOfWallClock(rules.timeZone, date, close)) {
        starts.add(start);
      }
    }
  }
  return [...starts].sort((a, b) => a - b).map((ms) => new Date(ms));
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
