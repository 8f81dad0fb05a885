/** The services a shift covers (issue 18), in the order of a day. */
export const SHIFT_SERVICES = ['breakfast', 'lunch', 'aperitif', 'dinner'] as const;
export type ShiftService = (typeof SHIFT_SERVICES)[number];

/** A week of the rota is planned, then published to the people on it. */
export const ROTA_WEEK_STATUSES = ['empty', 'draft', 'published'] as const;
export type RotaWeekStatus = (typeof ROTA_WEEK_STATUSES)[number];

/** At most this many shifts in one restaurant's week: 60 people × 7 days × 4 services. */
export const ROTA_MAX_SHIFTS_PER_WEEK = 1680;

/** A payslip is a PDF of at most 5 MB. */
export const PAYSLIP_MAX_BYTES = 5 * 1024 * 1024;
export const PAYSLIP_CONTENT_TYPE = 'application/pdf';

/** The first and last year a rota week or a wage month may fall in. */
export const STAFF_FIRST_YEAR = 2000;
export const STAFF_LAST_YEAR = 2199;

/** The languages a rota email is written in; others get Italian (the platform's first). */
export const ROTA_EMAIL_LANGUAGES = ['it', 'en', 'de', 'fr', 'es'] as const;
export type RotaEmailLanguage = (typeof ROTA_EMAIL_LANGUAGES)[number];
