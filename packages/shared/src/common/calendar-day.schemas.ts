import { z } from 'zod';

/**
 * A calendar day (`YYYY-MM-DD`) in a sane span, so no date reaches the time-zone arithmetic where
 * JavaScript's dates end: year 1 or 9999 in a restaurant's zone makes an invalid instant (a 500).
 */
export const CalendarDaySchema = z.iso
  .date()
  .refine((day) => day >= '2000-01-01' && day <= '2199-12-31', 'A day from 2000 to 2199');
