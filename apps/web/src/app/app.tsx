import { SUPPORTED_LANGUAGES } from '@coperto/shared/common/constants';
import { MARKETING_LANGUAGES } from '../features/language/choose-language';
import { currentLanguageFor } from '../features/language/components/language-route';
import { languageOfPath } from '../features/language/language-path';
import {
  heldRestaurantOf,
  useCurrentRestaurantStore,
} from '../features/restaurants/stores/current-restaurant-store';
import { initI18n } from './i18n';
import { AppRouter } from './router';
import { readSiteKind, readSiteLanguages, type SiteKind } from './site-kind';

/** The site's languages, known before its restaurant is: from the server, else from storage. */
function siteLanguagesOf(siteKind: SiteKind, hostname: string): readonly string[] {
  if (siteKind !== 'restaurant') return MARKETING_LANGUAGES;
  const held = heldRestaurantOf(useCurrentRestaurantStore.getState().currentRestaurant, hostname);
  return readSiteLanguages() ?? held?.language ?? SUPPORTED_LANGUAGES;
}

/**
 * The language of the first render: the path's prefix when it is valid, else spec §4's choice,
 * which is where the language route redirects. So the first screen never switches language.
 */
function initialLanguageOf(siteKind: SiteKind, location: Location): string {
  const supported = siteLanguagesOf(siteKind, location.hostname);
  return languageOfPath(location.pathname, supported) ?? currentLanguageFor(supported);
}

/** Prepares this page's host before the first render: which site it is, strings in its language. */
export function prepareApp(): SiteKind {
  const siteKind = readSiteKind(window.location.hostname);
  void initI18n(initialLanguageOf(siteKind, window.location));
  return siteKind;
}

export function App({ siteKind }: { siteKind: SiteKind }) {
  return <AppRouter siteKind={siteKind} />;
}
