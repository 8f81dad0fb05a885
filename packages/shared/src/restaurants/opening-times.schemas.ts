import { z } from 'zod';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM (00:00–23:59)');

/** One service (lunch, dinner…): `close` earlier than `open` means it ends after midnight. */
export const ServiceSchema = z.strictObject({
  open: TimeOfDaySchema,
  close: TimeOfDaySchema,
});
export type Service = z.infer<typeof ServiceSchema>;

/** A dated exception: closed all day, or open with its own services (holidays, special hours). */
export const OpeningExceptionSchema = z.strictObject({
  date: z.iso.date(),
  closed: z.boolean(),
  services: z.array(ServiceSchema).max(6).default([]),
  note: z.string().trim().max(200).default(''),
});
export type OpeningException = z.infer<typeof OpeningExceptionSchema>;

export const OpeningTimesSchema = z.strictObject({
  weekly: z.strictObject(
    Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(ServiceSchema).max(6)])) as Record<
      Weekday,
      z.ZodArray<typeof ServiceSchema>
    >,
  ),
  exceptions: z.array(OpeningExceptionSchema).max(400),
});
export type OpeningTimes = z.infer<typeof OpeningTimesSchema>;

export const EMPTY_OPENING_TIMES: OpeningTimes = {
  weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  exceptions: [],
};
