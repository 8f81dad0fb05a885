import { z } from 'zod';
import { ROLES } from '../auth/permissions';
import { CalendarDaySchema } from '../common/calendar-day.schemas';
import { MAX_TEXT_LENGTH } from '../common/constants';
import {
  ROTA_EMAIL_LANGUAGES,
  ROTA_MAX_SHIFTS_PER_WEEK,
  ROTA_WEEK_STATUSES,
  SHIFT_SERVICES,
  STAFF_FIRST_YEAR,
  STAFF_LAST_YEAR,
} from './staff.constants';
import { isMonday } from './staff-pay';

const IdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The Monday a rota week starts on (`YYYY-MM-DD`). */
export const WeekStartSchema = CalendarDaySchema.refine(isMonday, 'A week starts on a Monday');

/** A month of wages, `YYYY-MM`, from 2000 to 2199. */
export const MonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month as YYYY-MM')
  .refine((m) => {
    const year = Number(m.slice(0, 4));
    return year >= STAFF_FIRST_YEAR && year <= STAFF_LAST_YEAR;
  }, `A month from ${STAFF_FIRST_YEAR} to ${STAFF_LAST_YEAR}`);

export const ShiftServiceSchema = z.enum(SHIFT_SERVICES);

// ---------------------------------------------------------------- rota

export const RotaWeekQuerySchema = z.strictObject({
  restaurant_id: IdSchema,
  /** The week's Monday; this week in the restaurant's time zone when left out. */
  week: WeekStartSchema.optional(),
});

export const RotaShiftSchema = z.strictObject({
  user_id: IdSchema,
  day: CalendarDaySchema,
  service: ShiftServiceSchema,
});
export type RotaShift = z.output<typeof RotaShiftSchema>;

export const RotaPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  role: z.enum(ROLES),
  duty: z.string(),
});
export type RotaPerson = z.output<typeof RotaPersonSchema>;

export const RotaWeekSchema = z.object({
  restaurant_id: z.number().int(),
  week_start: z.string(),
  time_zone: z.string(),
  status: z.enum(ROTA_WEEK_STATUSES),
  /** When the week was last published; a later change leaves it a draft until published again. */
  published_at: z.string().nullable(),
  people: z.array(RotaPersonSchema),
  shifts: z.array(RotaShiftSchema),
});
export type RotaWeek = z.output<typeof RotaWeekSchema>;

export const SaveRotaWeekBodySchema = z.strictObject({
  restaurant_id: IdSchema,
  week_start: WeekStartSchema,
  shifts: z.array(RotaShiftSchema).max(ROTA_MAX_SHIFTS_PER_WEEK),
});

export const RotaWeekActionBodySchema = z.strictObject({
  restaurant_id: IdSchema,
  week_start: WeekStartSchema,
});

export const PublishRotaAnswerSchema = RotaWeekSchema.extend({
  /** How many people an email went out to. */
  emailed: z.number().int(),
});

export const MyRotaQuerySchema = z.strictObject({ week: WeekStartSchema.optional() });

export const MyShiftSchema = z.object({
  restaurant_id: z.number().int(),
  restaurant_name: z.string(),
  day: z.string(),
  service: ShiftServiceSchema,
});

export const MyRotaWeekSchema = z.object({
  week_start: z.string(),
  /** The language rota emails are written in for this person. */
  language: z.enum(ROTA_EMAIL_LANGUAGES),
  shifts: z.array(MyShiftSchema),
});
export type MyRotaWeek = z.output<typeof MyRotaWeekSchema>;

export const RotaLanguageBodySchema = z.strictObject({
  language: z.enum(ROTA_EMAIL_LANGUAGES),
});

// ---------------------------------------------------------------- wages

/** Euros with two decimals on the wire, cents inside (DESIGN.md §5). */
const WageEurosSchema = z.number().min(0).max(1_000_000).multipleOf(0.01, 'At most two decimals');

export const WageMonthQuerySchema = z.strictObject({
  restaurant_id: IdSchema,
  month: MonthSchema,
});

export const ShiftRatesSchema = z.object({
  single_shift: z.number(),
  double_shift: z.number(),
  breakfast_shift: z.number(),
  aperitif_shift: z.number(),
});

export const PaidShiftCountsSchema = z.object({
  single: z.number().int(),
  double: z.number().int(),
  breakfast: z.number().int(),
  aperitif: z.number().int(),
  days: z.number().int(),
});

export const PayslipSchema = z.object({
  file_name: z.string(),
  bytes: z.number().int(),
  uploaded_at: z.string(),
});

export const WageSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  restaurant_id: z.number().int(),
  month: z.string(),
  /** What the shifts and rates gave when the wage was recorded. */
  proposed: z.number(),
  wage: z.number(),
  notes: z.string(),
  payslip: PayslipSchema.nullable(),
  updated_at: z.string(),
});
export type Wage = z.output<typeof WageSchema>;

export const WageLineSchema = z.object({
  person: RotaPersonSchema,
  rates: ShiftRatesSchema,
  shifts: PaidShiftCountsSchema,
  /** The month's proposed wage from its published shifts and the person's rates. */
  proposed: z.number(),
  wage: WageSchema.nullable(),
});
export type WageLine = z.output<typeof WageLineSchema>;

export const WageMonthSchema = z.object({
  restaurant_id: z.number().int(),
  month: z.string(),
  lines: z.array(WageLineSchema),
  total_proposed: z.number(),
  total_recorded: z.number(),
});
export type WageMonth = z.output<typeof WageMonthSchema>;

export const RecordWageBodySchema = z.strictObject({
  restaurant_id: IdSchema,
  user_id: IdSchema,
  month: MonthSchema,
  wage: WageEurosSchema,
  notes: z.string().trim().max(MAX_TEXT_LENGTH).optional(),
});

export const WageIdParamsSchema = z.strictObject({ id: IdSchema });

export const MyWageSchema = WageSchema.extend({ restaurant_name: z.string() });
export const MyWagesSchema = z.object({ items: z.array(MyWageSchema) });
export type MyWage = z.output<typeof MyWageSchema>;
