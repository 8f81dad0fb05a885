import i18next, { type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

// Every locale file, read at once: tests render without waiting for lazily loaded namespaces.
const localeFiles = import.meta.glob<ResourceKey>('../locales/*/*.json', {
  import: 'default',
  eager: true,
});

/** The app's i18next instance with every namespace loaded, in `language` (Italian first). */
export async function initTestI18n(language = 'it') {
  if (!i18next.isInitialized) {
    const resources: Record<string, Record<string, ResourceKey>> = {};
    for (const [path, strings] of Object.entries(localeFiles)) {
      const [, lang, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
      if (!lang || !namespace) continue;
      resources[lang] = { ...resources[lang], [namespace]: strings };
    }
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'en',
      resources,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  await i18next.changeLanguage(language);
  return i18next;
}
