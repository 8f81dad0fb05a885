import { GUEST_PAGE_NAMESPACES } from '@coperto/shared/site/page-strings';
import { describe, expect, it } from 'vitest';
import { dashboardLocaleFiles } from './dashboard-locale-files';
import { guestPageLocaleFiles } from './guest-page-locale-files';
import { DASHBOARD_NAMESPACES, i18next, initI18n, siteLocaleFiles } from './i18n';

// The app's own i18next set-up, reading the real string files through its lazy backend.

describe('the interface language of a visit', () => {
  it('is German for a German visit, with no English strings loaded beside it', async () => {
    await initI18n('de', ['public', 'cart']);
    expect(i18next.t('public:skipToContent')).toBe('Zum Inhalt springen');
    expect(i18next.t('cart:buttonLabel', { count: 2 })).toBe('Warenkorb, 2 Artikel');
    expect(i18next.hasResourceBundle('en', 'public')).toBe(false);
    expect(document.documentElement.lang).toBe('de');
  });

  it.each([
    ['fr', 'Aller au contenu', 'Panier, 0 article'],
    ['es', 'Ir al contenido', 'Carrito, 0 productos'],
  ])('is %s in that language, plurals by its own rules', async (language, skip, emptyCart) => {
    await i18next.changeLanguage(language);
    await i18next.loadNamespaces(['public', 'cart']);
    expect(i18next.t('public:skipToContent')).toBe(skip);
    expect(i18next.t('cart:buttonLabel', { count: 0 })).toBe(emptyCart);
  });

  it('reads English for a site language the interface is not written in', async () => {
    await i18next.changeLanguage('pt');
    await i18next.loadNamespaces('public');
    expect(i18next.t('public:skipToContent')).toBe('Skip to content');
  });
});

describe('the string files', () => {
  const namespaceOf = (path: string) => path.split('/').at(-1)!.replace('.json', '');

  it("are each in one map: the dashboard's namespaces apart, so the site's first load skips them", () => {
    const site = Object.keys(siteLocaleFiles);
    const dashboard = Object.keys(dashboardLocaleFiles);
    expect(site.filter((path) => dashboard.includes(path))).toEqual([]);
    expect(new Set(dashboard.map(namespaceOf))).toEqual(new Set(DASHBOARD_NAMESPACES));
    expect(site.some((path) => path.endsWith('/it/public.json'))).toBe(true);
    expect(dashboard.length).toBe(DASHBOARD_NAMESPACES.length * 5);
  });

  it("sets the guest pages' namespaces apart the same way", () => {
    const site = Object.keys(siteLocaleFiles);
    const guestPages = Object.keys(guestPageLocaleFiles);
    expect(site.filter((path) => guestPages.includes(path))).toEqual([]);
    expect(new Set(guestPages.map(namespaceOf))).toEqual(new Set(GUEST_PAGE_NAMESPACES));
    expect(guestPages.length).toBe(GUEST_PAGE_NAMESPACES.length * 5);
  });

  it("reads a dashboard namespace through the dashboard's own map", async () => {
    await i18next.changeLanguage('it');
    await i18next.loadNamespaces('orders');
    expect(i18next.hasResourceBundle('it', 'orders')).toBe(true);
    expect(Object.keys(i18next.getResourceBundle('it', 'orders')).length).toBeGreaterThan(5);
  });
});
