import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatTimestamp } from '../../../shared/lib/dates';
import { formatEuros } from '../../../shared/lib/format-money';

/** Money and dates of the gift card screens in the user's language. */
export function useGiftCardText() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    language,
    money: (euros: number) => formatEuros(euros, language),
    day: (date: string) =>
      formatCalendarDate(date, language, { day: 'numeric', month: 'short', year: 'numeric' }),
    stamp: (iso: string) => formatTimestamp(iso, language, { withTime: true }),
  };
}
export type GiftCardText = ReturnType<typeof useGiftCardText>;
