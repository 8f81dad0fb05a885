import { GIFT_CARD_REFUSALS } from '@coperto/shared/giftcards/giftcard.constants';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';

/** A reason the API names (`giftcard_expired` …) in the user's words; anything else as it came. */
export function refusalText(t: TFunction<'giftcards'>, message: string): string {
  return (GIFT_CARD_REFUSALS as readonly string[]).includes(message)
    ? t(`refusals.${message as 'giftcard_expired'}`)
    : message;
}

/**
 * A refused write's `fields` (spec §5's per-field flags) worded, by the form's field names: the
 * server's check is the one that counts, so its answer lights up the field it names.
 */
export function fieldErrorsOf(t: TFunction<'giftcards'>, error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  const worded: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fields)) {
    // `title.it`, `free_amount.max`, `preset_amounts.2`: the field is the first part.
    const key = field.split('.')[0] ?? field;
    worded[key] ??= refusalText(t, message);
  }
  return worded;
}

/** The error's one line for an alert: its named reason, or the server's words, or a failure. */
export function errorText(t: TFunction<'giftcards'>, error: unknown): string {
  if (!(error instanceof ApiRequestError)) return t('errors.failed');
  const reason = Object.values(error.fields).find((message) =>
    (GIFT_CARD_REFUSALS as readonly string[]).includes(message),
  );
  if (reason) return refusalText(t, reason);
  if (error.code === 'NETWORK') return t('errors.network');
  if (error.status === 403) return t('errors.forbidden');
  if (error.status === 404) return t('errors.notFound');
  return error.detail || t('errors.failed');
}

/** A form's errors from a refused write: on the fields it names, else one line under `_`. */
export function formErrorsOf(t: TFunction<'giftcards'>, error: unknown): Record<string, string> {
  const fields = fieldErrorsOf(t, error);
  return Object.keys(fields).length > 0 ? fields : { _: errorText(t, error) };
}
