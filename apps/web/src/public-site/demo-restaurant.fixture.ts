import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';

const LUNCH = { open: '12:00', close: '15:00' };
const DINNER = { open: '19:00', close: '23:30' };

/** A restaurant as the API gives it out, for the public site's tests. Closed on Monday. */
export function demoRestaurant(overrides: Partial<PublicRestaurant> = {}): PublicRestaurant {
  return {
    id: 7,
    name: 'Trattoria Demo',
    description: 'Cucina romana di tradizione.',
    description_translations: { en: 'Traditional Roman cooking.' },
    public_key: 'pk-demo',
    hostname: ['trattoria.localhost'],
    language: ['it', 'en', 'de'],
    font: 'Lora',
    logo_url: null,
    image_url: null,
    alt_image_url: null,
    email: 'trattoria@demo.test',
    phone_number: '+39 06 1234 5678',
    address: {
      state: 'it',
      cap: '00186',
      city: 'Roma',
      province: 'RM',
      address: 'Via dei Coronari',
      street_number: '12',
    },
    time_zone: 'Europe/Rome',
    theme: {
      primary_color: '#9c2f2f',
      secondary_color: '#e0b04c',
      grey_color: '#9b9b9b',
      background_color: '#fdfdfd',
      red_color: '#e03f3f',
      green_color: '#47d14e',
    },
    social: {
      instagram_url: 'https://www.instagram.com/trattoria',
      tripadvisor_url: 'https://www.tripadvisor.it/trattoria',
    },
    opening_times: {
      weekly: {
        mon: [],
        tue: [LUNCH, DINNER],
        wed: [LUNCH, DINNER],
        thu: [LUNCH, DINNER],
        fri: [LUNCH, DINNER],
        sat: [LUNCH, DINNER],
        sun: [{ open: '12:00', close: '15:30' }],
      },
      exceptions: [{ date: '2026-06-19', closed: true, services: [], note: 'Ferie' }],
    },
    cuisines: ['Romana'],
    geo: null,
    features: [],
    last_updated: '2026-06-01T10:00:00.000+02:00',
    ...overrides,
  };
}
