import { useTranslation } from 'react-i18next';
import { openCookiePreferences } from './cookie-consent';
import './cookie-preferences-link.css';

/**
 * "Cookie preferences", for a footer: reopens the advanced banner (consent can be withdrawn). A
 * button, since it opens a dialog rather than a page, drawn as a link among the footer's links.
 */
export function CookiePreferencesLink() {
  const { t } = useTranslation('cookies', { useSuspense: false });
  return (
    <button type="button" className="cookie-preferences-link" onClick={openCookiePreferences}>
      {t('preferencesLink', { defaultValue: 'Preferenze cookie' })}
    </button>
  );
}
