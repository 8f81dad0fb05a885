import { eurosToCents } from '@coperto/shared/common/money';
import type { Plan } from '@coperto/shared/subscriptions/subscription.schemas';
import type { TFunction } from 'i18next';
import { formatEuroCents } from '../../../shared/lib/format-money';

/** The plan's name in the UI's language; the API's (Italian) name for a plan we have no text for. */
export const planNameOf = (plan: Plan, t: TFunction) =>
  t(`subscription:plans.${plan.code}.name`, { defaultValue: plan.name });

export const planDescriptionOf = (plan: Plan, t: TFunction) =>
  t(`subscription:plans.${plan.code}.description`, { defaultValue: plan.description });

/** "59,00 € al mese", or "Gratis". */
export function planPriceOf(plan: Plan, t: TFunction, language: string) {
  if (plan.monthly_price === 0) return t('subscription:current.free');
  return t('subscription:current.perMonth', {
    price: formatEuroCents(eurosToCents(plan.monthly_price), language),
  });
}
