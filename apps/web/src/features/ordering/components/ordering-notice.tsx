import type { PublicOrdering } from '@coperto/shared/orders/order.schemas';
import { useTranslation } from 'react-i18next';
import { slotWords } from '../lib/slot-words';
import './ordering-notice.css';

/**
 * What the site says about ordering when the restaurant has it but cannot take an order now:
 * paused, or outside its hours, with the next slot ("Ordini online chiusi — prossimo ritiro alle
 * 19:00"). Nothing while it takes orders, nor when it does not offer ordering at all.
 */
export function OrderingNotice({
  ordering,
  timeZone,
  tone = 'page',
}: {
  ordering: PublicOrdering | undefined;
  timeZone: string;
  /** `hero`: on the home's photo; `page`: on the paper of a page. */
  tone?: 'hero' | 'page';
}) {
  const { t, i18n } = useTranslation('public');
  if (!ordering || ordering.available) return null;
  const reason = ordering.closed_reason;
  if (reason !== 'paused' && reason !== 'no_slots') return null;
  const next = ordering.next_slot
    ? slotWords(ordering.next_slot, i18n.language, timeZone)
    : undefined;
  const nextText = !next
    ? t('ordering.noSlots')
    : next.when === 'today'
      ? t('ordering.nextToday', { time: next.time })
      : next.when === 'tomorrow'
        ? t('ordering.nextTomorrow', { time: next.time })
        : t('ordering.nextOn', { day: next.day, time: next.time });
  return (
    <p className="ordering-notice" data-tone={tone} role="status" data-testid="ordering-notice">
      <strong>{reason === 'paused' ? t('ordering.paused') : t('ordering.closed')}</strong>
      <span aria-hidden="true"> — </span>
      <span>{nextText}</span>
    </p>
  );
}
