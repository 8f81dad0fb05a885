import { formatShortCode } from '@coperto/shared/giftcards/giftcard-code';
import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import { instantOfWallClock, localDateOf } from '@coperto/shared/restaurants/opening-hours';
import { runAsPlatform, type SystemDb } from '../../db/system-access';
import { runAsTenant, type TenantTx } from '../../db/tenant-scope';
import type { MailMessage } from '../../ports/mail/mail-port';
import type { JobRunner } from '../jobs/job-runner';
import { enqueueJob } from '../jobs/jobs.service';
import { findRestaurantWithHosts } from '../restaurants/tenant-restaurants.service';
import { siteOriginOf } from '../sitemap/sitemap.service';
import { giftCardEmail } from './giftcard-emails';
import { lockCardWithBalance, writeLedgerEntry } from './giftcard-ledger';
import {
  findGiftCardById,
  type GiftCardRow,
  listCardsThatWillExpire,
  updateGiftCard,
} from './giftcards.repository';

const DELIVERY = 'giftcard.delivery-email';
const EXPIRY = 'giftcard.expire';

/** The first instant after the card's last day, in its restaurant's zone. */
export function expiryInstantOf(timeZone: string, dateExpired: string): Date {
  return new Date(instantOfWallClock(timeZone, addDaysToDate(dateExpired, 1), 0));
}

/** Today in the zone: a card is usable through its last day. */
export function isPastExpiry(timeZone: string, dateExpired: string, now: Date): boolean {
  return localDateOf(timeZone, now.getTime()) > dateExpired;
}

/**
 * The card's email to the recipient at `runAt` (a copy to the buyer), queued in the card's
 * transaction: it goes if and only if the card is issued. `version` tells a resend from the first.
 */
export async function queueGiftCardEmail(
  tx: TenantTx,
  card: Pick<GiftCardRow, 'id' | 'email'>,
  runAt: Date,
  version: string,
) {
  if (!card.email) return;
  await enqueueJob(
    tx,
    DELIVERY,
    { card_id: card.id },
    { runAt, singletonKey: `${card.id}:${version}` },
  );
}

/**
 * The `expired` entry at the end of the card's last day; an extension queues a new one. Answers
 * whether it was queued now (false: that card's job for that day was queued already).
 */
export async function queueGiftCardExpiry(
  tx: TenantTx,
  card: Pick<GiftCardRow, 'id' | 'date_expired'>,
  timeZone: string,
): Promise<boolean> {
  const id = await enqueueJob(
    tx,
    EXPIRY,
    { card_id: card.id, date_expired: card.date_expired },
    {
      runAt: expiryInstantOf(timeZone, card.date_expired),
      singletonKey: `${card.id}:${card.date_expired}`,
    },
  );
  return id !== null;
}

async function deliveryMails(tx: TenantTx, publicUrl: string, cardId: number) {
  const card = await findGiftCardById(tx, { id: cardId });
  if (!card?.email || card.status !== 'active') return null;
  const restaurant = await findRestaurantWithHosts(tx, card.restaurant_id);
  if (!restaurant) return null;
  const host = restaurant.hostnames[0];
  const origin = host ? siteOriginOf(publicUrl, host) : publicUrl;
  const mail = {
    businessId: card.business_id,
    language: card.language,
    restaurantName: restaurant.name,
    buyerName: card.buyer_name,
    recipientName: card.customer_name,
    amountCents: card.amount_cents,
    code: formatShortCode(card.code),
    dateExpired: card.date_expired,
    message: card.message,
    pageUrl: `${origin}/${card.language}/giftcard/${card.unique_id}`,
  };
  const mails: MailMessage[] = [giftCardEmail('recipient', { ...mail, to: card.email })];
  if (card.buyer_email && card.buyer_email !== card.email) {
    mails.push(giftCardEmail('buyer_copy', { ...mail, to: card.buyer_email }));
  }
  return { card, mails };
}

/** Registered when the app is built: the jobs module runs them, the gift cards module owns them. */
export async function registerGiftCardJobs(jobs: JobRunner) {
  await jobs.registerJobHandler<{ card_id: number }>(DELIVERY, async (payload, ctx) => {
    const found = await ctx.asActor((tx) =>
      deliveryMails(tx, ctx.config.publicUrl, payload.card_id),
    );
    if (!found) return;
    for (const mail of found.mails) await ctx.mail.send(mail);
    await ctx.asActor((tx) =>
      updateGiftCard(tx, found.card.id, { email_sent_at: ctx.clock.now() }),
    );
  });
  await jobs.registerJobHandler<ExpiryPayload>(EXPIRY, async (payload, ctx) => {
    const now = ctx.clock.now();
    await ctx.asActor((tx) => expireGiftCard(tx, payload, now));
  });
}

interface ExpiryPayload {
  card_id: number;
  date_expired: string;
}

/**
 * The engine's expiry of a card at the end of its last day: an `expired` entry taking what is
 * left (or, with nothing left, the state alone). Nothing when the card was extended since (a later
 * job waits) or is no longer active or spent. The job runs it; the demo seed runs it for its card
 * that expired before the demo began.
 */
export async function expireGiftCard(tx: TenantTx, payload: ExpiryPayload, now: Date) {
  const locked = await lockCardWithBalance(tx, payload.card_id);
  const { card, balanceCents } = locked;
  if (card.date_expired !== payload.date_expired) return;
  if (card.status !== 'active' && card.status !== 'redeemed') return;
  if (balanceCents > 0) {
    await writeLedgerEntry(tx, locked, {
      kind: 'expired',
      amountCents: -balanceCents,
      note: `Expired after ${card.date_expired}`,
      now,
    });
  } else {
    await updateGiftCard(tx, card.id, { status: 'expired', updated_at: now });
  }
}

/**
 * Queues the expiry job of every card that will expire, when the app starts: cards written
 * without the app (the demo seed, an import) get theirs, and a job lost is queued again. Each is
 * a singleton by card and last day, so a card that has its job is left as it is; a card already
 * past its last day is expired by the job at once.
 */
export async function scheduleGiftCardExpiries(system: SystemDb): Promise<number> {
  const cards = await runAsPlatform(system, (tx) => listCardsThatWillExpire(tx));
  const byBusiness = new Map<number, typeof cards>();
  for (const card of cards) {
    byBusiness.set(card.business_id, [...(byBusiness.get(card.business_id) ?? []), card]);
  }
  let queued = 0;
  for (const [businessId, own] of byBusiness) {
    await runAsTenant(system, businessId, async (tx) => {
      for (const card of own) {
        if (await queueGiftCardExpiry(tx, card, card.time_zone)) queued++;
      }
    });
  }
  return queued;
}
