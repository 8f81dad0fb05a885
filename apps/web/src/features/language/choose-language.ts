import { DEFAULT_LANGUAGE } from '@coperto/shared/common/constants';

/** The marketing host's languages (spec §2: default prefix it). */
export const MARKETING_LANGUAGES = ['it', 'en'] as const;

/**
 * The language the browser asks for (spec §4, §9): Italian if any of its languages starts with
 * `it`, otherwise the primary subtag of its first language, lower-cased.
 */
export function browserLanguageOf(browserLanguages: readonly string[]): string | undefined {
  if (browserLanguages.some((tag) => tag.toLowerCase().startsWith('it'))) return 'it';
  return browserLanguages[0]?.split('-')[0]?.toLowerCase() || undefined;
}

export interface LanguageChoiceInput {
  /** The `language` kept in browser storage, if any. */
  stored: string | undefined;
  /** `navigator.languages`. */
  browserLanguages: readonly string[];
  /** The site's languages, its default first. */
  supported: readonly string[];
}

/**
 * Spec §4's order: the stored language if the site has it, else the browser's if the site has it,
 * else the site's first language.
 */
export function chooseLanguage({
  stored,
  browserLanguages,
  supported,
}: LanguageChoiceInput): string {
  if (stored && supported.includes(stored)) return stored;
  const browser = browserLanguageOf(browserLanguages);
  if (browser && supported.includes(browser)) return browser;
  return supported[0] ?? DEFAULT_LANGUAGE;
}
