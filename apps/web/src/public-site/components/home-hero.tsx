import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { useEffect } from 'react';
import { usePublicOrdering } from '../../features/ordering/api/get-public-ordering';
import { RestaurantLogo } from '../../shared/site-look/restaurant-logo';
import { ResponsiveImage } from '../../shared/ui/responsive-image';
import { retireFirstPaint } from '../lib/first-paint';
import { useLoadedComponent } from '../lib/use-loaded-component';
import { OpeningStatusLine } from './opening-hours';
import { RestaurantActions } from './restaurant-actions';

// Shown only while ordering is paused or out of hours: its code is not in the first load.
const loadOrderingNotice = () =>
  import('../../features/ordering/components/ordering-notice').then((m) => m.OrderingNotice);

/**
 * The first screen: the restaurant's photo (the page's largest paint, so fetched first) or, without
 * one, its colours with plate rims; its mark, name, whether it is open, and what to do next.
 */
export function HomeHero({ restaurant }: { restaurant: PublicRestaurant }) {
  const image = restaurant.image_url;
  const eyebrow = [...restaurant.cuisines, restaurant.address.city].filter(Boolean).join(' · ');
  const ordering = usePublicOrdering(
    restaurant.public_key,
    restaurant.features.includes('ordering'),
  ).data;
  const OrderingNotice = useLoadedComponent(
    loadOrderingNotice,
    ordering?.closed_reason === 'paused' || ordering?.closed_reason === 'no_slots',
  );
  // The server's first paint of this photo lies underneath until this one shows (first-paint.ts).
  useEffect(() => retireFirstPaint, []);
  return (
    <section className="home-hero" data-image={Boolean(image)} data-testid="restaurant-hero">
      {image && (
        <ResponsiveImage
          className="home-hero-image"
          src={image}
          alt=""
          sizes="100vw"
          priority
          onLoad={retireFirstPaint}
          onError={retireFirstPaint}
        />
      )}
      <div className="home-hero-content site-container">
        <RestaurantLogo
          name={restaurant.name}
          logoUrl={restaurant.logo_url}
          size={image ? 72 : 96}
          tone="paper"
          aboveTheFold
        />
        {eyebrow && <p className="home-hero-eyebrow">{eyebrow}</p>}
        <h1 className="home-hero-name">{restaurant.name}</h1>
        <span className="home-hero-rule" aria-hidden="true" />
        <OpeningStatusLine times={restaurant.opening_times} timeZone={restaurant.time_zone} />
        <RestaurantActions features={restaurant.features} publicKey={restaurant.public_key} />
        {OrderingNotice && (
          <OrderingNotice
            ordering={ordering}
            timeZone={restaurant.time_zone}
            tone={image ? 'hero' : 'page'}
          />
        )}
      </div>
    </section>
  );
}
