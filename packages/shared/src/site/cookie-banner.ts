import { readableColorOn, readableShadeOn } from '../common/color-contrast';

/**
 * The first-visit cookie banner is drawn twice: by the server, in the page it sends, so a guest
 * sees it before any script has run; then by the app, on top of it and in the same place, which
 * removes the server's copy (decision 016). Both use the classes of the web app's
 * `cookie-banner.css` and these colours, so the two are the same size and nothing moves.
 */
export const COOKIE_BANNER_FIRST_PAINT_ID = 'cookie-banner-first-paint';

/** The banner's colours from the site's primary colour, as the CSS custom properties it reads. */
export function cookieBannerColorsOf(primaryColor: string): Record<string, string> {
  return {
    '--cookie-banner-fill': primaryColor,
    '--cookie-banner-on-fill': readableColorOn(primaryColor),
    // The plain button's text is the primary colour where it reads on the white banner.
    '--cookie-banner-accent': readableShadeOn(['#ffffff'], primaryColor),
  };
}
