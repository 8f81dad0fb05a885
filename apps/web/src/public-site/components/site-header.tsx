import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageSwitcher } from '../../features/language/components/language-switcher';
import { usePublicOrdering } from '../../features/ordering/api/get-public-ordering';
import { RestaurantLogo } from '../../shared/site-look/restaurant-logo';
import { CloseIcon, MenuIcon } from '../../shared/ui/icons';
import { sitePathsOf } from '../lib/site-paths';
import { useLoadedComponent } from '../lib/use-loaded-component';

// The cart's button and store load only for a restaurant that offers ordering.
const loadCartButton = () =>
  import('../../features/cart/components/cart-button').then((m) => m.CartButton);

/**
 * The site's bar: logo and name home, the pages (Home · Menu · Galleria · Contatti), language and
 * cart. On phones the pages fold into a menu button.
 */
export function SiteHeader({
  restaurant,
  showGallery,
}: {
  restaurant: PublicRestaurant;
  showGallery: boolean;
}) {
  const { t, i18n } = useTranslation('public');
  const { pathname, hash } = useLocation();
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();
  const paths = sitePathsOf(i18n.language);
  // The cart is offered only while the restaurant takes orders (plan and settings).
  const offersOrdering = restaurant.features.includes('ordering');
  const ordering = usePublicOrdering(restaurant.public_key, offersOrdering).data;
  const CartButton = useLoadedComponent(loadCartButton, offersOrdering);

  // A link followed closes the folded menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation
  useEffect(() => setNavOpen(false), [pathname, hash]);
  useEffect(() => {
    if (!navOpen) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setNavOpen(false);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navOpen]);

  const here = withoutTrailingSlash(pathname);
  // Home is not the current page while the contact section is what was asked for.
  const isCurrent = (to: string, exact: boolean) =>
    exact ? here === withoutTrailingSlash(to) && !hash : here.startsWith(withoutTrailingSlash(to));
  const links = [
    { to: paths.home, label: t('nav.home'), exact: true },
    { to: paths.menu, label: t('nav.menu'), exact: false },
    ...(showGallery ? [{ to: paths.gallery, label: t('nav.gallery'), exact: false }] : []),
  ];

  return (
    <header className="site-header" data-nav-open={navOpen || undefined}>
      <div className="site-container site-header-bar">
        <Link to={paths.home} className="site-brand">
          <RestaurantLogo
            name={restaurant.name}
            logoUrl={restaurant.logo_url}
            size={40}
            tone="paper"
            aboveTheFold
          />
          <span className="site-brand-name" data-testid="restaurant-name">
            {restaurant.name}
          </span>
        </Link>
        <nav id={navId} className="site-nav" aria-label={t('nav.label')}>
          <ul>
            {links.map((link) => {
              const current = isCurrent(link.to, link.exact);
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="site-nav-link"
                    aria-current={current ? 'page' : undefined}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
            <li>
              <Link to={paths.contact} className="site-nav-link">
                {t('nav.contact')}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="site-header-tools">
          <LanguageSwitcher languages={restaurant.language} />
          {ordering?.available && CartButton && <CartButton />}
          <button
            type="button"
            className="site-nav-toggle"
            aria-expanded={navOpen}
            aria-controls={navId}
            aria-label={navOpen ? t('nav.close') : t('nav.open')}
            onClick={() => setNavOpen((open) => !open)}
          >
            {navOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
    </header>
  );
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}
