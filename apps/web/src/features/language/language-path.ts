import { SUPPORTED_LANGUAGES } from '@coperto/shared/common/constants';

function isLanguageCode(segment: string): boolean {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(segment);
}

/** The language prefix of a path when it is one of the site's languages (spec §2). */
export function languageOfPath(pathname: string, supported: readonly string[]): string | undefined {
  const first = pathname.split('/')[1] ?? '';
  return supported.includes(first) ? first : undefined;
}

/**
 * Where a path must go so that it starts with one of the site's languages, or null when it does
 * (spec §2). A path without a prefix gets the current language in front; a prefix in other case
 * is lower-cased; a language the site does not have is replaced by the current one.
 */
export function languageRedirectOf(
  pathname: string,
  supported: readonly string[],
  current: string,
): string | null {
  const [, first = '', ...rest] = pathname.split('/');
  if (supported.includes(first)) return null;
  const lower = first.toLowerCase();
  if (supported.includes(lower)) return ['', lower, ...rest].join('/');
  if (isLanguageCode(lower)) return ['', current, ...rest].join('/');
  return `/${current}${pathname}`;
}

/** The same page in another language. */
export function pathInLanguage(pathname: string, language: string): string {
  const [, , ...rest] = pathname.split('/');
  return ['', language, ...rest].join('/') || `/${language}`;
}
