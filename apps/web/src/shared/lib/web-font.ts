import { isWebFontFamily, type WebFontFamily } from '@coperto/shared/restaurants/web-fonts';

/**
 * Each family's @fontsource stylesheets (regular and bold; `font-display: swap`, one `@font-face`
 * per script with its `unicode-range`, so a page downloads only the files its text needs). Every
 * import is its own chunk: a site downloads its own font, from its own host, and nothing else.
 */
const FONT_STYLESHEETS: Record<WebFontFamily, () => Promise<unknown>> = {
  Roboto: () =>
    Promise.all([import('@fontsource/roboto/400.css'), import('@fontsource/roboto/700.css')]),
  'Open Sans': () =>
    Promise.all([import('@fontsource/open-sans/400.css'), import('@fontsource/open-sans/700.css')]),
  Montserrat: () =>
    Promise.all([
      import('@fontsource/montserrat/400.css'),
      import('@fontsource/montserrat/700.css'),
    ]),
  Poppins: () =>
    Promise.all([import('@fontsource/poppins/400.css'), import('@fontsource/poppins/700.css')]),
  Raleway: () =>
    Promise.all([import('@fontsource/raleway/400.css'), import('@fontsource/raleway/700.css')]),
  'Josefin Sans': () =>
    Promise.all([
      import('@fontsource/josefin-sans/400.css'),
      import('@fontsource/josefin-sans/700.css'),
    ]),
  Oswald: () =>
    Promise.all([import('@fontsource/oswald/400.css'), import('@fontsource/oswald/700.css')]),
  'Playfair Display': () =>
    Promise.all([
      import('@fontsource/playfair-display/400.css'),
      import('@fontsource/playfair-display/700.css'),
    ]),
  Lora: () => Promise.all([import('@fontsource/lora/400.css'), import('@fontsource/lora/700.css')]),
  Merriweather: () =>
    Promise.all([
      import('@fontsource/merriweather/400.css'),
      import('@fontsource/merriweather/700.css'),
    ]),
  'Cormorant Garamond': () =>
    Promise.all([
      import('@fontsource/cormorant-garamond/400.css'),
      import('@fontsource/cormorant-garamond/700.css'),
    ]),
  'Dancing Script': () =>
    Promise.all([
      import('@fontsource/dancing-script/400.css'),
      import('@fontsource/dancing-script/700.css'),
    ]),
};

const requested = new Set<WebFontFamily>();

/**
 * Loads a restaurant's font family from the site's own files; a name outside the offered list
 * (web-fonts.ts) loads nothing and the text keeps the fallback stack. Idempotent. Once the
 * stylesheet is in, the regular weight is fetched at once rather than at first layout, so the
 * swap from the fallback comes as early as it can.
 */
export function loadWebFont(family: string | null | undefined): Promise<void> {
  if (!isWebFontFamily(family) || requested.has(family)) return Promise.resolve();
  requested.add(family);
  return FONT_STYLESHEETS[family]()
    .then(() => document.fonts?.load(`400 1em "${family}"`))
    .then(
      () => undefined,
      (error: unknown) => {
        // The fallback stack stays: a missing font is no reason to break the page.
        requested.delete(family);
        console.warn(`The web font ${family} could not be loaded`, error);
      },
    );
}
