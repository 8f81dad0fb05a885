import { centsToEuros, eurosToCents } from '@coperto/shared/common/money';
import { pickTranslation, type Translations } from '@coperto/shared/common/translations';
import { GIFT_CARD_MAX_DELIVERY_DAYS } from '@coperto/shared/giftcards/giftcard.constants';
import type {
  GiftCardPurchase,
  GiftCardShop,
  PublicGiftCard,
  PurchaseGiftCardBody,
} from '@coperto/shared/giftcards/giftcard.schemas';
import { formatShortCode } from '@coperto/shared/giftcards/giftcard-code';
import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import { localDateOf } from '@coperto/shared/restaurants/opening-hours';
import type { TenantTx } from '../../db/tenant-scope';
import { badRequest, conflict, notFound } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { recordGuestBooking } from '../guests/guests.service';
import { type KeyedAnswer, onceForKey } from '../idempotency/idempotency.service';
import type { JobRunner } from '../jobs/job-runner';
import { enqueueJob } from '../jobs/jobs.service';
import {
  CHECKOUT_MINUTES,
  canTakeCards,
  ensureGiftCardCheckout,
  expirePendingGiftCardPayment,
  openGiftCardPayment,
  type PaymentRow,
  registerCheckoutPurpose,
} from '../payments/payments.service';
import {
  findBusiness,
  findRestaurant,
  findRestaurantWithHosts,
} from '../restaurants/tenant-restaurants.service';
import { siteOriginOf } from '../sitemap/sitemap.service';
import { findRestaurantOfPublicKey } from '../sites/sites.service';
import { queueGiftCardEmail, queueGiftCardExpiry } from './giftcard-jobs';
import { lockCardWithBalance, refuseCard, writeLedgerEntry } from './giftcard-ledger';
import { giftCardPdf } from './giftcard-pdf';
import { templatesView } from './giftcard-templates.service';
import {
  balanceOf,
  findGiftCardByUniqueId,
  findGiftCardOfTenantByUniqueId,
  findGiftCardTemplateById,
  imageUrlsOf,
  listActiveTemplatesOfRestaurant,
  restaurantsOfTemplates,
  updateGiftCard,
} from './giftcards.repository';
import { addMonthsToDate, deliveryInstantOf, insertCardWithKeys } from './giftcards.service';

const PURPOSE = 'giftcard';
/** Lets a purchase go when the provider's expiry notice never came, a while after the page's end. */
const PAYMENT_TIMEOUT = 'giftcard.payment-timeout';
const PAYMENT_GRACE_MS = 10 * 60_000;

/** Only the texts with words in them, for the public answer's records of strings. */
function filled(text: Translations): Record<string, string> {
  return Object.fromEntries(
    Object.entries(text).filter((entry): entry is [string, string] => !!entry[1]?.trim()),
  );
}

async function publicRestaurant(ctx: ServiceContext, publicKey: string) {
  const restaurant = await findRestaurantOfPublicKey(ctx, publicKey);
  if (!restaurant) throw notFound('Restaurant');
  return restaurant;
}

/** The templates a restaurant's site sells, and whether it can take the payment online. */
export async function getGiftCardShop(
  ctx: ServiceContext,
  publicKey: string,
): Promise<GiftCardShop> {
  const restaurant = await publicRestaurant(ctx, publicKey);
  return ctx.asTenant(restaurant.business_id, async (tx) => {
    const business = await findBusiness(tx, restaurant.business_id);
    const rows = await listActiveTemplatesOfRestaurant(tx, restaurant.id);
    const templates = await templatesView(tx, rows);
    return {
      restaurant_name: restaurant.name,
      online_sale: business ? canTakeCards(ctx, business) : false,
      templates: templates.map((t) => ({
        id: t.id,
        design_key: t.design_key,
        image_url: t.image_url,
        preset_amounts: t.preset_amounts,
        free_amount: t.free_amount,
        validity_months: t.validity_months,
        title: filled(t.title),
        description: filled(t.description),
        terms: filled(t.terms),
      })),
    };
  });
}

/** Whether `cents` is one of the template's presets or inside its free range. */
function isOffered(
  template: {
    preset_amounts_cents: number[];
    free_min_cents: number | null;
    free_max_cents: number | null;
  },
  cents: number,
) {
  if (template.preset_amounts_cents.includes(cents)) return true;
  return (
    template.free_min_cents !== null &&
    template.free_max_cents !== null &&
    cents >= template.free_min_cents &&
    cents <= template.free_max_cents
  );
}

/**
 * A card bought on the restaurant's site: a pending card and its payment, once per
 * Idempotency-Key; the provider's page is made after the transaction (no row stays locked while
 * it answers). The card is issued only by the verified webhook (decision 049's rule).
 */
