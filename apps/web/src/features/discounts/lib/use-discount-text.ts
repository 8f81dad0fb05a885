import type { Discount } from '@coperto/shared/discounts/discount.schemas';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../shared/lib/dates';
import { formatEuros } from '../../../shared/lib/format-money';

/** Money, percentages and days of the discount screens in the user's language. */
export function useDiscountText() {
  const { t, i18n } = useTranslation('discounts');
  const language = i18n.language;
  const percent = (value: number) =>
    new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
      value / 100,
    );
  const day = (iso: string) => formatTimestamp(iso, language);
  return {
    language,
    money: (euros: number) => formatEuros(euros, language),
    day,
    stamp: (iso: string) => formatTimestamp(iso, language, { withTime: true }),
    /** "10 %" or "5,00 €" off. */
    value: (code: Pick<Discount, 'is_percentage' | 'amount'>) =>
      code.is_percentage ? percent(code.amount) : formatEuros(code.amount, language),
    /** "3 / 50" or "3 / ∞": uses so far of the limit. */
    uses: (code: Pick<Discount, 'times_used' | 'usage_limit'>) =>
      `${code.times_used} / ${code.usage_limit ?? '∞'}`,
    /** "Dal 1 dic 2026 al 31 dic 2026", "Fino al …", "Senza scadenza". */
    validity: (code: Pick<Discount, 'valid_from' | 'valid_to'>) => {
      if (code.valid_from && code.valid_to)
        return t('validity.between', { from: day(code.valid_from), to: day(code.valid_to) });
      if (code.valid_to) return t('validity.until', { to: day(code.valid_to) });
      if (code.valid_from) return t('validity.from', { from: day(code.valid_from) });
      return t('validity.open');
    },
  };
}
export type DiscountText = ReturnType<typeof useDiscountText>;
