import { z } from 'zod';
import { REPORT_FIRST_YEAR, REPORT_LAST_YEAR } from './report.constants';

const RestaurantIdQuery = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A month, `YYYY-MM`, from January 2000 to December 2199. */
export const ReportMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month as YYYY-MM')
  .refine(
    (m) => Number(m.slice(0, 4)) >= REPORT_FIRST_YEAR && Number(m.slice(0, 4)) <= REPORT_LAST_YEAR,
    'A month from 2000 to 2199',
  );

/** A year's report: one restaurant, or every restaurant of the business when left out. */
export const YearReportQuerySchema = z.strictObject({
  year: z.coerce.number().int().min(REPORT_FIRST_YEAR).max(REPORT_LAST_YEAR),
  restaurant_id: RestaurantIdQuery.optional(),
});
export type YearReportQuery = z.infer<typeof YearReportQuerySchema>;

/** One month's report in detail (the drill-down). */
export const MonthReportQuerySchema = z.strictObject({
  month: ReportMonthSchema,
  restaurant_id: RestaurantIdQuery.optional(),
});
export type MonthReportQuery = z.infer<typeof MonthReportQuerySchema>;

/** The same figures as a spreadsheet: a year's months, or one month's detail when `month` is set. */
export const ReportExportQuerySchema = z
  .strictObject({
    year: z.coerce.number().int().min(REPORT_FIRST_YEAR).max(REPORT_LAST_YEAR),
    /** A month of `year`. */
    month: ReportMonthSchema.optional(),
    restaurant_id: RestaurantIdQuery.optional(),
    /** The header row's language; Italian also means `;` between fields and decimal commas (Excel). */
    language: z.enum(['it', 'en']).default('it'),
  })
  .refine((q) => !q.month || q.month.startsWith(`${q.year}-`), {
    path: ['month'],
    message: 'A month of the year asked',
  });
export type ReportExportQuery = z.infer<typeof ReportExportQuerySchema>;

/** A share of the takings in percent with one decimal; null when there were no takings. */
const ShareSchema = z.number().nullable();

/**
 * A month's (or a year's) figures. Money in euros with two decimals; takings as counted (VAT
 * included), costs net of VAT as billed (decision 078). `labour` and `labour_share` are null for
 * a caller who may not read wages (managers: DESIGN.md §6).
 */
export const ReportFiguresSchema = z.object({
  /** Cash-ups' card (POS) and cash takings. */
  takings_cashups: z.number(),
  /** Online orders paid by card (those paid at the restaurant are in the till's cash-up). */
  takings_online: z.number(),
  takings: z.number(),
  online_orders: z.number().int(),
  /** Covers of the cash-ups (breakfast, lunch, aperitif, dinner). */
  covers: z.number().int(),
  /** Cash-up takings per cover; null without covers. */
  average_spend: z.number().nullable(),
  /** Every expense of the month (net), any category. */
  expenses: z.number(),
  food_cost: z.number(),
  beverage_cost: z.number(),
  /** Food and beverage cost as a share of takings. */
  food_beverage_share: ShareSchema,
  labour: z.number().nullable(),
  labour_share: ShareSchema,
});
export type ReportFigures = z.infer<typeof ReportFiguresSchema>;

export const ReportRestaurantSchema = z.object({ id: z.number().int(), name: z.string() });

export const ReportMonthRowSchema = ReportFiguresSchema.extend({
  /** `YYYY-MM`. */
  month: z.string(),
});
export type ReportMonthRow = z.infer<typeof ReportMonthRowSchema>;

export const YearReportSchema = z.object({
  year: z.number().int(),
  /** The restaurant reported on; null for every restaurant of the business. */
  restaurant_id: z.number().int().nullable(),
  /** The business's restaurants, for the picker. */
  restaurants: z.array(ReportRestaurantSchema),
  /** Whether labour cost is in the figures (the caller may read wages). */
  includes_labour: z.boolean(),
  months: z.array(ReportMonthRowSchema),
  totals: ReportFiguresSchema,
});
export type YearReport = z.infer<typeof YearReportSchema>;

export const ReportAmountSchema = z.object({ amount: z.number() });

export const MonthReportSchema = z.object({
  month: z.string(),
  restaurant_id: z.number().int().nullable(),
  restaurants: z.array(ReportRestaurantSchema),
  includes_labour: z.boolean(),
  figures: ReportFiguresSchema,
  /** Net expenses by category, largest first. */
  expenses_by_category: z.array(
    ReportAmountSchema.extend({
      /** A default category's key (food, beverage …: the screen translates it), else null. */
      key: z.string().nullable(),
      name: z.string(),
    }),
  ),
  /** Net expenses by supplier, largest first (at most REPORT_TOP_SUPPLIERS; the rest summed). */
  expenses_by_supplier: z.array(
    ReportAmountSchema.extend({ supplier_id: z.number().int().nullable(), name: z.string() }),
  ),
  /** Every restaurant's figures, when the report is of the whole business. */
  by_restaurant: z.array(
    ReportFiguresSchema.extend({ restaurant_id: z.number().int(), name: z.string() }),
  ),
});
export type MonthReport = z.infer<typeof MonthReportSchema>;
