import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMIT_PER_IP,
  CONTACT_WINDOW_MS,
  type ContactMessageBody,
  type ContactMessageListQuery,
} from '@coperto/shared/site/contact.schemas';
import type { TenantTx } from '../../db/tenant-scope';
import type { MailMessage } from '../../ports/mail/mail-port';
import { notFound } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import type { RateRule } from '../../shared/rate-rule';
import { consumeAttempt } from '../rate-limit/rate-limit.service';
import type { RestaurantRow } from '../restaurants/tenant-restaurants.service';
import { findLiveRestaurant } from '../sites/sites.service';
import { findOwnerEmail, insertContactMessage, listContactMessages } from './contact.repository';

/** Per address and restaurant: a guest writing twice is fine, a script filling inboxes is not. */
export const CONTACT_PER_IP: RateRule = {
  name: 'contact:ip',
  limit: CONTACT_LIMIT_PER_IP,
  windowMs: CONTACT_WINDOW_MS,
};

const SENT = { detail: 'Thank you: your message has been sent to the restaurant' };

/** One line of plain text: no line breaks or control characters that could start a header. */
function oneLine(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const italianLanguageNames = new Intl.DisplayNames(['it'], { type: 'language' });

/** The restaurant's staff read Italian; the guest's language says how to answer. */
function contactEmail(
  restaurant: RestaurantRow,
  body: ContactMessageBody,
  to: string,
): MailMessage {
  const name = oneLine(body.name);
  const language = body.language
    ? `${italianLanguageNames.of(body.language) ?? body.language} (${body.language})`
    : 'non indicata';
  return {
    to,
    replyTo: body.email,
    businessId: restaurant.business_id,
    subject: `Nuovo messaggio dal sito di ${oneLine(restaurant.name)}: ${name}`,
    text: [
      `Hai ricevuto un messaggio dal modulo di contatto del sito di ${oneLine(restaurant.name)}.`,
      '',
      `Nome: ${name}`,
      `Email: ${body.email}`,
      `Lingua: ${language}`,
      '',
      'Messaggio:',
      body.message,
      '',
      '--',
      `Rispondi a questa email per scrivere a ${name} (${body.email}).`,
    ].join('\n'),
  };
}

/**
 * A guest's message from the restaurant's site: kept for the dashboard and emailed to the
 * restaurant (its email, else its bookings email, else the owner's). A filled honeypot gets the
 * same answer, so a bot learns nothing, and nothing is kept or sent.
 */
export async function sendContactMessage(
  ctx: ServiceContext,
  restaurantId: number,
  body: ContactMessageBody,
) {
  // A system read by id, as the host name lookup is; the message is then written in the tenant.
  const restaurant = await findLiveRestaurant(ctx, restaurantId);
  if (!restaurant) throw notFound('Restaurant');
  await consumeAttempt(ctx, CONTACT_PER_IP, `${restaurant.id}:${ctx.ip}`);
  if (body[CONTACT_HONEYPOT_FIELD]?.trim()) {
    ctx.log.info({ restaurantId }, 'contact form honeypot filled: message dropped');
    return SENT;
  }
  const to = await ctx.asTenant(restaurant.business_id, async (tx) => {
    await insertContactMessage(tx, {
      business_id: restaurant.business_id,
      restaurant_id: restaurant.id,
      name: body.name,
      email: body.email,
      message: body.message,
      language: body.language ?? null,
      ip: ctx.ip,
      created_at: ctx.clock.now(),
    });
    return (
      restaurant.email ||
      restaurant.bookings_email ||
      (await findOwnerEmail(tx, restaurant.business_id))
    );
  });
  if (!to) {
    ctx.log.warn({ restaurantId }, 'contact message kept, but the restaurant has no email');
    return SENT;
  }
  try {
    await ctx.mail.send(contactEmail(restaurant, body, to));
  } catch (error) {
    // The message is kept and the dashboard shows it: the guest need not write again.
    ctx.log.error({ err: error, restaurantId }, 'contact message kept, but not emailed');
  }
  return SENT;
}

export async function listRestaurantContactMessages(
  ctx: ServiceContext,
  restaurantId: number,
  query: ContactMessageListQuery,
) {
  if (!ctx.actor) throw new Error('listing contact messages needs a signed-in actor');
  const { items, total } = await ctx.asActor((tx) =>
    listContactMessages(tx, { ...query, restaurantId }),
  );
  return {
    items: items.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      message: row.message,
      language: row.language,
      created_at: row.created_at.toISOString(),
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/** Where a restaurant's mail goes last: the business's first enabled owner (orders use it too). */
export function findOwnerEmailOf(tx: TenantTx, businessId: number) {
  return findOwnerEmail(tx, businessId);
}
