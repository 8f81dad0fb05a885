/** The home's contact section: the "Contatti" of the navigation leads here. */
export const CONTACT_SECTION_ID = 'contatti';

/** The public site's pages in a language (spec §2: every path below `/{language}`). */
export function sitePathsOf(language: string) {
  const home = `/${language}/`;
  return {
    home,
    menu: `/${language}/menu`,
    gallery: `/${language}/gallery`,
    contact: `/${language}/contact`,
    // Bookings get their screen in a later issue; this path shows the home until then.
    booking: `/${language}/booking`,
    /** The checkout; `order/{publicId}` is an order's tracking page. */
    order: `/${language}/order`,
    /** The privacy notice (GDPR art. 13), linked from every page's footer and the checkout. */
    privacy: `/${language}/privacy`,
  };
}

/** Coperto's own site when it is known: on `*.localhost`, the marketing host on the same port. */
export function copertoSiteUrl(): string | undefined {
  const { protocol, hostname, port } = window.location;
  if (!hostname.endsWith('.localhost')) return undefined;
  return `${protocol}//localhost${port ? `:${port}` : ''}/`;
}
