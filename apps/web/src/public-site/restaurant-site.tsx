import { useEffect } from 'react';
import { useRestaurantByHostname } from '../features/restaurants/api/get-restaurant-by-hostname';
import { RestaurantHome } from './restaurant-home';
import { RestaurantNotFound } from './restaurant-not-found';
import './restaurant-site.css';

/** The public site of the restaurant this host name belongs to. */
export function RestaurantSite({ hostname }: { hostname: string }) {
  const { lookup, retry } = useRestaurantByHostname(hostname);

  // The server already sets the title; this keeps the Vite dev server (no injection) in step.
  useEffect(() => {
    if (lookup.status === 'found') document.title = lookup.restaurant.name;
    if (lookup.status === 'not-found') document.title = 'Ristorante non trovato · Coperto';
  }, [lookup]);

  switch (lookup.status) {
    case 'loading':
      return (
        <main className="site-status" aria-busy="true">
          <span className="spinner" aria-hidden="true" />
          <p className="visually-hidden" role="status">
            Caricamento del ristorante…
          </p>
        </main>
      );
    case 'failed':
      return (
        <main className="site-status">
          <h1>Impossibile caricare il ristorante</h1>
          <p>Il servizio non risponde in questo momento. Riprova tra qualche istante.</p>
          <button type="button" className="button" onClick={retry}>
            Riprova
          </button>
        </main>
      );
    case 'not-found':
      return <RestaurantNotFound hostname={hostname} />;
    case 'found':
      return <RestaurantHome restaurant={lookup.restaurant} />;
  }
}
