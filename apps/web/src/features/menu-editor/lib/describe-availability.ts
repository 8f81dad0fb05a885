import type { MenuAvailability } from '@coperto/shared/menus/menu.schemas';
import { WEEKDAYS } from '@coperto/shared/restaurants/opening-days';
import { weekdayRangeParts } from '../../../shared/lib/dates';

/**
 * When a menu is served, short: "lun–ven 12:00–15:00", "sab, dom 19:00–23:00"; null for a menu
 * served whenever the restaurant is open.
 */
export function describeAvailability(
  availability: MenuAvailability | null,
  language: string,
  everyDay: string,
): string | null {
  if (!availability) return null;
  const days =
    availability.days.length === WEEKDAYS.length
      ? everyDay
      : weekdayRangeParts(availability.days, language).join(', ');
  return `${days} ${availability.from}–${availability.to}`;
}
