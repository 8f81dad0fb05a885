import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../shared/lib/dates';
import { formatEuroCents, formatEuros } from '../../../shared/lib/format-money';

/** Money and days in the reader's language, the way the cash-up screens write them. */
export function useCashUpText() {
  const { i18n } = useTranslation('cashups');
  const language = i18n.language;
  return {
    language,
    euros: (euros: number) => formatEuros(euros, language),
    cents: (cents: number) => formatEuroCents(cents, language),
    /** A signed amount: "+10,00 €", "−10,00 €". */
    signedCents: (cents: number) =>
      `${cents > 0 ? '+' : cents < 0 ? '−' : ''}${formatEuroCents(Math.abs(cents), language)}`,
    day: (date: string) =>
      formatCalendarDate(date, language, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
    shortDay: (date: string) =>
      formatCalendarDate(date, language, { weekday: 'short', day: 'numeric', month: 'short' }),
    month: (month: string) =>
      formatCalendarDate(`${month}-01`, language, { month: 'long', year: 'numeric' }),
  };
}
