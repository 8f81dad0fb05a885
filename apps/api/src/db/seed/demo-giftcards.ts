import { checkCharacterOf } from '@coperto/shared/giftcards/giftcard-code';
import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import { localDateOf } from '@coperto/shared/restaurants/opening-hours';
import { expireGiftCard, expiryInstantOf } from '../../modules/giftcards/giftcard-jobs';
import { newPublicId } from '../../shared/secrets';
import {
  giftCardLedger,
  giftCards,
  giftCardTemplateRestaurants,
  giftCardTemplates,
} from '../schema/giftcards';
import type { TenantTx } from '../tenant-scope';

interface DemoRestaurant {
  id: number;
  business_id: number;
  time_zone: string;
}

const DAY = 86_400_000;

/** A demo code: the readable body the README names, and its check character. */
const codeOf = (body: string) => body + checkCharacterOf(body);

/** `date` plus `months`, the day capped at the month's last. */
function plusMonths(date: string, months: number) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const last = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * Gift cards of the demo (decision 067): two templates, and four cards dated from now — one full,
 * one partly used at the counter, one bought online with a message, one expired last month (by
 * the engine's own expiry) — so the list, its totals and the counter's look-up are not empty on first start.
 * Codes (the last character is the check, computed): CENA-DUE2-345E, PARZ-7AUS-ATA7,
 * REGA-X7WE-B233, SCAD-UTA9-8766.
 */
export async function seedDemoGiftCards(
  tx: TenantTx,
  r: { trattoria: DemoRestaurant; pizzeria: DemoRestaurant },
  staffId: number | null,
  now: Date,
) {
  const businessId = r.trattoria.business_id;
  const [dinner, pizza] = await tx
    .insert(giftCardTemplates)
    .values([
      {
        business_id: businessId,
        name: 'Cena per due',
        design_key: 'elegant',
        preset_amounts_cents: [5000, 10000, 15000],
        free_min_cents: 2500,
        free_max_cents: 30000,
        validity_months: 12,
        title: { it: 'Una cena da noi', en: 'A dinner with us', de: 'Ein Abendessen bei uns' },
        description: {
          it: 'Da spendere in trattoria o in pizzeria, anche in più volte.',
          en: 'To spend at the trattoria or the pizzeria, in one go or several.',
        },
        terms: {
          it: 'Valida 12 mesi. Non convertibile in denaro. Il resto rimane sulla carta.',
          en: 'Valid for 12 months. Not exchangeable for cash. What is left stays on the card.',
        },
        created_at: now,
        updated_at: now,
      },
      {
        business_id: businessId,
        name: 'Pizza e birra',
        design_key: 'festive',
        preset_amounts_cents: [2500, 4000],
        validity_months: 6,
        title: { it: 'Pizza e birra', en: 'Pizza and beer', de: 'Pizza und Bier' },
        description: { it: 'Per una serata in pizzeria.', en: 'For an evening at the pizzeria.' },
        terms: {
          it: 'Valida 6 mesi, solo in pizzeria.',
          en: 'Valid for 6 months, at the pizzeria only.',
        },
        created_at: now,
        updated_at: now,
      },
    ])
    .returning();
  await tx.insert(giftCardTemplateRestaurants).values([
    { business_id: businessId, template_id: dinner!.id, restaurant_id: r.trattoria.id },
    { business_id: businessId, template_id: dinner!.id, restaurant_id: r.pizzeria.id },
    { business_id: businessId, template_id: pizza!.id, restaurant_id: r.pizzeria.id },
  ]);

  const zone = r.trattoria.time_zone;
  const dayOf = (ms: number) => localDateOf(zone, ms);
  const card = (
    code: string,
    soldDaysAgo: number,
    values: Partial<typeof giftCards.$inferInsert> & { amount_cents: number },
  ) => {
    const sold = new Date(now.getTime() - soldDaysAgo * DAY);
    return {
      business_id: businessId,
      restaurant_id: r.trattoria.id,
      template_id: dinner!.id,
      unique_id: newPublicId(24),
      code: codeOf(code),
      status: 'active' as const,
      title: 'Una cena da noi',
      customer_name: 'Anna Bruni',
      language: 'it',
      sold_via: 'cash' as const,
      date_expired: plusMonths(dayOf(sold.getTime()), 12),
      created_by: staffId,
      created_at: sold,
      updated_at: sold,
      ...values,
    };
  };
  const [full, partly, online, expired] = await tx
    .insert(giftCards)
    .values([
      card('CENADUE2345', 3, { amount_cents: 10000, buyer_name: 'Paolo Bruni' }),
      card('PARZ7AUSATA', 40, {
        amount_cents: 5000,
        customer_name: 'Marco Gialli',
        email: 'marco.gialli@example.com',
        sold_via: 'card',
      }),
      card('REGAX7WEB23', 10, {
        amount_cents: 15000,
        customer_name: 'Sofia Conti',
        email: 'sofia.conti@example.com',
        send_email: true,
        message: 'Buon anniversario! Un abbraccio, Luca',
        buyer_name: 'Luca Conti',
        buyer_email: 'luca.conti@example.com',
        privacy: true,
        sold_via: 'online',
        delivery_at: new Date(now.getTime() - 10 * DAY),
        email_sent_at: new Date(now.getTime() - 10 * DAY),
      }),
      card('SCADUTA9876', 13 * 30, {
        amount_cents: 4000,
        template_id: pizza!.id,
        restaurant_id: r.pizzeria.id,
        title: 'Pizza e birra',
        customer_name: 'Giorgio Marino',
        date_expired: addDaysToDate(dayOf(now.getTime()), -30),
      }),
    ])
    .returning();
  const entry = (
    c: typeof full,
    kind: 'issued' | 'redeemed' | 'expired',
    cents: number,
    daysAgo: number,
    note = '',
  ) => ({
    business_id: businessId,
    card_id: c!.id,
    kind,
    amount_cents: cents,
    note,
    restaurant_id: kind === 'expired' ? null : c!.restaurant_id,
    user_id: kind === 'issued' && c!.sold_via === 'online' ? null : staffId,
    created_at: new Date(now.getTime() - daysAgo * DAY),
  });
  await tx
    .insert(giftCardLedger)
    .values([
      entry(full, 'issued', 10000, 3, 'Paid in cash'),
      entry(partly, 'issued', 5000, 40, 'Paid by card'),
      entry(partly, 'redeemed', -2000, 12, 'Tavolo 5'),
      entry(online, 'issued', 15000, 10, 'Paid online'),
      entry(expired, 'issued', 4000, 13 * 30, 'Paid in cash'),
      entry(expired, 'redeemed', -1500, 11 * 30),
    ]);
  // The last card ran out 30 days ago: the engine expires it as its job did then (its `expired`
  // entry takes the 25 € left). The others' expiry jobs are queued when the app starts.
  await expireGiftCard(
    tx,
    { card_id: expired!.id, date_expired: expired!.date_expired },
    expiryInstantOf(r.pizzeria.time_zone, expired!.date_expired),
  );
}
