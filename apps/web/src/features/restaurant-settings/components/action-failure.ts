import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';

export type Translate = TFunction<'restaurant-settings-extra'>;

// What a failed action of the web-address, language and connection panels tells the user.

/**
 * A host name or language change that failed. A 422 is the rule the list already shows (the
 * last host name or language cannot go), in words of its own.
 */
export function failureMessage(t: Translate, error: unknown, lastOneRule: string): string {
  const status = statusOf(error);
  if (status === 422) return lastOneRule;
  if (status === 409) return t('errors.conflict');
  return commonFailure(t, error);
}

/** Errors every call shares: no network, no right, the service behind it down. */
export function commonFailure(t: Translate, error: unknown): string {
  if (!(error instanceof ApiRequestError)) return t('errors.failed');
  if (error.code === 'NETWORK') return t('errors.network');
  if (error.status === 403) return t('errors.forbidden');
  if (error.status === 404) return t('errors.notFound');
  if (error.status === 429) return t('errors.rateLimited');
  return t('errors.failed');
}

export const statusOf = (error: unknown) => (error instanceof ApiRequestError ? error.status : 0);
