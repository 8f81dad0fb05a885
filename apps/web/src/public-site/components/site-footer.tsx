import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CookiePreferencesLink } from '../../features/cookies/components/cookie-preferences-link';
import { formatAddress, mapsSearchUrl } from '../../features/maps/lib/address-text';
import { useRenderInSlices } from '../../shared/lib/use-render-in-slices';
import { RestaurantLogo } from '../../shared/site-look/restaurant-logo';
import { hasOpeningTimes } from '../lib/opening-schedule';
import { copertoSiteUrl, sitePathsOf } from '../lib/site-paths';
import { OpeningHoursSummary } from './opening-hours';
import { hasSocialLinks, SocialLinks } from './social-links';

/**
 * The site's footer on every page: where and when, social pages, the privacy notice, cookies, who
 * made the site.
 */
export function SiteFooter({ restaurant }: { restaurant: PublicRestaurant }) {
  const { t, i18n } = useTranslation('public');
  const address = formatAddress(restaurant.address);
  const copertoUrl = copertoSiteUrl();
  // The hours build the page's first date formatters, the longest piece of the footer: one more
  // task after the rest of it (decision 097).
  const hoursReady = useRenderInSlices(1, 0, 1).shown > 0;
  return (
    <footer className="site-footer">
      <div className="site-container">
        <div className="site-footer-brand">
          <RestaurantLogo
            name={restaurant.name}
            logoUrl={restaurant.logo_url}
            size={56}
            tone="paper"
          />
          <p className="site-footer-name">{restaurant.name}</p>
        </div>
        <div className="site-footer-columns">
          {address && (
            <section aria-labelledby="footer-address">
              <h2 id="footer-address">{t('footer.address')}</h2>
              <address>
                <a
                  href={mapsSearchUrl(`${restaurant.name}, ${address}`)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {address}
                </a>
              </address>
            </section>
          )}
          {hoursReady && hasOpeningTimes(restaurant.opening_times) && (
            <section aria-labelledby="footer-hours">
              <h2 id="footer-hours">{t('footer.hours')}</h2>
              <OpeningHoursSummary times={restaurant.opening_times} />
            </section>
          )}
          {hasSocialLinks(restaurant.social) && (
            <section aria-labelledby="footer-social">
              <h2 id="footer-social">{t('footer.follow')}</h2>
              <SocialLinks name={restaurant.name} social={restaurant.social} />
            </section>
          )}
        </div>
        <p className="site-footer-legal">
          <span>
            {t('footer.copyright', { year: new Date().getFullYear(), name: restaurant.name })}
          </span>
          <Link to={sitePathsOf(i18n.language).privacy}>{t('footer.privacy')}</Link>
          <CookiePreferencesLink />
          {copertoUrl ? (
            <a href={copertoUrl}>{t('footer.madeWith')}</a>
          ) : (
            <span>{t('footer.madeWith')}</span>
          )}
        </p>
      </div>
    </footer>
  );
}