export async function purchaseGiftCard(
  ctx: ServiceContext,
  publicKey: string,
  body: PurchaseGiftCardBody,
  idempotencyKey: string,
): Promise<KeyedAnswer<GiftCardPurchase>> {
  const restaurant = await publicRestaurant(ctx, publicKey);
  const now = ctx.clock.now();
  const answer = await ctx.asTenant(restaurant.business_id, (tx) =>
    onceForKey(
      tx,
      {
        businessId: restaurant.business_id,
        operation: 'giftcard.purchase',
        key: idempotencyKey,
        body: { restaurant: restaurant.id, ...body },
        now,
      },
      async () => {
        const template = await findGiftCardTemplateById(tx, { id: body.template_id });
        const accepted = template
          ? ((await restaurantsOfTemplates(tx, [template.id])).get(template.id) ?? [])
          : [];
        if (!template?.active || !accepted.includes(restaurant.id)) {
          throw notFound('Gift card template');
        }
        const amountCents = eurosToCents(body.amount);
        if (!isOffered(template, amountCents)) {
          refuseCard('amount', 'giftcard_amount_not_offered', 'This amount is not offered');
        }
        const business = await findBusiness(tx, restaurant.business_id);
        if (!business || !canTakeCards(ctx, business) || !business.stripe_account_id) {
          throw conflict('This restaurant sells gift cards at the counter only', {
            payment: 'payments_unavailable',
          });
        }
        const zone = restaurant.time_zone;
        const today = localDateOf(zone, now.getTime());
        if (
          body.delivery_date !== undefined &&
          (body.delivery_date < today ||
            body.delivery_date > addDaysToDate(today, GIFT_CARD_MAX_DELIVERY_DAYS))
        ) {
          throw badRequest('The card is delivered from today to a year ahead', {
            delivery_date: 'From today to a year ahead',
          });
        }
        const card = await insertCardWithKeys(tx, {
          business_id: restaurant.business_id,
          restaurant_id: restaurant.id,
          template_id: template.id,
          type: 'card',
          status: 'pending',
          title:
            pickTranslation(
              template.title,
              body.language,
              Object.keys(template.title)[0] ?? 'it',
            ) || template.name,
          customer_name: body.recipient.name,
          email: body.recipient.email,
          send_email: true,
          message: body.message,
          amount_cents: amountCents,
          date_expired: addMonthsToDate(today, template.validity_months),
          privacy: true,
          marketing: body.marketing_consent,
          buyer_name: body.buyer.name,
          buyer_email: body.buyer.email,
          language: body.language,
          delivery_at: deliveryInstantOf(zone, body.delivery_date, today, now),
          sold_via: 'online',
          created_at: now,
          updated_at: now,
        });
        await openGiftCardPayment(tx, {
          businessId: restaurant.business_id,
          giftCardId: card.id,
          account: business.stripe_account_id,
          amountCents,
          now,
        });
        await enqueueJob(
          tx,
          PAYMENT_TIMEOUT,
          { card_id: card.id },
          { runAt: new Date(now.getTime() + CHECKOUT_MINUTES * 60_000 + PAYMENT_GRACE_MS) },
        );
        // The buyer is a guest of the business (DESIGN.md §10), with the consents given here;
        // the recipient agreed to nothing and is not recorded.
        await recordGuestBooking(tx, {
          businessId: restaurant.business_id,
          name: body.buyer.name,
          email: body.buyer.email,
          phone: null,
          language: body.language,
          marketingConsent: body.marketing_consent,
          privacyConsentAt: now,
          now,
        });
        return {
          statusCode: 201,
          body: { unique_id: card.unique_id, status: card.status, checkout_url: null },
        };
      },
    ),
  );
  if (answer.body.status !== 'pending') return answer;
  const [card, withHosts] = await ctx.asTenant(restaurant.business_id, async (tx) => [
    await findGiftCardOfTenantByUniqueId(tx, answer.body.unique_id),
    await findRestaurantWithHosts(tx, restaurant.id),
  ]);
  if (!card) throw notFound('Gift card');
  const host = withHosts?.hostnames[0];
  const origin = host ? siteOriginOf(ctx.config.publicUrl, host) : ctx.config.publicUrl;
  const url = await ensureGiftCardCheckout(ctx, restaurant.business_id, card.id, {
    purpose: PURPOSE,
    description: `${restaurant.name} — gift card`,
    customerEmail: body.buyer.email,
    locale: body.language,
    successUrl: `${origin}/${body.language}/giftcard/${card.unique_id}`,
    cancelUrl: `${origin}/${body.language}/gift-cards`,
  });
  return { ...answer, body: { ...answer.body, checkout_url: url } };
}

