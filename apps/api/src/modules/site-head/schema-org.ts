import { pickTranslation, type Translations } from '@coperto/shared/common/translations';
import type { DietaryTag } from '@coperto/shared/menus/menu.constants';
import type { Menu, MenuItem } from '@coperto/shared/menus/menu.schemas';
import {
  clockTimeOf,
  MINUTES_PER_DAY,
  minutesOfTime,
  WEEKDAYS,
} from '@coperto/shared/restaurants/opening-days';
import {
  type OpeningTimes,
  type Service,
  WEEKDAY_NAMES,
} from '@coperto/shared/restaurants/opening-times.schemas';
import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { pageUrlOf } from '../sitemap/sitemap.service';
import { descriptionOf, imageOf } from './site-pages';

// schema.org JSON-LD of a restaurant and of a menu, as search engines read them (seo-head.ts).

interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek?: string[];
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
}

/**
 * Clock times as schema.org reads them: a closing time earlier than the opening is the next
 * day's, so our 26:00 (docs/decisions/003) is written 02:00. A whole day would read 00:00–00:00,
 * which means closed, so a service of 24 hours or more ends a minute before it would reopen.
 */
function hoursOf(service: Service) {
  const opens = minutesOfTime(service.open);
  const closes = Math.min(minutesOfTime(service.close), opens + MINUTES_PER_DAY - 1);
  return { opens: clockTimeOf(opens), closes: clockTimeOf(closes) };
}

/**
 * The weekly services, days with the same hours together, then the exceptions from `today` on
 * (a date's hours replace the weekday's; a closed day is 00:00–00:00, as Google reads it).
 */
export function openingHoursOf(times: OpeningTimes, today: string): OpeningHoursSpecification[] {
  const weekly = new Map<string, OpeningHoursSpecification & { dayOfWeek: string[] }>();
  for (const day of WEEKDAYS) {
    for (const service of times.weekly[day]) {
      const hours = hoursOf(service);
      const key = `${hours.opens}-${hours.closes}`;
      const same = weekly.get(key);
      if (same) same.dayOfWeek.push(WEEKDAY_NAMES[day]);
      else {
        weekly.set(key, {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: [WEEKDAY_NAMES[day]],
          ...hours,
        });
      }
    }
  }
  const specifications: OpeningHoursSpecification[] = [...weekly.values()];
  for (const exception of times.exceptions) {
    if (exception.date < today) continue;
    const dated = { validFrom: exception.date, validThrough: exception.date };
    const services = exception.closed ? [] : exception.services.map(hoursOf);
    if (exception.closed) services.push({ opens: '00:00', closes: '00:00' });
    for (const hours of services) {
      specifications.push({ '@type': 'OpeningHoursSpecification', ...hours, ...dated });
    }
  }
  return specifications;
}

function postalAddressOf(address: PublicRestaurant['address']) {
  const street = [address.address, address.street_number].filter(Boolean).join(', ');
  if (!street && !address.city) return undefined;
  return {
    '@type': 'PostalAddress',
    ...(street && { streetAddress: street }),
    ...(address.city && { addressLocality: address.city }),
    ...(address.province && { addressRegion: address.province }),
    ...(address.cap && { postalCode: address.cap }),
    addressCountry: address.state.toUpperCase(),
  };
}

/** The restaurant as schema.org `Restaurant`, in the page's language. */
export function restaurantJsonLdOf(input: {
  restaurant: PublicRestaurant;
  origin: string;
  language: string;
  /** The restaurant's local date: exceptions before it are history. */
  today: string;
}) {
  const { restaurant, origin, language } = input;
  const description = descriptionOf(restaurant, language);
  const image = imageOf(restaurant.image_url, origin);
  const logo = imageOf(restaurant.logo_url, origin);
  const address = postalAddressOf(restaurant.address);
  const hours = openingHoursOf(restaurant.opening_times, input.today);
  const sameAs = Object.values(restaurant.social).filter(Boolean);
  const { geo, features } = restaurant;
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${origin}/#restaurant`,
    name: restaurant.name,
    ...(description && { description }),
    url: pageUrlOf(origin, language, ''),
    ...(image && { image: image.url }),
    ...(logo && { logo: logo.url }),
    ...(restaurant.phone_number && { telephone: restaurant.phone_number }),
    ...(restaurant.email && { email: restaurant.email }),
    ...(address && { address }),
    ...(geo && { geo: { '@type': 'GeoCoordinates', latitude: geo.lat, longitude: geo.lng } }),
    ...(hours.length > 0 && { openingHoursSpecification: hours }),
    ...(restaurant.cuisines.length > 0 && { servesCuisine: restaurant.cuisines }),
    ...(features.includes('menu') && { hasMenu: pageUrlOf(origin, language, 'menu') }),
    ...(sameAs.length > 0 && { sameAs }),
    ...(features.includes('bookings') && { acceptsReservations: true }),
  };
}

const DIETS: Partial<Record<DietaryTag, string>> = {
  vegan: 'https://schema.org/VeganDiet',
  vegetarian: 'https://schema.org/VegetarianDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
};

const offerOf = (price: number, name?: string) => ({
  '@type': 'Offer',
  ...(name && { name }),
  price: price.toFixed(2),
  priceCurrency: 'EUR',
});

/** A menu as schema.org `Menu`: its sections and items, texts in `language`, prices in euros. */
export function menuJsonLdOf(input: {
  menu: Menu;
  /** The restaurant's languages, its first the fallback of every text. */
  languages: readonly string[];
  language: string;
  /** The menu page's canonical URL, when the restaurant has a host name. */
  url?: string;
  origin?: string;
}) {
  const { menu, language, origin } = input;
  const fallback = input.languages[0] ?? language;
  const textOf = (text: Translations) => pickTranslation(text, language, fallback);
  const itemOf = (item: MenuItem) => {
    const description = textOf(item.description);
    const image = origin ? imageOf(item.image_url, origin) : undefined;
    const diets = item.tags.flatMap((tag) => DIETS[tag] ?? []);
    return {
      '@type': 'MenuItem',
      name: textOf(item.name),
      ...(description && { description }),
      ...(image && { image: image.url }),
      // Variants (half, full …) are the prices to choose from; the item's own is one of them.
      offers:
        item.variants.length > 0
          ? item.variants.map((v) => offerOf(v.price, textOf(v.name)))
          : offerOf(item.price),
      ...(diets.length > 0 && { suitableForDiet: diets }),
    };
  };
  const description = textOf(menu.description);
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name: textOf(menu.name),
    ...(description && { description }),
    inLanguage: language,
    ...(input.url && { url: input.url }),
    hasMenuSection: menu.sections.map((section) => {
      const sectionDescription = textOf(section.description);
      return {
        '@type': 'MenuSection',
        name: textOf(section.name),
        ...(sectionDescription && { description: sectionDescription }),
        hasMenuItem: section.items.map(itemOf),
      };
    }),
  };
}
