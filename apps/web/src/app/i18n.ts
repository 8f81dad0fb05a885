import { GUEST_PAGE_NAMESPACES, UI_LANGUAGES } from '@coperto/shared/site/page-strings';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

type LocaleFiles = Record<string, () => Promise<ResourceKey>>;

/**
 * Namespaces only the dashboard uses. Their loaders come with a chunk of their own
 * (dashboard-locale-files.ts), so a guest's first load does not carry them (issue 14's budget).
 * The two globs below name them literally, as Vite needs; i18n.test.ts checks they agree. The
 * guest pages' namespaces (GUEST_PAGE_NAMESPACES) are set apart the same way.
 */
export const DASHBOARD_NAMESPACES = [
  'bookings',
  'business',
  'cashups',
  'dashboard',
  'discounts',
  'expenses',
  'floor',
  'gallery-editor',
  'giftcards',
  'menu-editor',
  'orders',
  'orders-admin',
  'reports',
  'restaurant-settings',
  'restaurant-settings-extra',
  'staff',
  'subscription',
  'users',
] as const;
const dashboardNamespaces = new Set<string>(DASHBOARD_NAMESPACES);
const guestPageNamespaces = new Set<string>(GUEST_PAGE_NAMESPACES);

/**
 * Every other `locales/{language}/{namespace}.json`, each its own chunk: a page downloads only
 * the namespaces it uses in its language, and a feature adds strings by adding a file.
 */
export const siteLocaleFiles: LocaleFiles = import.meta.glob<ResourceKey>(
  [
    '../locales/*/*.json',
    '!../locales/*/{bookings,business,cashups,dashboard,discounts,expenses,floor,gallery-editor,giftcards,menu-editor,orders,orders-admin,reports,restaurant-settings,restaurant-settings-extra,staff,subscription,users}.json',
    '!../locales/*/{booking,giftcard-shop,ordering,privacy}.json',
  ],
  { import: 'default' },
);

let dashboardFiles: Promise<LocaleFiles> | undefined;
const dashboardLocaleFiles = () =>
  (dashboardFiles ??= import('./dashboard-locale-files').then((m) => m.dashboardLocaleFiles));
let guestPageFiles: Promise<LocaleFiles> | undefined;
const guestPageLocaleFiles = () =>
  (guestPageFiles ??= import('./guest-page-locale-files').then((m) => m.guestPageLocaleFiles));

const localeFilesOf = (namespace: string): Promise<LocaleFiles> => {
  if (dashboardNamespaces.has(namespace)) return dashboardLocaleFiles();
  if (guestPageNamespaces.has(namespace)) return guestPageLocaleFiles();
  return Promise.resolve(siteLocaleFiles);
};

const localeFilesBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const path = `../locales/${language}/${namespace}.json`;
    localeFilesOf(namespace)
      .then((loaded) => {
        const load = loaded[path];
        // A restaurant language without UI strings (pt, nl …) falls back to English below.
        return load ? load() : {};
      })
      .then(
        (strings) => callback(null, strings),
        (error: unknown) => callback(error instanceof Error ? error : String(error), false),
      );
  },
};

/**
 * A complete language reads only its own files (no English download beside them; the locales
 * test keeps them complete); any other site language reads English.
 */
const FALLBACK_LANGUAGES: Record<string, string[]> = {
  ...Object.fromEntries(UI_LANGUAGES.map((language) => [language, [language]])),
  default: ['en'],
};

/**
 * Starts i18next in the language chosen for this visit; the language route may switch it.
 * `namespaces` are fetched at once, side by side, rather than when a component first asks for
 * them (after its parent's strings have arrived): the ones the first screen of this site needs.
 */
export function initI18n(language: string, namespaces: readonly string[] = ['common']) {
  i18next.on('languageChanged', (next) => {
    document.documentElement.lang = next;
  });
  return i18next
    .use(localeFilesBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGES,
      load: 'languageOnly',
      ns: ['common', ...namespaces.filter((namespace) => namespace !== 'common')],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

export { i18next };
