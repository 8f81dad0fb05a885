/**
 * The font families a restaurant's site can wear: the ones the web app ships itself (@fontsource
 * files served from the site's own host, never from a font service). No zod here: the public site
 * reads this list in its first load. The restaurant's `font` field accepts only these names.
 */

/** What the family looks like, so the text shown before it loads (or without it) is close. */
export type WebFontKind = 'sans' | 'serif' | 'script';

export const WEB_FONTS = {
  Roboto: 'sans',
  'Open Sans': 'sans',
  Montserrat: 'sans',
  Poppins: 'sans',
  Raleway: 'sans',
  'Josefin Sans': 'sans',
  Oswald: 'sans',
  'Playfair Display': 'serif',
  Lora: 'serif',
  Merriweather: 'serif',
  'Cormorant Garamond': 'serif',
  'Dancing Script': 'script',
} as const satisfies Record<string, WebFontKind>;

export type WebFontFamily = keyof typeof WEB_FONTS;

export const WEB_FONT_FAMILIES = Object.keys(WEB_FONTS) as [WebFontFamily, ...WebFontFamily[]];

/** A new restaurant's font (the database column's default too). */
export const DEFAULT_WEB_FONT: WebFontFamily = 'Roboto';

export function isWebFontFamily(name: string | null | undefined): name is WebFontFamily {
  return typeof name === 'string' && Object.hasOwn(WEB_FONTS, name);
}
