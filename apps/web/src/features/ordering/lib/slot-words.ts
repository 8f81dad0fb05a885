import { localDateOf } from '@coperto/shared/restaurants/opening-hours';
import {
  daysBetween,
  formatCalendarDate,
  formatInstantTime,
  todayIn,
} from '../../../shared/lib/dates';

/**
 * A slot as a guest reads it, on the restaurant's clock: its time, and which day when it is not
 * today ("domani", "sabato 29 novembre"). Zod-free: the home and the menu page show it.
 */
export function slotWords(
  iso: string,
  language: string,
  timeZone: string,
  now: number = Date.now(),
): { time: string; when: 'today' | 'tomorrow' | 'later'; day: string } {
  const instant = new Date(iso);
  const date = localDateOf(timeZone, instant.getTime());
  const ahead = daysBetween(todayIn(timeZone, now), date);
  return {
    time: formatInstantTime(instant, language, timeZone),
    when: ahead <= 0 ? 'today' : ahead === 1 ? 'tomorrow' : 'later',
    day: formatCalendarDate(date, language, { weekday: 'long', day: 'numeric', month: 'long' }),
  };
}

/** The calendar days a guest may order for: today and the next ones, on the restaurant's clock. */
export function orderDays(timeZone: string, count: number, now: number = Date.now()): string[] {
  const today = todayIn(timeZone, now);
  const start = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
}
