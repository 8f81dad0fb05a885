import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';

/**
 * The server's named reasons for a refused field (spec §5's flags: supplier_id, amount_gross,
 * business_id; a supplier's name), worded per language. A field without a named reason says what
 * is wrong with that field.
 */
const SERVER_REASONS: Record<string, string> = {
  'Unknown supplier': 'unknownSupplier',
  'Unknown restaurant': 'unknownRestaurant',
  'Unknown category': 'unknownCategory',
  'The category is switched off': 'categoryOff',
  'Unknown VAT rate': 'unknownRate',
  'Due before the invoice date': 'dueBeforeDate',
  'Net + VAT is not the gross': 'doesNotAddUp',
  'Give the gross, or an amount and a VAT rate': 'grossMissing',
  'The VAT would be negative': 'negativeVat',
  'Already exists': 'alreadyExists',
};

export function fieldErrorsOf(t: TFunction<'expenses'>, error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  const worded: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fields)) {
    const name = field.split('.')[0] ?? field;
    const reason = SERVER_REASONS[message];
    worded[name] ??= reason
      ? t(`serverReasons.${reason}` as 'serverReasons.unknownSupplier')
      : t(`serverFields.${name}` as 'serverFields.name', { defaultValue: t('serverFields.other') });
  }
  return worded;
}

/** The error's one line for an alert. */
export function errorText(t: TFunction<'expenses'>, error: unknown): string {
  if (!(error instanceof ApiRequestError)) return t('errors.failed');
  if (error.code === 'NETWORK') return t('errors.network');
  if (error.status === 403) return t('errors.forbidden');
  if (error.status === 404) return t('errors.notFound');
  if (error.status === 413) return t('errors.fileTooLarge');
  if (error.status === 415) return t('errors.fileType');
  if (error.status === 409) return t('errors.conflict');
  if (Object.keys(error.fields).length > 0) return t('errors.checkFields');
  return t('errors.failed');
}
