import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';

/**
 * Codes whose text the auth namespace has (`errors.<CODE>`; tsc checks each against it). An
 * invalid token means a different thing per screen: the screens name it in their `overrides`.
 */
const TRANSLATED_CODES = [
  'INVALID_CREDENTIALS',
  'SESSION_EXPIRED',
  'NO_ACTIVE_SESSION',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_DISABLED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'NETWORK',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const satisfies readonly ApiRequestError['code'][];

type TranslatedCode = (typeof TRANSLATED_CODES)[number];

const isTranslated = (code: string): code is TranslatedCode =>
  (TRANSLATED_CODES as readonly string[]).includes(code);

/**
 * The text to show for a failed auth call: ours in the UI's language when we know the code,
 * otherwise the server's own detail (spec §8: the alert shows the error message).
 */
export function describeAuthError(
  t: TFunction<'auth'>,
  error: unknown,
  /** This screen's own words for some codes (an invalid token means a different thing per screen). */
  overrides: Partial<Record<string, string>> = {},
): string {
  if (error instanceof ApiRequestError) {
    const override = overrides[error.code];
    if (override) return override;
    if (error.code === 'RATE_LIMITED') {
      // The detail says in how many minutes to try again: keep that number in our words.
      const minutes = Number(/(\d+) minute/.exec(error.detail)?.[1] ?? 0);
      return minutes > 0
        ? t('errors.RATE_LIMITED_MINUTES', { count: minutes })
        : t('errors.RATE_LIMITED');
    }
    if (isTranslated(error.code)) return t(`errors.${error.code}`);
    return error.detail;
  }
  return error instanceof Error && error.message ? error.message : t('errors.INTERNAL');
}
