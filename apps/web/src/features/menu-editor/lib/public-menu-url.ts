/** Where guests read a menu: its page on the restaurant's first (canonical) host name. */
export function publicMenuUrl(
  restaurant: { hostname: readonly string[] },
  hashedId: string,
  /** Without one, the site picks the guest's language (spec §4): the link to print and share. */
  language?: string,
): string {
  // One server answers every host, so the site is on the dashboard's protocol and port (a local
  // port in development, none in production). Without a host name of its own, the menu page of
  // the host the dashboard is on shows any menu by its link.
  const { protocol, hostname, port } = window.location;
  const host = restaurant.hostname[0] ?? hostname;
  const path = `${language ? `/${language}` : ''}/menu/${encodeURIComponent(hashedId)}`;
  return `${protocol}//${host}${port ? `:${port}` : ''}${path}`;
}

/** A file name from the restaurant's and the menu's names: "trattoria-demo-pranzo-di-lavoro". */
export function fileNameOf(...names: string[]): string {
  return (
    names
      .join(' ')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'menu'
  );
}
