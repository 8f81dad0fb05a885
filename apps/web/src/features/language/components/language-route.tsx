import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { chooseLanguage } from '../choose-language';
import { languageOfPath, languageRedirectOf } from '../language-path';
import { readBrowserLanguages, readStoredLanguage, storeLanguage } from '../stored-language';

/** The language a visit without a (valid) prefix gets, by spec §4's order. */
export function currentLanguageFor(supported: readonly string[]): string {
  return chooseLanguage({
    stored: readStoredLanguage(),
    browserLanguages: readBrowserLanguages(),
    supported,
  });
}

/**
 * The public area's `/{language}/*` (spec §2): a path without one of the site's languages in
 * front is redirected to the current language; a valid prefix becomes the current language and is
 * stored.
 */
export function LanguageRoute({ languages }: { languages: readonly string[] }) {
  const { pathname, search, hash } = useLocation();
  const { i18n } = useTranslation();
  const language = languageOfPath(pathname, languages);

  // After the path changed, not while rendering: i18next re-renders every component that
  // translates, and a render still showing the previous path must not switch it back. The first
  // page already starts in its path's language (app.tsx), and i18next loads a language's strings
  // before it switches, so screens never wait on this.
  useEffect(() => {
    if (!language) return;
    storeLanguage(language);
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language, i18n]);

  if (!language) {
    const target = languageRedirectOf(pathname, languages, currentLanguageFor(languages));
    return <Navigate replace to={`${target ?? '/'}${search}${hash}`} />;
  }
  return <Outlet />;
}
