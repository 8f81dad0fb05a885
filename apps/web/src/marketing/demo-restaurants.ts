/**
 * The restaurants the demo seed creates (DESIGN.md §7), linked from the marketing pages; their
 * summaries are in locales/{language}/marketing.json under `demo.restaurants.{key}`.
 */
export const DEMO_RESTAURANTS = [
  { key: 'trattoria', name: 'Trattoria Demo', hostname: 'trattoria.localhost', place: 'Roma' },
  { key: 'pizzeria', name: 'Pizzeria Demo', hostname: 'pizzeria.localhost', place: 'Roma' },
  { key: 'osteria', name: 'Osteria Altro Gusto', hostname: 'osteria.localhost', place: 'Firenze' },
] as const;

/** The same scheme and port as this page: the demo hosts are served by the same server. */
export function siteUrl(hostname: string): string {
  const { protocol, port } = window.location;
  return `${protocol}//${hostname}${port ? `:${port}` : ''}/`;
}

export function hostLabel(hostname: string): string {
  const { port } = window.location;
  return port ? `${hostname}:${port}` : hostname;
}
