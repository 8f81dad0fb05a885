import type { OrderingSettingsBody } from '@coperto/shared/orders/order.schemas';

/**
 * The settings the API refuses because guests could not order at all (422 `fields`, see
 * ordering-settings.service.ts `assertWorkable`), by field: the form checks them before sending
 * and words the server's answer with the same keys.
 */
export const WORKABLE_RULES = {
  card_payments: 'cardUnavailable',
  pay_at_restaurant: 'noPayment',
  pickup_enabled: 'noType',
  delivery_zones: 'noZone',
} as const;
export type WorkableField = keyof typeof WORKABLE_RULES;
export type WorkableRule = (typeof WORKABLE_RULES)[WorkableField];

export const isWorkableField = (field: string): field is WorkableField =>
  Object.hasOwn(WORKABLE_RULES, field);

/** Which fields break a rule, as the server would answer them; empty when the settings work. */
export function unworkableFields(
  body: Pick<
    OrderingSettingsBody,
    | 'enabled'
    | 'pickup_enabled'
    | 'delivery_enabled'
    | 'delivery_zones'
    | 'pay_at_restaurant'
    | 'card_payments'
  >,
  cardAvailable: boolean,
): Partial<Record<WorkableField, WorkableRule>> {
  const fields: Partial<Record<WorkableField, WorkableRule>> = {};
  if (body.card_payments && !cardAvailable) fields.card_payments = WORKABLE_RULES.card_payments;
  if (body.enabled && !body.pay_at_restaurant && !(body.card_payments && cardAvailable)) {
    fields.pay_at_restaurant = WORKABLE_RULES.pay_at_restaurant;
  }
  if (body.enabled && !body.pickup_enabled && !body.delivery_enabled) {
    fields.pickup_enabled = WORKABLE_RULES.pickup_enabled;
  }
  if (body.delivery_enabled && body.delivery_zones.length === 0) {
    fields.delivery_zones = WORKABLE_RULES.delivery_zones;
  }
  return fields;
}

/** Postcodes as typed ("00184, 00185 00186"): each one once, in the order written. */
export function parsePostcodes(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
}