/** The verified payment issues the card: its ledger's first entry, its email and its expiry. */
async function giftCardPaid(ctx: ServiceContext, tx: TenantTx, payment: PaymentRow) {
  if (payment.giftcard_id === null) return;
  const now = ctx.clock.now();
  const locked = await lockCardWithBalance(tx, payment.giftcard_id);
  if (locked.card.status !== 'pending') return;
  const issued = await writeLedgerEntry(tx, locked, {
    kind: 'issued',
    amountCents: locked.card.amount_cents,
    note: 'Paid online',
    restaurantId: locked.card.restaurant_id,
    now,
  });
  const restaurant = await findRestaurant(tx, issued.card.restaurant_id);
  const deliverAt =
    issued.card.delivery_at && issued.card.delivery_at > now ? issued.card.delivery_at : now;
  await queueGiftCardEmail(tx, issued.card, deliverAt, 'first');
  await queueGiftCardExpiry(tx, issued.card, restaurant?.time_zone ?? 'Europe/Rome');
}

/**
 * A payment never made: the card is cancelled and its link shows nothing. From the provider's
 * expiry notice, or from the timeout job when that notice never came.
 */
async function letUnpaidCardGo(ctx: ServiceContext, tx: TenantTx, cardId: number) {
  const locked = await lockCardWithBalance(tx, cardId);
  if (locked.card.status !== 'pending') return;
  const now = ctx.clock.now();
  await updateGiftCard(tx, locked.card.id, { status: 'cancelled', updated_at: now });
  await expirePendingGiftCardPayment(tx, locked.card.id, now);
}

/** Gift cards are what 'giftcard' checkouts pay for: registered when the app is built. */
export async function registerGiftCardCheckouts(jobs: JobRunner) {
  await jobs.registerJobHandler<{ card_id: number }>(PAYMENT_TIMEOUT, (payload, ctx) =>
    ctx.asActor((tx) => letUnpaidCardGo(ctx, tx, payload.card_id)),
  );
  registerCheckoutPurpose(PURPOSE, {
    paid: giftCardPaid,
    expired: async (ctx, tx, payment) => {
      if (payment.giftcard_id !== null) await letUnpaidCardGo(ctx, tx, payment.giftcard_id);
    },
  });
}

/** The card's page, by its link id only: anything else (a cancelled card too) is 404. */
export async function getPublicGiftCard(
  ctx: ServiceContext,
  uniqueId: string,
): Promise<PublicGiftCard> {
  const found = await findGiftCardByUniqueId(ctx.system, uniqueId);
  if (!found) throw notFound('Gift card');
  return ctx.asTenant(found.business_id, async (tx) => {
    const card = await findGiftCardOfTenantByUniqueId(tx, uniqueId);
    if (!card || card.status === 'cancelled') throw notFound('Gift card');
    const balanceCents = await balanceOf(tx, card.id);
    const restaurant = await findRestaurantWithHosts(tx, card.restaurant_id);
    const template =
      card.template_id === null
        ? undefined
        : await findGiftCardTemplateById(tx, { id: card.template_id });
    const images = await imageUrlsOf(tx, template?.image_id ? [template.image_id] : []);
    const fallback = Object.keys(template?.terms ?? {})[0] ?? card.language;
    return {
      unique_id: card.unique_id,
      status: card.status,
      code: card.status === 'pending' ? null : formatShortCode(card.code),
      design_key: template?.design_key ?? 'classic',
      image_url: template?.image_id ? (images.get(template.image_id) ?? null) : null,
      title: card.title,
      terms: pickTranslation(template?.terms, card.language, fallback),
      amount: centsToEuros(card.amount_cents),
      balance: centsToEuros(balanceCents),
      date_expired: card.date_expired,
      message: card.message,
      customer_name: card.customer_name,
      buyer_name: card.buyer_name,
      language: card.language,
      restaurant: {
        name: restaurant?.name ?? '',
        host: restaurant?.hostnames[0] ?? null,
        primary_color: restaurant?.theme.primary_color ?? null,
      },
    };
  });
}

/** The card's printable PDF and its file name; a card still unpaid has none (404). */
export async function getPublicGiftCardPdf(
  ctx: ServiceContext,
  uniqueId: string,
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const card = await getPublicGiftCard(ctx, uniqueId);
  if (card.code === null) throw notFound('Gift card');
  const pdf = await giftCardPdf({ ...card, code: card.code });
  return { pdf, fileName: `gift-card-${card.code}.pdf` };
}
