import { missingTranslations, type Translations } from '@coperto/shared/common/translations';

/** Whether anything is written, in any language. */
export const hasCaption = (caption: Translations) =>
  Object.values(caption).some((text) => text?.trim());

/**
 * The restaurant languages a caption still lacks. A photo with no caption at all lacks nothing:
 * captions are optional, a half-translated one is what needs a marker.
 */
export function missingCaptionLanguages(caption: Translations, languages: readonly string[]) {
  return hasCaption(caption) ? missingTranslations(caption, languages) : [];
}

/** A language's name in the UI's language, capitalised: "Inglese", "English". */
export function languageNameOf(code: string, uiLanguage: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code);
  } catch {
    name = undefined;
  }
  const text = name ?? code.toUpperCase();
  return text.charAt(0).toLocaleUpperCase(uiLanguage) + text.slice(1);
}
