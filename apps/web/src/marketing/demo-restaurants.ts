/** The restaurants the demo seed creates (DESIGN.md §7), shown as links on the marketing home. */
export const DEMO_RESTAURANTS = [
  {
    name: 'Trattoria Demo',
    hostname: 'trattoria.localhost',
    summary: 'Cucina romana di tradizione, a due passi da Piazza Navona.',
    place: 'Roma',
  },
  {
    name: 'Pizzeria Demo',
    hostname: 'pizzeria.localhost',
    summary: 'Pizza napoletana cotta nel forno a legna.',
    place: 'Roma',
  },
  {
    name: 'Osteria Altro Gusto',
    hostname: 'osteria.localhost',
    summary: 'Osteria toscana di un’altra azienda: i dati restano separati.',
    place: 'Firenze',
  },
] as const;

export const DEMO_OWNER_LOGIN = { email: 'owner@demo.test', password: 'demo-password' } as const;
