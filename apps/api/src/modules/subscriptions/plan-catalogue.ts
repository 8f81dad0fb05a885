import { FEATURE_KEYS, type FeatureKey } from '@coperto/shared/subscriptions/subscription.schemas';

interface PlanDefinition {
  code: string;
  name: string;
  description: string;
  monthlyPriceCents: number;
  features: FeatureKey[];
  limits: { restaurants: number; users: number };
}

const SITE: FeatureKey[] = ['website', 'menu', 'gallery', 'contact'];
const EVERYTHING: FeatureKey[] = [...FEATURE_KEYS];

/** The plans: a free trial and two paid plans; kept in the database at every start. */
export const PLAN_CATALOGUE: readonly PlanDefinition[] = [
  {
    code: 'trial',
    name: 'Prova gratuita',
    description: 'Tutto Coperto gratis per 30 giorni, senza carta di credito.',
    monthlyPriceCents: 0,
    features: EVERYTHING,
    limits: { restaurants: 2, users: 10 },
  },
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
    // Only what works today is sold as included; the rest is named as coming (decision 025).
    description:
      'Tutto Starter, più gli ordini online con pagamento al ritiro o con carta, le prenotazioni e la sala, gift card e codici sconto, fornitori e spese, chiusure di cassa, turni e stipendi, il profilo Google, più ristoranti e utenti; le fatture sono in arrivo e saranno incluse.',
    monthlyPriceCents: 5900,
    features: EVERYTHING,
    limits: { restaurants: 10, users: 100 },
  },
];

/** New sign-ups and demo trials try the full product for free. */
export const TRIAL_PLAN_CODE = 'trial';
export const TRIAL_DAYS = 30;
export const DEMO_TRIAL_DAYS = 14;

/** The plans a business can move to: the trial is only where new sign-ups start. */
export const OFFERED_PLAN_CODES = PLAN_CATALOGUE.map((plan) => plan.code).filter(
  (code) => code !== TRIAL_PLAN_CODE,
);
