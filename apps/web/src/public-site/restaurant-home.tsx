import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import type { CSSProperties } from 'react';
import { readableColorOn } from '../shared/lib/color-contrast';

const FALLBACK_FONTS = "Georgia, 'Times New Roman', serif";

/** The restaurant's colours as CSS variables, with text colours that stay readable on them. */
function themeStyle(restaurant: PublicRestaurant): CSSProperties {
  const { theme } = restaurant;
  const fontName = restaurant.font.replace(/["\\;]/g, '').trim();
  return {
    '--brand': theme.primary_color,
    '--on-brand': readableColorOn(theme.primary_color),
    '--accent': theme.secondary_color,
    '--page': theme.background_color,
    '--ink': readableColorOn(theme.background_color, '#1c2421'),
    '--link': readableColorOn(theme.background_color, theme.primary_color),
    '--display-font': fontName ? `"${fontName}", ${FALLBACK_FONTS}` : FALLBACK_FONTS,
  } as CSSProperties;
}

export function RestaurantHome({ restaurant }: { restaurant: PublicRestaurant }) {
  const phoneHref = `tel:${restaurant.phone_number.replace(/[^\d+]/g, '')}`;
  const hasContacts = Boolean(restaurant.phone_number || restaurant.email);
  return (
    <div className="restaurant" style={themeStyle(restaurant)}>
      <header className="restaurant-hero">
        <div className="restaurant-container">
          <h1 className="restaurant-name">{restaurant.name}</h1>
        </div>
      </header>
      <main className="restaurant-container restaurant-main">
        {restaurant.description && (
          <p className="restaurant-description">{restaurant.description}</p>
        )}
        {hasContacts && (
          <section className="restaurant-contacts" aria-labelledby="contacts-title">
            <h2 id="contacts-title">Contatti</h2>
            <dl>
              {restaurant.phone_number && (
                <div>
                  <dt>Telefono</dt>
                  <dd>
                    <a href={phoneHref}>{restaurant.phone_number}</a>
                  </dd>
                </div>
              )}
              {restaurant.email && (
                <div>
                  <dt>Email</dt>
                  <dd>
                    <a href={`mailto:${restaurant.email}`}>{restaurant.email}</a>
                  </dd>
                </div>
              )}
            </dl>
          </section>
        )}
      </main>
      <footer className="restaurant-container restaurant-footer">
        <p>
          <span>
            © {new Date().getFullYear()} {restaurant.name}
          </span>{' '}
          · <span>Sito realizzato con Coperto</span>
        </p>
      </footer>
    </div>
  );
}
