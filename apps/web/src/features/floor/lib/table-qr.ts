/** Medium error correction: a code still reads with a crease or a drop of sauce on it. */
export const QR_CODE_OPTIONS = { errorCorrectionLevel: 'M', margin: 1 } as const;

/**
 * What a table's QR code holds: the restaurant's menu on its own site, in its first language,
 * naming the table by its token (decision 061): `https://{host}/{lang}/menu?table={qr_token}`.
 * The site is served by this same server, so the dashboard's protocol and port are the site's
 * (`http://trattoria.localhost:3000` in development, none in production), as the settings'
 * "open the site" link does.
 */
export function tableMenuUrl(
  hostname: string,
  language: string,
  qrToken: string,
  location: Pick<Location, 'protocol' | 'port'> = window.location,
): string {
  const port = location.port ? `:${location.port}` : '';
  const url = new URL(`${location.protocol}//${hostname}${port}/`);
  url.pathname = `/${encodeURIComponent(language)}/menu`;
  url.searchParams.set('table', qrToken);
  return url.toString();
}

/** A download's file name for a table's code: `tavolo-12.svg`, only safe characters. */
export function qrFileName(prefix: string, tableName: string, extension: 'png' | 'svg'): string {
  const safe = `${prefix}-${tableName}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${safe || 'qr'}.${extension}`;
}
