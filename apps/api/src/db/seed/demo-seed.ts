import type { Address } from '@coperto/shared/common/address.schemas';
import { DEFAULT_THEME_COLORS } from '@coperto/shared/common/constants';
import { OpeningTimesSchema } from '@coperto/shared/restaurants/opening-times.schemas';
import { hashPassword } from '../../modules/auth/passwords';
import { insertBusiness, insertRestaurant } from '../../modules/restaurants/restaurants.repository';
import { PLAN_CATALOGUE } from '../../modules/subscriptions/plan-catalogue';
import {
  findPlanByCode,
  insertSubscription,
  upsertPlans,
} from '../../modules/subscriptions/subscriptions.repository';
import { findUserByEmail, insertUser } from '../../modules/users/users.repository';
import { newPublicId } from '../../shared/secrets';
import type { Database } from '../client';
import { runAsPlatform, systemAccess } from '../system-access';
import type { TenantTx } from '../tenant-scope';
import { seedDemoBookings } from './demo-bookings';
import { seedDemoCashUps } from './demo-cashups';
import { seedDemoDiscounts } from './demo-discounts';
import { seedDemoExpenses } from './demo-expenses';
import { seedDemoFloors } from './demo-floor';
import { seedDemoGiftCards } from './demo-giftcards';
import { seedDemoMenus } from './demo-menus';
import { seedDemoOrders } from './demo-orders';
import { seedDemoService } from './demo-service';
import { seedDemoStaff } from './demo-staff';

/** The demo of DESIGN.md §7: the contract a new user relies on in the README. */
export const DEMO = {
  business: 'Demo Ristorazione S.r.l.',
  otherBusiness: 'Altro Gusto S.r.l.',
  users: {
    owner: 'owner@demo.test',
    manager: 'manager@demo.test',
    staff: 'staff@demo.test',
    admin: 'admin@demo.test',
    otherOwner: 'owner2@demo.test',
  },
  hosts: {
    trattoria: 'trattoria.localhost',
    pizzeria: 'pizzeria.localhost',
    osteria: 'osteria.localhost',
  },
} as const;

const address = (
  city: string,
  province: string,
  cap: string,
  street: string,
  number: string,
): Address => ({
  state: 'it',
  cap,
  city,
  province,
  address: street,
  street_number: number,
});

const YEAR = 365 * 24 * 60 * 60 * 1000;

const LUNCH = { open: '12:00', close: '15:00' };
const DINNER = { open: '19:00', close: '23:30' };

/**
 * Italian hours: closed on Monday, lunch and dinner (a pizzeria: evenings, Saturday until 00:30,
 * New Year's Eve until 2 am), closed for the coming Christmas so the demo never looks stale.
 */
function demoOpeningTimes(now: Date, kind: 'restaurant' | 'pizzeria') {
  const afterChristmas = now.getUTCMonth() === 11 && now.getUTCDate() > 26;
  const year = now.getUTCFullYear() + (afterChristmas ? 1 : 0);
  const christmas = { date: `${year}-12-25`, closed: true, note: 'Natale' };
  const pizzeria = kind === 'pizzeria';
  const day = pizzeria ? [DINNER] : [LUNCH, DINNER];
  return OpeningTimesSchema.parse({
    weekly: {
      mon: [],
      tue: day,
      wed: day,
      thu: day,
      fri: day,
      sat: pizzeria ? [{ open: '19:00', close: '24:30' }] : day,
      sun: pizzeria ? [LUNCH, DINNER] : [{ open: '12:00', close: '15:30' }],
    },
    exceptions: pizzeria
      ? [
          christmas,
          { date: `${year}-12-31`, closed: false, services: [{ open: '19:00', close: '26:00' }] },
        ]
      : [christmas, { date: `${year}-12-26`, closed: true, note: 'Santo Stefano' }],
  });
}

