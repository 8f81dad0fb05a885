import type { FeatureKey } from '@coperto/shared/subscriptions/subscription.schemas';

interface PlanDefinition {
  code: string;
  name: string;
  description: string;
  monthlyPriceCents: number;
  features: FeatureKey[];
  limits: { restaurants: number; users: number };
}

const SITE: FeatureKey[] = ['website', 'menu', 'gallery', 'contact'];
const SERVICE: FeatureKey[] = [...SITE, 'ordering', 'bookings', 'floor', 'giftcards', 'discounts'];
const EVERYTHING: FeatureKey[] = [
  ...SERVICE,
  'suppliers',
  'expenses',
  'cashups',
  'shifts',
  'invoices',
  'google-business',
];

/** The plans on sale; kept in the database at every start so subscriptions can reference them. */
export const PLAN_CATALOGUE: readonly PlanDefinition[] = [
  {
    code: 'starter',
    name: 'Starter',
    description: 'Sito web, menu digitale, galleria e modulo contatti.',
    monthlyPriceCents: 1900,
    features: SITE,
    limits: { restaurants: 1, users: 3 },
  },
  {
    code: 'pro',
    name: 'Pro',
    description: 'Tutto Starter, più ordini online, prenotazioni, sala, gift card e sconti.',
    monthlyPriceCents: 4900,
    features: SERVICE,
    limits: { restaurants: 2, users: 15 },
  },
  {
    code: 'business',
    name: 'Business',
    description: 'Tutto Pro, più fornitori, spese, chiusure cassa, turni, fatture e Google.',
    monthlyPriceCents: 9900,
    features: EVERYTHING,
    limits: { restaurants: 10, users: 100 },
  },
];

/** New sign-ups and demo trials try the full product. */
export const TRIAL_PLAN_CODE = 'business';
export const TRIAL_DAYS = 30;
export const DEMO_TRIAL_DAYS = 14;
