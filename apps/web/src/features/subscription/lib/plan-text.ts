import { eurosToCents } from '@coperto/shared/common/money';
import type { Plan } from '@coperto/shared/subscriptions/subscription.schemas';
import type { TFunction } from 'i18next';
import { formatEuroCents } from '../../../shared/lib/format-money';

/** The plans the strings name (`plans.<code>`); tsc checks each against the Italian file. */
const PLANS_WITH_TEXT = ['trial', 'starter', 'pro'] as const;

const hasText = (code: string): code is (typeof PLANS_WITH_TEXT)[number] =>
  (PLANS_WITH_TEXT as readonly string[]).includes(code);

/** The plan's name in the UI's language; the API's (Italian) name for a plan we have no text for. */
export const planNameOf = (plan: Plan, t: TFunction<'subscription'>) =>
  hasText(plan.code) ? t(`plans.${plan.code}.name`) : plan.name;

export const planDescriptionOf = (plan: Plan, t: TFunction<'subscription'>) =>
  hasText(plan.code) ? t(`plans.${plan.code}.description`) : plan.description;

/** "59,00 € al mese", or "Gratis". */
export function planPriceOf(plan: Plan, t: TFunction<'subscription'>, language: string) {
  if (plan.monthly_price === 0) return t('current.free');
  return t('current.perMonth', {
    price: formatEuroCents(eurosToCents(plan.monthly_price), language),
  });
}
