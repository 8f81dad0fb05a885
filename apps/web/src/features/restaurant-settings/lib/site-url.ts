/**
 * The restaurant's public site on one of its host names, served by this same server: the
 * dashboard's protocol and port (`trattoria.localhost:3000` in development, none in production).
 */
export function siteUrlOf(
  hostname: string,
  location: Pick<Location, 'protocol' | 'port'> = window.location,
) {
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${hostname}${port}/`;
}
