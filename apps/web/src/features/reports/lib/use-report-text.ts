import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../shared/lib/format-money';

/** Money, shares and months of the reports in the user's language. */
export function useReportText() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const integer = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const monthLong = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  const monthShort = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
  const monthYear = new Intl.DateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const dateOf = (month: string) => new Date(`${month}-01T12:00:00Z`);
  return {
    language,
    money: (euros: number | null) => (euros === null ? '—' : formatEuros(euros, language)),
    /** Whole euros, for the chart's axis. */
    moneyShort: (euros: number) =>
      new Intl.NumberFormat(language, {
        style: 'currency',
        currency: 'EUR',
        notation: 'compact',
        maximumFractionDigits: 1,
      }).format(euros),
    count: (n: number) => integer.format(n),
    /** A share in percent (28.7) as "28,7 %"; a dash when there were no takings. */
    share: (value: number | null) => (value === null ? '—' : percent.format(value / 100)),
    month: (month: string) => capitalize(monthLong.format(dateOf(month))),
    monthShort: (month: string) => capitalize(monthShort.format(dateOf(month))),
    monthYear: (month: string) => capitalize(monthYear.format(dateOf(month))),
  };
}
export type ReportText = ReturnType<typeof useReportText>;

function capitalize(text: string) {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