/** Seeds the demo once; answers false when it is already there. All or nothing. */
export async function seedDemo(
  db: Database,
  options: {
    password: string;
    now?: Date;
    /** A fortnight of orders behind the demo restaurants; API tests that need none skip it. */
    orderHistory?: boolean;
  },
) {
  const system = systemAccess(db);
  await upsertPlans(system, PLAN_CATALOGUE);
  if (await findUserByEmail(system, DEMO.users.owner)) return false;
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(options.password);
  await runAsPlatform(system, async (tx) => {
    const demo = await insertBusiness(tx, {
      name: DEMO.business,
      vat_number: '01234567897',
      tax_code: '01234567897',
      address: address('Roma', 'RM', '00186', 'Via dei Coronari', '12'),
    });
    const trattoria = await insertRestaurant(tx, {
      business_id: demo.id,
      public_key: newPublicId(12),
      name: 'Trattoria Demo',
      description:
        'Cucina romana di tradizione a due passi da Piazza Navona: pasta fatta in casa, carciofi e dolci della nonna.',
      description_translations: {
        en: 'Traditional Roman cooking a short walk from Piazza Navona: homemade pasta, artichokes and grandma’s desserts.',
      },
      cuisines: ['Italiana', 'Romana'],
      geo: { lat: 41.9003, lng: 12.4712 },
      email: 'trattoria@demo.test',
      phone_number: '+39 06 1234 5678',
      font: 'Lora',
      theme: { ...DEFAULT_THEME_COLORS, primary_color: '#9c2f2f', secondary_color: '#e0b04c' },
      address: address('Roma', 'RM', '00186', 'Via dei Coronari', '12'),
      social: {
        instagram_url: 'https://www.instagram.com/',
        facebook_url: 'https://www.facebook.com/',
      },
      is_trial: true,
      show_in_logo_slider: true,
      opening_times: demoOpeningTimes(now, 'restaurant'),
      // The seed's clock, not the database's: tests compare versions against their fake clock.
      last_updated: now,
      hostnames: [DEMO.hosts.trattoria],
      languages: ['it', 'en'],
    });
    const pizzeria = await insertRestaurant(tx, {
      business_id: demo.id,
      public_key: newPublicId(12),
      name: 'Pizzeria Demo',
      description: 'Pizza napoletana cotta nel forno a legna, impasto a lunga lievitazione.',
      description_translations: {
        en: 'Neapolitan pizza baked in a wood-fired oven, made with a slow-rising dough.',
        de: 'Neapolitanische Pizza aus dem Holzofen, mit lange gereiftem Teig.',
      },
      cuisines: ['Pizza', 'Napoletana'],
      geo: { lat: 41.8889, lng: 12.4728 },
      email: 'pizzeria@demo.test',
      phone_number: '+39 06 8765 4321',
      font: 'Poppins',
      theme: { ...DEFAULT_THEME_COLORS, primary_color: '#c0392b', secondary_color: '#27ae60' },
      address: address('Roma', 'RM', '00153', 'Via della Lungaretta', '45'),
      show_in_logo_slider: true,
      opening_times: demoOpeningTimes(now, 'pizzeria'),
      last_updated: now,
      hostnames: [DEMO.hosts.pizzeria],
      languages: ['it', 'en', 'de'],
    });
    const people = [
      { email: DEMO.users.owner, role: 'owner', name: 'Giulia', surname: 'Rossi' },
      { email: DEMO.users.manager, role: 'manager', name: 'Marco', surname: 'Bianchi' },
      { email: DEMO.users.staff, role: 'staff', name: 'Luca', surname: 'Verdi' },
    ] as const;
    let staffId = 0;
    for (const person of people) {
      const user = await insertUser(tx, {
        ...person,
        business_id: demo.id,
        restaurant_id: trattoria.id,
        password_hash: passwordHash,
        address: address('Roma', 'RM', '00100', '', ''),
        single_shift_cents: 6000,
        double_shift_cents: 11000,
        breakfast_shift_cents: 4000,
        aperitif_shift_cents: 3500,
        email_verified_at: now,
      });
      if (person.role === 'staff') staffId = user.id;
    }
    await insertUser(tx, {
      email: DEMO.users.admin,
      role: 'admin',
      name: 'Admin',
      surname: 'Coperto',
      business_id: null,
      password_hash: passwordHash,
      address: address('Milano', 'MI', '20121', '', ''),
      email_verified_at: now,
    });
    await subscribe(tx, demo.id, 'pro', now);

    const other = await insertBusiness(tx, {
      name: DEMO.otherBusiness,
      vat_number: '09876543217',
      address: address('Firenze', 'FI', '50122', 'Via dei Neri', '8'),
    });
    const osteria = await insertRestaurant(tx, {
      business_id: other.id,
      public_key: newPublicId(12),
      name: 'Osteria Altro Gusto',
      description: 'Osteria toscana: bistecca alla fiorentina, ribollita e vini del Chianti.',
      description_translations: {
        en: 'Tuscan osteria: Florentine T-bone steak, ribollita and Chianti wines.',
        fr: 'Osteria toscane : côte de bœuf à la florentine, ribollita et vins du Chianti.',
      },
      cuisines: ['Toscana'],
      geo: { lat: 43.7681, lng: 11.2577 },
      email: 'osteria@demo.test',
      phone_number: '+39 055 123 456',
      font: 'Merriweather',
      theme: { ...DEFAULT_THEME_COLORS, primary_color: '#6b4226', secondary_color: '#a3b18a' },
      address: address('Firenze', 'FI', '50122', 'Via dei Neri', '8'),
      opening_times: demoOpeningTimes(now, 'restaurant'),
      last_updated: now,
      hostnames: [DEMO.hosts.osteria],
      languages: ['it', 'en', 'fr'],
    });
    await insertUser(tx, {
      email: DEMO.users.otherOwner,
      role: 'owner',
      name: 'Francesca',
      surname: 'Neri',
      business_id: other.id,
      restaurant_id: osteria.id,
      password_hash: passwordHash,
      address: address('Firenze', 'FI', '50122', '', ''),
      email_verified_at: now,
    });
    await subscribe(tx, other.id, 'starter', now);
    await seedDemoMenus(tx, { trattoria, pizzeria, osteria }, now);
    await seedDemoFloors(tx, { trattoria, pizzeria });
    await seedDemoGiftCards(tx, { trattoria, pizzeria }, staffId || null, now);
    await seedDemoDiscounts(tx, { trattoria, pizzeria }, now);
    await seedDemoStaff(tx, trattoria, now);
    await seedDemoCashUps(tx, [trattoria, pizzeria], now);
    if (options.orderHistory !== false) {
      await seedDemoOrders(tx, { trattoria, pizzeria }, staffId, now);
      await seedDemoBookings(tx, { trattoria, pizzeria }, staffId, now);
      await seedDemoService(tx, trattoria, staffId, now);
      await seedDemoExpenses(tx, { trattoria, pizzeria }, now);
    }
  });
  return true;
}

async function subscribe(tx: TenantTx, businessId: number, planCode: string, now: Date) {
  const plan = await findPlanByCode(tx, planCode);
  if (!plan) throw new Error(`Plan ${planCode} missing from the catalogue`);
  await insertSubscription(tx, {
    business_id: businessId,
    plan_id: plan.id,
    status: 'active',
    current_period_end: new Date(now.getTime() + YEAR),
  });
}
