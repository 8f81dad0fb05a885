import { DEMO_OWNER_LOGIN, DEMO_RESTAURANTS } from './demo-restaurants';
import './marketing-home.css';

/** The same scheme and port as this page: the demo hosts are served by the same server. */
function siteUrl(hostname: string): string {
  const { protocol, port } = window.location;
  return `${protocol}//${hostname}${port ? `:${port}` : ''}/`;
}

function hostLabel(hostname: string): string {
  const { port } = window.location;
  return port ? `${hostname}:${port}` : hostname;
}

const FEATURES = [
  'Un sito per ogni ristorante, sul suo indirizzo',
  'Menu digitale in più lingue',
  'Ordini online e carte regalo',
  'Prenotazioni e gestione della sala',
  'Fornitori, spese e chiusure di cassa',
  'Turni e paghe dello staff',
] as const;

function CopertoMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <circle cx="32" cy="32" r="17" fill="none" stroke="#fff" strokeWidth="5" />
      <circle cx="32" cy="32" r="7" fill="#25ca8c" />
    </svg>
  );
}

export function MarketingHome() {
  return (
    <div className="marketing">
      <header className="marketing-header">
        <div className="marketing-container marketing-bar">
          <a className="brand" href="/">
            <CopertoMark />
            <span>Coperto</span>
          </a>
          <a className="marketing-bar-link" href="/api/docs">
            Documentazione API
          </a>
        </div>
      </header>

      <main>
        <section className="marketing-container hero" aria-labelledby="hero-title">
          <div>
            <p className="eyebrow">Piattaforma per ristoranti</p>
            <h1 id="hero-title">Il sito e la gestione del tuo ristorante, in un unico posto.</h1>
            <p className="lead">
              Coperto dà a ogni ristorante il suo sito, con menu digitale, prenotazioni, ordini e
              carte regalo, e al suo staff un pannello per gestire sala, ordini, fornitori e cassa.
            </p>
          </div>
          <ul className="hero-features" aria-label="Cosa comprende">
            {FEATURES.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>

        <section className="marketing-container" aria-labelledby="demo-title">
          <h2 id="demo-title">Prova i ristoranti demo</h2>
          <p className="section-intro">
            Ogni ristorante risponde al proprio indirizzo, con il suo nome e i suoi colori.
          </p>
          <ul className="demo-grid">
            {DEMO_RESTAURANTS.map((restaurant) => (
              <li key={restaurant.hostname} className="demo-card">
                <h3>
                  <a href={siteUrl(restaurant.hostname)}>{restaurant.name}</a>
                </h3>
                <p className="demo-place">{restaurant.place}</p>
                <p>{restaurant.summary}</p>
                <p className="demo-host" aria-hidden="true">
                  {hostLabel(restaurant.hostname)} →
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section className="marketing-container info-grid" aria-label="Accesso e API">
          <div className="info-card">
            <h2>Accesso demo</h2>
            <p>Entra come proprietario dell’azienda demo:</p>
            <dl className="credentials">
              <div>
                <dt>Email</dt>
                <dd>
                  <code>{DEMO_OWNER_LOGIN.email}</code>
                </dd>
              </div>
              <div>
                <dt>Password</dt>
                <dd>
                  <code>{DEMO_OWNER_LOGIN.password}</code>
                </dd>
              </div>
            </dl>
          </div>
          <div className="info-card">
            <h2>API</h2>
            <p>
              Tutte le funzioni sono disponibili via API REST, descritte con OpenAPI e provabili dal
              browser.
            </p>
            <a className="button" href="/api/docs">
              Apri la documentazione
            </a>
          </div>
        </section>
      </main>

      <footer className="marketing-footer">
        <p className="marketing-container">Coperto · siti web e gestione per ristoranti</p>
      </footer>
    </div>
  );
}
