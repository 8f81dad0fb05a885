import { readableColorOn } from '@coperto/shared/common/color-contrast';
import { DEFAULT_LANGUAGE, DEFAULT_THEME_COLORS } from '@coperto/shared/common/constants';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageRoute } from '../features/language/components/language-route';
import { useRestaurantOfHost } from '../features/restaurants/api/get-restaurant-by-hostname';
import { useRestaurantVersionPoll } from '../features/restaurants/api/get-restaurant-version';
import { lazyWithTheme } from '../shared/ui/lazy-with-theme';
import { LazyScreen, PageSpinner } from '../shared/ui/page-spinner';
import './public-site.css';

const RestaurantNotFound = lazyWithTheme(() =>
  import('./restaurant-not-found').then((m) => m.RestaurantNotFound),
);

// No restaurant to take colours from yet: spec §9's defaults, as the not-found page wears them.
const UNAVAILABLE_STYLE = {
  '--unavailable-brand': DEFAULT_THEME_COLORS.primary_color,
  '--unavailable-on-brand': readableColorOn(DEFAULT_THEME_COLORS.primary_color),
} as CSSProperties;

/**
 * A restaurant host's public area: the restaurant of this host (stored, or looked up), kept current
 * by the version poll; then the language route and the screens in the restaurant's languages.
 */
export function RestaurantSiteRoot() {
  const { hostname } = window.location;
  const lookup = useRestaurantOfHost(hostname);
  const { t, i18n } = useTranslation('public');
  const restaurant = lookup.status === 'found' ? lookup.restaurant : null;
  useRestaurantVersionPoll(restaurant, hostname, i18n.language);

  switch (lookup.status) {
    case 'loading':
      return <PageSpinner />;
    case 'not-found':
      return (
        <LazyScreen>
          <RestaurantNotFound />
        </LazyScreen>
      );
    case 'failed':
      return (
        <main className="site-unavailable" style={UNAVAILABLE_STYLE}>
          <div>
            <h1>{t('unavailable.title')}</h1>
            <p>{t('unavailable.message')}</p>
            <button type="button" className="site-unavailable-retry" onClick={lookup.retry}>
              {t('unavailable.retry')}
            </button>
          </div>
        </main>
      );
    case 'found':
      return (
        <LanguageRoute
          languages={
            lookup.restaurant.language.length ? lookup.restaurant.language : [DEFAULT_LANGUAGE]
          }
        />
      );
  }
}
