import { SUPPORTED_LANGUAGES } from '@coperto/shared/common/constants';
import type { QueryClient } from '@tanstack/react-query';
import { MARKETING_LANGUAGES } from '../features/language/choose-language';
import { currentLanguageFor } from '../features/language/components/language-route';
import { languageOfPath } from '../features/language/language-path';
import { restaurantByHostnameQueryOptions } from '../features/restaurants/api/get-restaurant-by-hostname';
import {
  heldRestaurantOf,
  useCurrentRestaurantStore,
} from '../features/restaurants/stores/current-restaurant-store';
import { loadWebFont } from '../shared/lib/web-font';
import { useCookieConsentStore } from '../shared/stores/cookie-consent-store';
import { initI18n } from './i18n';
import { isDashboardPath } from './provider';
import { createQueryClient } from './query-client';
import { AppRouter } from './router';
import { readSiteKind, readSiteLanguages, type SiteKind } from './site-kind';

/** How long the first render waits for its strings and data at most; then the screens wait. */
const FIRST_RENDER_WAIT_MS = 3000;

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

/** A restaurant site's pages with strings of their own (public-site-routes.tsx): `/{lang}/menu…`. */
const RESTAURANT_PAGE_NAMESPACES = new Map([
  ['menu', 'menu'],
  ['gallery', 'gallery'],
]);

/**
 * The string namespaces the first screen of this site shows, fetched together at start: the
 * site's own, the page's own, and the cookie banner's while the visitor has not chosen yet. The
 * dashboard loads its own with its code. Fetched later, a page's strings would wait for its code,
 * and its data for its strings.
 */
function firstNamespacesOf(siteKind: SiteKind, pathname: string, dashboard: boolean): string[] {
  if (dashboard) return ['common'];
  const site = siteKind === 'marketing' ? 'marketing' : 'public';
  const page =
    siteKind === 'restaurant'
      ? RESTAURANT_PAGE_NAMESPACES.get(pathname.split('/')[2] ?? '')
      : undefined;
  const asking = !useCookieConsentStore.getState().settings.hasOptedIn;
  return ['common', site, ...(page ? [page] : []), ...(asking ? ['cookies'] : [])];
}

/**
 * A restaurant site's first reads, started before React renders anything: the restaurant of this
 * host (unless this browser holds it already) and then its font. Settles when the restaurant is
 * known or its lookup failed (the query keeps the error for the screen to show).
 */
function startRestaurantSite(queryClient: QueryClient, hostname: string): Promise<void> {
  const held = heldRestaurantOf(useCurrentRestaurantStore.getState().currentRestaurant, hostname);
  if (held) {
    void loadWebFont(held.font);
    return Promise.resolve();
  }
  const lookup = restaurantByHostnameQueryOptions(hostname);
  return queryClient.prefetchQuery(lookup).then(() => {
    const found = queryClient.getQueryData(lookup.queryKey);
    if (!found) return;
    // Held before the first render, as the site's screens would hold it: themed from the start.
    useCurrentRestaurantStore.getState().setCurrentRestaurant(found);
    void loadWebFont(found.font);
  });
}

export interface PreparedApp {
  siteKind: SiteKind;
  queryClient: QueryClient;
  /**
   * Settles when the first screen's strings (and on a restaurant's site, the restaurant) are in,
   * or after FIRST_RENDER_WAIT_MS. Rendering after it
   * means the first screen does not suspend: a Suspense fallback shown now would hold back every
   * later reveal by up to 300 ms (React throttles reveals after a fallback).
   */
  ready: Promise<void>;
}

const settled = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    () => undefined,
  );

/**
 * Prepares this page's host before the first render: which site it is, strings in its language,
 * and on a restaurant's site the restaurant and its font, all requested side by side.
 */
export function prepareApp(): PreparedApp {
  const { hostname, pathname } = window.location;
  const siteKind = readSiteKind(hostname);
  const dashboard = isDashboardPath(pathname);
  const queryClient = createQueryClient();
  const strings = initI18n(
    initialLanguageOf(siteKind, window.location),
    firstNamespacesOf(siteKind, pathname, dashboard),
  );
  const restaurant =
    siteKind === 'restaurant' && !dashboard
      ? startRestaurantSite(queryClient, hostname)
      : Promise.resolve();
  // The restaurant too, side by side with the strings: its screen then renders once, in its
  // colours, instead of a spinner in Coperto's and a second render with the whole theme changed.
  const ready = Promise.race([
    Promise.all([settled(strings), settled(restaurant)]).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
  ]);
  return { siteKind, queryClient, ready };
}

export function App({ siteKind, queryClient }: { siteKind: SiteKind; queryClient?: QueryClient }) {
  return <AppRouter siteKind={siteKind} queryClient={queryClient} />;
}
