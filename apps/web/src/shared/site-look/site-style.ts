import { readableColorOn } from '@coperto/shared/common/color-contrast';
import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import type { CSSProperties } from 'react';
import { fontStackOf } from '../../shared/ui/theme-spec';

const NEAR_BLACK = '#1c2421';

/**
 * The restaurant's colours and font as CSS variables for the whole public site. Every text colour
 * is checked against the surface it sits on (WCAG AA), so any colours a restaurant picks stay
 * readable; the raw accent colour is used only for rules and ornaments.
 */
export function siteStyleOf(restaurant: Pick<PublicRestaurant, 'theme' | 'font'>): CSSProperties {
  const {
    primary_color: brand,
    secondary_color: accent,
    background_color: paper,
  } = restaurant.theme;
  const ink = readableColorOn(paper, NEAR_BLACK);
  return {
    '--site-paper': paper,
    '--site-ink': ink,
    '--site-brand': brand,
    '--site-on-brand': readableColorOn(brand),
    '--site-accent': accent,
    // Links, eyebrows and highlights on the page: the brand colour when it reads on the paper.
    '--site-link': readableColorOn(paper, brand),
    '--display-font': fontStackOf(restaurant.font),
  } as CSSProperties;
}
