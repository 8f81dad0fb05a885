import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { openCookiePreferences } from './cookie-consent';

/** "Cookie preferences", for a footer: reopens the advanced banner (consent can be withdrawn). */
export function CookiePreferencesLink() {
  const { t } = useTranslation('cookies', { useSuspense: false });
  return (
    <Link component="button" type="button" color="inherit" onClick={openCookiePreferences}>
      {t('preferencesLink', { defaultValue: 'Preferenze cookie' })}
    </Link>
  );
}
