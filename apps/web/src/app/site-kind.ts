/** Which site this host serves; the server decides it from the host name (plugins/web.ts). */
export type SiteKind = 'marketing' | 'restaurant' | 'unknown';

const SITE_KINDS: readonly SiteKind[] = ['marketing', 'restaurant', 'unknown'];
// The Vite dev server does not inject the server's answer: there the default marketing hosts decide.
const DEV_MARKETING_HOSTS = ['localhost', '127.0.0.1'];

/** The site's languages as the server wrote them into the page (plugins/web.ts), if it did. */
export function readSiteLanguages(): string[] | undefined {
  const injected = document
    .querySelector<HTMLMetaElement>('meta[name="coperto-languages"]')
    ?.content.split(',')
    .map((language) => language.trim())
    .filter(Boolean);
  return injected?.length ? injected : undefined;
}

export function readSiteKind(hostname: string): SiteKind {
  const injected = document
    .querySelector<HTMLMetaElement>('meta[name="coperto-site"]')
    ?.content.trim() as SiteKind | undefined;
  if (injected && SITE_KINDS.includes(injected)) return injected;
  return DEV_MARKETING_HOSTS.includes(hostname) ? 'marketing' : 'restaurant';
}
