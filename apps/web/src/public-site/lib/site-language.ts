import { useTranslation } from 'react-i18next';

/**
 * The page's language, and the locale that formats its dates and times: the one of the strings
 * actually shown (a site language without its own strings reads English, and formats as English).
 */
export function useSiteLanguage() {
  const { t, i18n } = useTranslation('public');
  return { language: i18n.language, locale: t('locale') };
}
