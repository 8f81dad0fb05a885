import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { fontStackOf } from '../../app/theme';
import { RestaurantLocation } from '../../features/maps/components/restaurant-location';
import { useCurrentRestaurantStore } from '../../features/restaurants/stores/current-restaurant-store';
import { readableColorOn } from '../../shared/lib/color-contrast';
import './restaurant-home-page.css';

/**
 * The restaurant's home until the full home of a later issue: its name, description and contacts
 * in its colours and font.
 */
export function RestaurantHomePage() {
  const { t } = useTranslation('public');
  const restaurant = useCurrentRestaurantStore((s) => s.currentRestaurant);
  if (!restaurant) return null;
  const { theme } = restaurant;
  const style = {
    '--brand': theme.primary_color,
    '--on-brand': readableColorOn(theme.primary_color),
    '--accent': theme.secondary_color,
    '--ink': readableColorOn(theme.background_color, '#1c2421'),
    '--link': readableColorOn(theme.background_color, theme.primary_color),
    '--display-font': fontStackOf(restaurant.font),
  } as CSSProperties;
  const phoneHref = `tel:${restaurant.phone_number.replace(/[^\d+]/g, '')}`;
  const hasContacts = Boolean(restaurant.phone_number || restaurant.email);

  return (
    <div className="restaurant-home" style={style}>
      <section className="restaurant-hero" data-testid="restaurant-hero">
        <div className="restaurant-container">
          <h1 className="restaurant-name">{restaurant.name}</h1>
        </div>
      </section>
      <div className="restaurant-container restaurant-main">
        {restaurant.description && (
          <p className="restaurant-description">{restaurant.description}</p>
        )}
        {hasContacts && (
          <section className="restaurant-contacts" aria-labelledby="contacts-title">
            <h2 id="contacts-title">{t('home.contacts')}</h2>
            <dl>
              {restaurant.phone_number && (
                <div>
                  <dt>{t('home.phone')}</dt>
                  <dd>
                    <a href={phoneHref}>{restaurant.phone_number}</a>
                  </dd>
                </div>
              )}
              {restaurant.email && (
                <div>
                  <dt>{t('home.email')}</dt>
                  <dd>
                    <a href={`mailto:${restaurant.email}`}>{restaurant.email}</a>
                  </dd>
                </div>
              )}
            </dl>
          </section>
        )}
        <div style={{ gridColumn: '1 / -1' }}>
          <RestaurantLocation name={restaurant.name} address={restaurant.address} />
        </div>
      </div>
    </div>
  );
}
