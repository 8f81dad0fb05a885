import { missingTranslations, type Translations } from '@coperto/shared/common/translations';
import type { Menu, MenuItem, MenuSection } from '@coperto/shared/menus/menu.schemas';

/**
 * The languages some of these texts lack. A text nobody wrote in any language (an optional
 * description left empty) lacks nothing.
 */
export function missingLanguagesOf(
  texts: readonly Translations[],
  languages: readonly string[],
): string[] {
  const written = texts.filter((text) => Object.values(text).some((value) => value?.trim()));
  return languages.filter((language) =>
    written.some((text) => missingTranslations(text, [language]).length > 0),
  );
}

export const textsOfItem = (item: MenuItem): Translations[] => [
  item.name,
  item.description,
  ...item.variants.map((variant) => variant.name),
];

export const textsOfSection = (section: MenuSection): Translations[] => [
  section.name,
  section.description,
];

/** Every text of a menu: its own, its sections' and its dishes'. */
export const textsOfMenu = (menu: Menu): Translations[] => [
  menu.name,
  menu.description,
  ...menu.sections.flatMap((section) => [
    ...textsOfSection(section),
    ...section.items.flatMap(textsOfItem),
  ]),
];

/** Whether the text is written in this language. */
export function isWrittenIn(text: Translations, language: string): boolean {
  return missingTranslations(text, [language]).length === 0;
}

/** A language's name in the UI's language, as within a sentence: "inglese", "English". */
export function languageName(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

/** The same at the start of a sentence or on a button: "Inglese". */
export function capitalizedLanguageName(code: string, uiLanguage: string): string {
  const name = languageName(code, uiLanguage);
  return name.charAt(0).toLocaleUpperCase(uiLanguage) + name.slice(1);
}
