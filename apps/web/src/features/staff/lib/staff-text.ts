import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';

const NAMED = ['nothing_to_copy', 'not_empty', 'empty'] as const;

/** The error's one line for an alert: a reason the API names, else by status, else its words. */
export function staffErrorText(t: TFunction<'staff'>, error: unknown): string {
  if (!(error instanceof ApiRequestError)) return t('errors.failed');
  const reason = Object.values(error.fields).find((m) => (NAMED as readonly string[]).includes(m));
  if (reason) return t(`errors.${reason as (typeof NAMED)[number]}`);
  if (Object.values(error.fields).includes('Unknown person')) return t('errors.unknownPerson');
  if (error.code === 'NETWORK') return t('errors.network');
  if (error.status === 403) return t('errors.forbidden');
  if (error.status === 404) return t('errors.notFound');
  if (error.status === 413) return t('wages.tooLarge');
  if (error.fields.payslip) return t('wages.notPdf');
  return error.detail || t('errors.failed');
}

/** A calendar day (`YYYY-MM-DD`) in the language: read at noon UTC so no zone moves it. */
export function formatDay(day: string, language: string, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** A month (`YYYY-MM`) as "novembre 2026". */
export function formatMonth(month: string, language: string) {
  return formatDay(`${month}-15`, language, { month: 'long', year: 'numeric' });
}

/** The month `delta` months from `month` (`YYYY-MM`). */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(y, m - 1 + delta, 1));
  return date.toISOString().slice(0, 7);
}
