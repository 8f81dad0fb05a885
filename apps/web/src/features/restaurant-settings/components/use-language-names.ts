import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageNameOf } from '../../../shared/lib/language-name';

const capitalize = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/**
 * Language names in the UI's language: "Tedesco" as a label, "tedesco" within a sentence (Italian
 * writes them lower-case), and "Deutsch" as the language calls itself.
 */
export function useLanguageNames() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const inUi = new Intl.DisplayNames([i18n.language], { type: 'language' });
    const inSentenceOf = (code: string) => {
      try {
        return inUi.of(code) ?? code;
      } catch {
        return code; // not a language tag Intl knows: shown as it is rather than a crash
      }
    };
    return {
      nameOf: (code: string) => capitalize(inSentenceOf(code), i18n.language),
      inSentenceOf,
      ownNameOf: languageNameOf,
    };
  }, [i18n.language]);
}
