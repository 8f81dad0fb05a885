import { SUPPORTED_LANGUAGES } from '@coperto/shared/common/constants';
import { PUBLIC_PAGE_NAMESPACES, PUBLIC_SITE_NAMESPACES } from '@coperto/shared/site/page-strings';
import type { QueryClient } from '@tanstack/react-query';
import { MARKETING_LANGUAGES } from '../features/language/choose-language';
import { currentLanguageFor } from '../features/language/components/language-route';
import { languageOfPath } from '../features/language/language-path';
import { restaurantMenusQueryOptions } from '../features/menus/api/get-restaurant-menus';
import { restaurantByHostnameQueryOptions } from '../features/restaurants/api/get-restaurant-by-hostname';
import {
  heldRestaurantOf,
  useCurrentRestaurantStore,
} from '../features/restaurants/stores/current-restaurant-store';
import { createQueryClient } from '../shared/lib/query-client';
import { yieldToMain } from '../shared/lib/use-render-in-slices';
import { loadWebFont } from '../shared/lib/web-font';
import { useCookieConsentStore } from '../shared/stores/cookie-consent-store';
import { isDashboardPath } from './dashboard-path';
import { initI18n } from './i18n';
import { readInitialData } from './initial-data';
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

/**
 * The string namespaces the first screen of this site shows, fetched together at start: the
 * site's own, the page's own (packages/shared site/page-strings.ts, which the server preloads
 * too), and the cookie banner's while the visitor has not chosen yet. The dashboard loads its
 * own with its code. Fetched later, a page's strings would wait for its code, and its data for
 * its strings.
 */
function firstNamespacesOf(siteKind: SiteKind, pathname: string, dashboard: boolean): string[] {
  if (dashboard) return ['common'];
  const asking = !useCookieConsentStore.getState().settings.hasOptedIn;
  const withoutBanner = (namespaces: readonly string[]) =>
    namespaces.filter((namespace) => asking || namespace !== 'cookies');
  if (siteKind === 'marketing') return withoutBanner(['common', 'marketing', 'cookies']);
  if (siteKind !== 'restaurant') return withoutBanner(PUBLIC_SITE_NAMESPACES);
  const page = pathname.split('/')[2] ?? '';
  const pageNamespaces = Object.hasOwn(PUBLIC_PAGE_NAMESPACES, page)
    ? PUBLIC_PAGE_NAMESPACES[page as keyof typeof PUBLIC_PAGE_NAMESPACES]
    : [];
  return withoutBanner([...PUBLIC_SITE_NAMESPACES, ...pageNamespaces]);
}

/**
 * A restaurant site's first reads, started before React renders anything: the restaurant of this
 * host and then its font. The page's HTML brings the restaurant (and a menu page's menus) from
 * the server; without them, the one this browser holds, else a lookup. Settles when the
 * restaurant is known or its lookup failed (the query keeps the error for the screen to show).
 */
function startRestaurantSite(queryClient: QueryClient, hostname: string): Promise<void> {
  const initial = readInitialData();
  if (initial) {
    const { restaurant, menus } = initial;
    queryClient.setQueryData(restaurantByHostnameQueryOptions(hostname).queryKey, restaurant);
    if (menus) {
      const menusQuery = restaurantMenusQueryOptions(restaurant.id, restaurant.last_updated);
      queryClient.setQueryData(menusQuery.queryKey, menus);
    }
    useCurrentRestaurantStore.getState().setCurrentRestaurant(restaurant);
  }
  const held = heldRestaurantOf(useCurrentRestaurantStore.getState().currentRestaurant, hostname);
  if (held) {
    // In a task of its own: adding the font's stylesheet makes the browser restyle (decision 097).
    void yieldToMain().then(() => loadWebFont(held.font));
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
   * means the first screen does not suspend: no spinner between the server's first paint and the
   * screen, and no screen taken down and built again when the strings arrive (decision 097).
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
