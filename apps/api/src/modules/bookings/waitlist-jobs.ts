import type { TenantTx } from '../../db/tenant-scope';
import type { JobRunner } from '../jobs/job-runner';
import { findRestaurantWithHosts } from '../restaurants/tenant-restaurants.service';
import { siteOriginOf } from '../sitemap/sitemap.service';
import { findWaitlistEntryById } from './waitlist.repository';
import { type WaitlistEmailKind, waitlistEmail } from './waitlist-emails';
import { expireOffer, OFFER_EXPIRY, WAITLIST_EMAIL } from './waitlist-offers';

/**
 * The email, if still due when the job runs: 'joined' while the guest is in line, 'offered' while
 * that same offer stands (a later offer is a new email; one answered or expired sends nothing).
 */
async function waitlistMail(
  tx: TenantTx,
  publicUrl: string,
  payload: { entry_id: number; kind: WaitlistEmailKind; offered_at: string | null },
) {
  const entry = await findWaitlistEntryById(tx, { id: payload.entry_id });
  if (!entry) return null;
  const due =
    payload.kind === 'joined'
      ? entry.status === 'waiting' || entry.status === 'offered'
      : entry.status === 'offered' && entry.offered_at?.toISOString() === payload.offered_at;
  if (!due) return null;
  const restaurant = await findRestaurantWithHosts(tx, entry.restaurant_id);
  if (!restaurant) return null;
  const host = restaurant.hostnames[0];
  const origin = host ? siteOriginOf(publicUrl, host) : publicUrl;
  return waitlistEmail(payload.kind, entry, {
    name: restaurant.name,
    phone_number: restaurant.phone_number,
    time_zone: restaurant.time_zone,
    pageUrl: `${origin}/${entry.language}/waitlist/${entry.public_id}`,
  });
}

/** Registered when the app is built, beside the bookings' jobs. */
export async function registerWaitlistJobs(jobs: JobRunner) {
  await jobs.registerJobHandler<{
    entry_id: number;
    kind: WaitlistEmailKind;
    offered_at: string | null;
  }>(WAITLIST_EMAIL, async (payload, ctx) => {
    const mail = await ctx.asActor((tx) => waitlistMail(tx, ctx.config.publicUrl, payload));
    if (mail) await ctx.mail.send(mail);
  });
  await jobs.registerJobHandler<{ entry_id: number; offered_at: string }>(
    OFFER_EXPIRY,
    async (payload, ctx) => {
      await ctx.asActor((tx) =>
        expireOffer(tx, payload.entry_id, payload.offered_at, ctx.clock.now()),
      );
    },
  );
}
