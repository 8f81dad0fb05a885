/** Where Coperto's own site is: on `*.localhost` it is `localhost` on the same port. */
function marketingHomeUrl(hostname: string): string | undefined {
  if (!hostname.endsWith('.localhost')) return undefined;
  const { protocol, port } = window.location;
  return `${protocol}//localhost${port ? `:${port}` : ''}/`;
}

export function RestaurantNotFound({ hostname }: { hostname: string }) {
  const homeUrl = marketingHomeUrl(hostname);
  return (
    <main className="site-status not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>Ristorante non trovato</h1>
      <p>
        Nessun ristorante risponde all’indirizzo <strong className="hostname">{hostname}</strong>.
        Controlla di averlo scritto correttamente.
      </p>
      {homeUrl && (
        <a className="button" href={homeUrl}>
          Vai a Coperto
        </a>
      )}
    </main>
  );
}
