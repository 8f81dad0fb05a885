import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RestaurantLocation } from '../../features/maps/components/restaurant-location';
import { useCurrentRestaurantStore } from '../../features/restaurants/stores/current-restaurant-store';
import { ResponsiveImage } from '../../shared/ui/responsive-image';
import { ContactSection } from '../components/contact-section';
import { GallerySection } from '../components/gallery-section';
import { HomeHero } from '../components/home-hero';
import { OpeningHours } from '../components/opening-hours';
import { hasOpeningTimes } from '../lib/opening-schedule';
import { descriptionIn } from '../lib/restaurant-content';
import { CONTACT_SECTION_ID } from '../lib/site-paths';
import './restaurant-home-page.css';

/**
 * The restaurant's home (spec §2): the hero, who they are, when they are open and where, a glimpse
 * of the gallery and the contact form. In the restaurant's colours and font, in the page's
 * language (the description falls back to the restaurant's first).
 */
export function RestaurantHomePage() {
  const { t, i18n } = useTranslation('public');
  const restaurant = useCurrentRestaurantStore((s) => s.currentRestaurant);
  useHomePageTitleAndScroll();
  if (!restaurant) return null;
  const paragraphs = descriptionIn(restaurant, i18n.language)
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim());
  const showHours = hasOpeningTimes(restaurant.opening_times);

  return (
    <div className="home">
      <HomeHero restaurant={restaurant} />

      {(paragraphs.length > 0 || restaurant.alt_image_url) && (
        <section
          className="home-section home-intro"
          data-image={Boolean(restaurant.alt_image_url)}
          aria-labelledby="intro-title"
        >
          <div className="site-container home-intro-grid">
            <div className="home-intro-text">
              <p className="site-eyebrow">{t('home.welcome')}</p>
              <h2 id="intro-title" className="site-title">
                {t('home.aboutTitle', { name: restaurant.name })}
              </h2>
              <div className="home-description" data-testid="restaurant-description">
                {paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </div>
            {restaurant.alt_image_url && (
              <div className="home-intro-figure">
                <ResponsiveImage
                  src={restaurant.alt_image_url}
                  alt=""
                  sizes="(min-width: 900px) 40vw, 100vw"
                />
              </div>
            )}
          </div>
        </section>
      )}

      <div className="home-section home-visit">
        <div className="site-container home-visit-grid">
          {showHours && (
            <section className="home-hours" aria-labelledby="hours-title">
              <p className="site-eyebrow">{t('hours.eyebrow')}</p>
              <h2 id="hours-title" className="site-title">
                {t('hours.title')}
              </h2>
              <OpeningHours times={restaurant.opening_times} timeZone={restaurant.time_zone} />
            </section>
          )}
          <div className="home-location">
            <RestaurantLocation name={restaurant.name} address={restaurant.address} />
          </div>
        </div>
      </div>

      <GallerySection restaurant={restaurant} />
      <ContactSection restaurant={restaurant} />
    </div>
  );
}

/**
 * `/it/#contatti`: the section asked for, once the page shows it (also coming from another page,
 * after the app's scroll to the top of a new page). `/it/contact`, the contact page of the
 * sitemap and of the server's head (decision 011), is the home at its contact section.
 */
function useHomePageTitleAndScroll() {
  const { hash, key, pathname } = useLocation();
  const { t } = useTranslation('public');
  const name = useCurrentRestaurantStore((s) => s.currentRestaurant?.name);
  // The server names these pages too (decision 011); this keeps the name right after a change.
  useEffect(() => {
    if (!name) return;
    const isContact = /\/contact\/?$/.test(pathname);
    document.title = isContact ? t('contactDocumentTitle', { name }) : name;
  }, [name, pathname, t]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation, even to the same hash
  useEffect(() => {
    const id = /\/contact\/?$/.test(pathname)
      ? CONTACT_SECTION_ID
      : decodeURIComponent(hash.slice(1));
    if (!id) return;
    const frame = requestAnimationFrame(() => {
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      document.getElementById(id)?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, key, pathname]);
}
