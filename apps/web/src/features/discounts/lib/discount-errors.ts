import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';

/**
 * Spec §5's per-field flags of a discount (code, type, title, description, customer_name, email,
 * phone_number, card_type, amount, minAmount, isPercentage, daysValid) by the body field the
 * server names in `fields`, and the input of the form each lights up.
 */
export const SERVER_FIELD_INPUTS: Record<string, string> = {
  code: 'code',
  type: 'type',
  title: 'title',
  description: 'description',
  customer_name: 'customer_name',
  email: 'email',
  phone_number: 'phone_number',
  card_type: 'card_type',
  amount: 'amount',
  min_amount: 'min_amount',
  minAmount: 'min_amount',
  is_percentage: 'is_percentage',
  isPercentage: 'is_percentage',
  days_valid: 'days_valid',
  daysValid: 'days_valid',
  valid_from: 'valid_from',
  valid_to: 'valid_to',
  usage_limit: 'usage_limit',
  usage_limit_per_guest: 'usage_limit_per_guest',
  order_types: 'order_types',
  restaurant_ids: 'restaurant_ids',
  message: 'message',
  first_order_only: 'first_order_only',
  active: 'active',
};

/** The server's named reasons (not its English sentences), worded per language. */
const SERVER_REASONS: Record<string, string> = {
  taken: 'taken',
  used: 'used',
  no_marketing_consent: 'noMarketingConsent',
  required: 'required',
  'Ends in the past': 'inThePast',
  'Unknown restaurant': 'unknownRestaurant',
  'At most 100 %': 'percentTooHigh',
  'After the start': 'afterStart',
  'At most the total uses': 'perGuestOverTotal',
  'An end date or a number of days, not both': 'endOrDays',
  'An email to send the code to': 'emailForSending',
};

/** One refused field in the manager's words: its named reason, or what is wrong with that field. */
export function serverFieldText(t: TFunction<'discounts'>, input: string, message: string) {
  const reason = SERVER_REASONS[message];
  if (reason) return t(`serverReasons.${reason}` as 'serverReasons.taken');
  return t(`serverFields.${input}` as 'serverFields.code', {
    defaultValue: t('serverFields.other'),
  });
}

/**
 * A refused write's `fields` worded, by the form's inputs: the server's check is the one that
 * counts, so its answer lights up the field it names.
 */
export function fieldErrorsOf(t: TFunction<'discounts'>, error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  const worded: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fields)) {
    // `order_types.1`, `restaurant_ids.0`: the field is the first part.
    const name = field.split('.')[0] ?? field;
    const input = SERVER_FIELD_INPUTS[name] ?? name;
    worded[input] ??= serverFieldText(t, input, message);
  }
  return worded;
}

/** The error's one line for an alert: the consent refusal, a role's, or a failure. */
export function errorText(t: TFunction<'discounts'>, error: unknown): string {
  if (!(error instanceof ApiRequestError)) return t('errors.failed');
  if (error.fields.email === 'no_marketing_consent') return t('send.noConsent');
  if (error.fields.email === 'required') return t('send.noEmail');
  if (error.code === 'NETWORK') return t('errors.network');
  if (error.status === 403) return t('errors.forbidden');
  if (error.status === 404) return t('errors.notFound');
  if (error.status === 409) return t('errors.usedCannotDelete');
  return t('errors.failed');
}
