import type { OrderSummary } from '@coperto/shared/orders/order.schemas';
import type { OrderStatus, OrderType } from '@coperto/shared/orders/order-states';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatInstantTime, todayIn } from '../../../shared/lib/dates';
import { formatEuros } from '../../../shared/lib/format-money';
import { dayOffset } from './board';

/**
 * The words and numbers every orders screen shows the same way, in the reader's language. The
 * same object until the language or the zone changes, so the board's cards can skip a render.
 */
export function useOrderText(timeZone: string) {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.language;
  return useMemo(() => orderText(t, language, timeZone), [t, language, timeZone]);
}

function orderText(t: TFunction<'orders'>, language: string, timeZone: string) {
  const time = (iso: string | Date) =>
    formatInstantTime(typeof iso === 'string' ? new Date(iso) : iso, language, timeZone);
  /** An instant with its day when that is not today: "21:30", "ieri 21:30", "sab 29 nov, 12:30". */
  const dayTime = (iso: string, now: number) => {
    const offset = dayOffset(iso, now, timeZone);
    if (offset === 0) return time(iso);
    if (offset === -1) return t('card.yesterdayAt', { time: time(iso) });
    if (offset === 1) return t('card.tomorrowAt', { time: time(iso) });
    const date = formatCalendarDate(todayIn(timeZone, Date.parse(iso)), language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
    return t('card.dayAt', { date, time: time(iso) });
  };
  return {
    language,
    timeZone,
    time,
    dayTime,
    money: (euros: number) => formatEuros(euros, language),
    /** A moment the server recorded, on the restaurant's clock: "26 nov, 19:42". */
    stamp: (iso: string) =>
      `${formatCalendarDate(todayIn(timeZone, Date.parse(iso)), language, { day: 'numeric', month: 'short' })}, ${time(iso)}`,
    /** A column's name: "Nuovi", "Pronti". */
    status: (status: OrderStatus) => t(`status.${status}`),
    /** One order's state: "Nuovo", "Pronto". */
    state: (status: OrderStatus) => t(`state.${status}`),
    type: (type: OrderType) => t(`type.${type}`),
    /** "Prima possibile" or the slot's time. */
    when: (order: Pick<OrderSummary, 'asap' | 'slot_start'>) =>
      order.asap ? t('card.asap') : time(order.slot_start),
    /** The same, short enough for a card's corner: "Subito" or the slot's time. */
    whenShort: (order: Pick<OrderSummary, 'asap' | 'slot_start'>) =>
      order.asap ? t('card.asapShort') : time(order.slot_start),
    /**
     * A card's corner on the board, which holds open orders of any day: as `whenShort` today, with
     * the day otherwise ("ieri 21:30"; "as soon as possible" of an earlier day is when it was placed).
     */
    whenOn: (order: Pick<OrderSummary, 'asap' | 'slot_start' | 'order_datetime'>, now: number) => {
      const at = order.asap ? order.order_datetime : order.slot_start;
      return order.asap && dayOffset(at, now, timeZone) === 0
        ? t('card.asapShort')
        : dayTime(at, now);
    },
    /** "12 min" since placing, "ora" under a minute. */
    age: (minutes: number) =>
      minutes < 1
        ? t('card.justNow')
        : minutes < 60
          ? t('card.minutes', { count: minutes })
          : t('card.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }),
  };
}
export type OrderText = ReturnType<typeof orderText>;
