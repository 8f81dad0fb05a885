/**
 * A text in several languages: `{ it: 'Antipasti', en: 'Starters' }`. The restaurant's first
 * language is the one every text has; the others may be missing and then fall back to it.
 * Zod-free so the public site's first load can use it.
 */
export type Translations = Partial<Record<string, string>>;

/** The text in `language`, else in the restaurant's first language, else any, else ''. */
export function pickTranslation(
  text: Translations | undefined,
  language: string,
  fallbackLanguage: string,
): string {
  if (!text) return '';
  return (
    text[language]?.trim() ||
    text[fallbackLanguage]?.trim() ||
    Object.values(text).find((value) => value?.trim()) ||
    ''
  );
}

/** The languages of `languages` that `text` lacks: the dashboard marks them as missing. */
export function missingTranslations(text: Translations, languages: readonly string[]): string[] {
  return languages.filter((language) => !text[language]?.trim());
}

/** The languages actually written: a cleared translation is a missing one (the first shows). */
export function withoutEmpty(text: Translations): Translations {
  return Object.fromEntries(Object.entries(text).filter(([, value]) => value));
}
