import { centsToEuros, eurosToCents } from '@coperto/shared/common/money';
import {
  DISCOUNT_MAX_YEARS_AHEAD,
  DISCOUNT_TYPE,
} from '@coperto/shared/discounts/discount.constants';
import {
  type CreateDiscountBodySchema,
  type Discount,
  type DiscountListQuerySchema,
  type DiscountStatus,
  discountRuleProblems,
  type SendDiscountBodySchema,
  type UpdateDiscountBodySchema,
} from '@coperto/shared/discounts/discount.schemas';
import { generatedCode } from '@coperto/shared/discounts/discount-code';
import type { z } from 'zod';
import type { TenantTx } from '../../db/tenant-scope';
import { badRequest, conflict, forbidden, notFound, ruleBroken } from '../../shared/app-error';
import { type ServiceContext, scopeOf } from '../../shared/context';
import { findGuestForOffers } from '../guests/guests.service';
import type { JobRunner } from '../jobs/job-runner';
import { enqueueJob } from '../jobs/jobs.service';
import { findRestaurant } from '../restaurants/tenant-restaurants.service';
import { personalCodeEmail } from './discount-emails';
import {
  codeTaken,
  countRedemptions,
  type DiscountChanges,
  type DiscountRow,
  deleteDiscountRow,
  findDiscountById,
  insertDiscountRow,
  listDiscountRows,
  listUseRows,
  replaceRestaurants,
  restaurantIdsOf,
  updateDiscountRow,
} from './discounts.repository';

type CreateBody = z.output<typeof CreateDiscountBodySchema>;
type UpdateBody = z.output<typeof UpdateDiscountBodySchema>;
type ListQuery = z.output<typeof DiscountListQuerySchema>;
type SendBody = z.output<typeof SendDiscountBodySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
const PERSONAL_EMAIL = 'discount.personal-email';
const USES_SHOWN = 200;

/** PostgreSQL's unique violation, possibly wrapped by Drizzle's query error. */
function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** The state a code is in at `now`: the same order of precedence as the list's SQL. */
export function discountStatusOf(row: DiscountRow, now: Date): DiscountStatus {
  if (!row.active) return 'inactive';
  if (row.valid_to && row.valid_to.getTime() <= now.getTime()) return 'expired';
  if (row.usage_limit !== null && row.times_used >= row.usage_limit) return 'exhausted';
  if (row.valid_from && row.valid_from.getTime() > now.getTime()) return 'scheduled';
  return 'active';
}

function toDiscount(row: DiscountRow, restaurantIds: number[], now: Date): Discount {
  return {
    id: row.id,
    code: row.code,
    type: DISCOUNT_TYPE,
    title: row.title,
    description: row.description,
    is_percentage: row.is_percentage,
    // Basis points and cents are both hundredths: 1250 is 12.5 % or 12.50 €.
    amount: centsToEuros(row.amount),
    min_amount: centsToEuros(row.min_amount_cents),
    valid_from: row.valid_from?.toISOString() ?? null,
    valid_to: row.valid_to?.toISOString() ?? null,
    days_valid: row.days_valid,
    usage_limit: row.usage_limit,
    usage_limit_per_guest: row.usage_limit_per_guest,
    times_used: row.times_used,
    order_types: row.order_types,
    first_order_only: row.first_order_only,
    active: row.active,
    restaurant_ids: restaurantIds,
    customer_name: row.customer_name,
    email: row.email,
    phone_number: row.phone_number,
    message: row.message,
    email_sent_at: row.email_sent_at?.toISOString() ?? null,
    status: discountStatusOf(row, now),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

async function answer(tx: TenantTx, row: DiscountRow, now: Date) {
  const ids = await restaurantIdsOf(tx, [row.id]);
  return toDiscount(row, ids.get(row.id) ?? [], now);
}

/** The business the caller manages codes of: an admin works in a business, not on all. */
function businessOf(ctx: ServiceContext): number {
  if (!ctx.actor) throw forbidden();
  const scope = scopeOf(ctx.actor);
  if (scope === 'platform') throw forbidden('Discount codes belong to a business');
  return scope;
}

function withDiscount<T>(
  ctx: ServiceContext,
  id: number,
  work: (tx: TenantTx, row: DiscountRow) => Promise<T>,
): Promise<T> {
  return ctx.asActor(async (tx) => {
    const row = await findDiscountById(tx, { id });
    if (!row) throw notFound('Discount code');
    return work(tx, row);
  });
}

/** Every named restaurant must be the business's own: another's reads as unknown. */
async function assertRestaurants(tx: TenantTx, ids: readonly number[]) {
  for (const id of ids) {
    if (await findRestaurant(tx, id)) continue;
    throw badRequest('A restaurant is not one of the business', {
      restaurant_ids: 'Unknown restaurant',
    });
  }
}

interface Validity {
  valid_from: string | null;
  valid_to: string | null;
  days_valid: number | null;
}

/**
 * The end the checkout compares: the one set, or the start (or now) plus the days. An end in
 * the past, or further than the limit, is refused on its field.
 */
function validityOf(v: Validity, now: Date, startOfCount: Date) {
  const from = v.valid_from ? new Date(v.valid_from) : null;
  const field = v.days_valid ? 'days_valid' : 'valid_to';
  const to = v.valid_to
    ? new Date(v.valid_to)
    : v.days_valid
      ? new Date((from ?? startOfCount).getTime() + v.days_valid * DAY_MS)
      : null;
  if (to && to.getTime() <= now.getTime()) {
    throw badRequest('The code would end in the past', { [field]: 'Ends in the past' });
  }
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + DISCOUNT_MAX_YEARS_AHEAD);
  if (to && to.getTime() > latest.getTime()) {
    throw badRequest('The code would end too far ahead', {
      [field]: `At most ${DISCOUNT_MAX_YEARS_AHEAD} years ahead`,
    });
  }
  if (from && from.getTime() > latest.getTime()) {
    throw badRequest('The code would start too far ahead', {
      valid_from: `At most ${DISCOUNT_MAX_YEARS_AHEAD} years ahead`,
    });
  }
  return { valid_from: from, valid_to: to, days_valid: v.days_valid };
}

async function freshCode(tx: TenantTx): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const code = generatedCode(crypto.getRandomValues(new Uint8Array(8)));
    if (!(await codeTaken(tx, code))) return code;
  }
  throw conflict('No free code was found: try again');
}

/** The guest must have agreed to marketing before a code is emailed to them. */
async function assertCanEmail(tx: TenantTx, email: string | null) {
  if (!email) throw ruleBroken('The code has no email to send it to', { email: 'required' });
  const guest = await findGuestForOffers(tx, email);
  if (!guest?.marketing_consent) {
    throw ruleBroken('The guest has not agreed to receive offers', {
      email: 'no_marketing_consent',
    });
  }
}

async function queuePersonalEmail(tx: TenantTx, row: DiscountRow, now: Date) {
  await enqueueJob(tx, PERSONAL_EMAIL, { discount_id: row.id });
  return updateDiscountRow(tx, row.id, { email_sent_at: now, updated_at: now });
}

// ---------------------------------------------------------------- reads

export function listDiscounts(ctx: ServiceContext, q: ListQuery) {
  const now = ctx.clock.now();
  businessOf(ctx);
  return ctx.asActor(async (tx) => {
    const { rows, total } = await listDiscountRows(tx, {
      restaurantId: q.restaurant_id,
      status: q.status,
      search: q.search || undefined,
      orderByColumn: q.orderByColumn,
      orderByType: q.orderByType,
      page: q.page,
      limit: q.limit,
      now,
    });
    const ids = await restaurantIdsOf(
      tx,
      rows.map((r) => r.id),
    );
    return {
      items: rows.map((row) => toDiscount(row, ids.get(row.id) ?? [], now)),
      total,
      page: q.page,
      limit: q.limit,
    };
  });
}

export function getDiscount(ctx: ServiceContext, id: number) {
  const now = ctx.clock.now();
  return withDiscount(ctx, id, (tx, row) => answer(tx, row, now));
}

export function newDiscountCode(ctx: ServiceContext) {
  businessOf(ctx);
  return ctx.asActor(async (tx) => ({ code: await freshCode(tx) }));
}

export function listDiscountUses(ctx: ServiceContext, id: number) {
  return withDiscount(ctx, id, async (tx) => ({
    items: (await listUseRows(tx, id, USES_SHOWN)).map((use) => ({
      order_id: use.order_id,
      order_number: use.order_number,
      restaurant_id: use.restaurant_id,
      email: use.email,
      amount: centsToEuros(use.amount_cents),
      used_at: use.used_at.toISOString(),
      released: use.released_at !== null,
    })),
  }));
}

// ---------------------------------------------------------------- changes

export function createDiscount(ctx: ServiceContext, body: CreateBody) {
  const now = ctx.clock.now();
  const businessId = businessOf(ctx);
  const validity = validityOf(body, now, now);
  return ctx.asActor(async (tx) => {
    await assertRestaurants(tx, body.restaurant_ids);
    if (body.code && (await codeTaken(tx, body.code))) {
      throw conflict('The business already has this code', { code: 'taken' });
    }
    if (body.send_email) await assertCanEmail(tx, body.email);
    const code = body.code ?? (await freshCode(tx));
    let row: DiscountRow;
    try {
      row = await insertDiscountRow(tx, {
        business_id: businessId,
        code,
        title: body.title,
        description: body.description,
        is_percentage: body.is_percentage,
        amount: eurosToCents(body.amount),
        min_amount_cents: eurosToCents(body.min_amount),
        ...validity,
        usage_limit: body.usage_limit,
        usage_limit_per_guest: body.usage_limit_per_guest,
        order_types: body.order_types,
        first_order_only: body.first_order_only,
        active: body.active,
        customer_name: body.customer_name,
        email: body.email,
        phone_number: body.phone_number,
        message: body.message,
        created_by: ctx.actor?.userId ?? null,
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      // Two creations of one code at once: the unique index lets one in.
      if (isUniqueViolation(error)) {
        throw conflict('The business already has this code', { code: 'taken' });
      }
      throw error;
    }
    await replaceRestaurants(tx, { businessId, discountId: row.id }, body.restaurant_ids);
    if (body.send_email) row = await queuePersonalEmail(tx, row, now);
    return answer(tx, row, now);
  });
}

export function updateDiscount(ctx: ServiceContext, id: number, body: UpdateBody) {
  const now = ctx.clock.now();
  return withDiscount(ctx, id, async (tx, row) => {
    const merged = {
      is_percentage: body.is_percentage ?? row.is_percentage,
      amount: body.amount ?? centsToEuros(row.amount),
      valid_from:
        body.valid_from !== undefined ? body.valid_from : (row.valid_from?.toISOString() ?? null),
      // A window sent replaces days, and days sent replace a window: the one not sent is cleared.
      valid_to:
        body.valid_to !== undefined
          ? body.valid_to
          : body.days_valid !== undefined
            ? null
            : row.days_valid
              ? null
              : (row.valid_to?.toISOString() ?? null),
      days_valid:
        body.days_valid !== undefined ? body.days_valid : body.valid_to ? null : row.days_valid,
      usage_limit: body.usage_limit !== undefined ? body.usage_limit : row.usage_limit,
      usage_limit_per_guest:
        body.usage_limit_per_guest !== undefined
          ? body.usage_limit_per_guest
          : row.usage_limit_per_guest,
    };
    const problems = discountRuleProblems(merged);
    if (Object.keys(problems).length > 0) throw badRequest('Check the marked fields', problems);
    const validityChanged =
      body.valid_from !== undefined || body.valid_to !== undefined || body.days_valid !== undefined;
    const changes: DiscountChanges = { updated_at: now };
    if (validityChanged) Object.assign(changes, validityOf(merged, now, row.created_at));
    if (body.code !== undefined && body.code !== row.code) {
      if ((await countRedemptions(tx, row.id)) > 0) {
        throw conflict('A used code keeps its code: its orders name it', { code: 'used' });
      }
      if (await codeTaken(tx, body.code, row.id)) {
        throw conflict('The business already has this code', { code: 'taken' });
      }
      changes.code = body.code;
    }
    if (body.restaurant_ids) await assertRestaurants(tx, body.restaurant_ids);
    for (const key of [
      'title',
      'description',
      'is_percentage',
      'usage_limit',
      'usage_limit_per_guest',
      'order_types',
      'first_order_only',
      'active',
      'customer_name',
      'email',
      'phone_number',
      'message',
    ] as const) {
      if (body[key] !== undefined) Object.assign(changes, { [key]: body[key] });
    }
    if (body.amount !== undefined) changes.amount = eurosToCents(body.amount);
    if (body.min_amount !== undefined) changes.min_amount_cents = eurosToCents(body.min_amount);
    let updated: DiscountRow;
    try {
      updated = await updateDiscountRow(tx, row.id, changes);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw conflict('The business already has this code', { code: 'taken' });
      }
      throw error;
    }
    if (body.restaurant_ids) {
      await replaceRestaurants(
        tx,
        { businessId: row.business_id, discountId: row.id },
        body.restaurant_ids,
      );
    }
    return answer(tx, updated, now);
  });
}

export function deleteDiscount(ctx: ServiceContext, id: number) {
  return withDiscount(ctx, id, async (tx, row) => {
    if ((await countRedemptions(tx, row.id)) > 0) {
      throw conflict('A used code cannot be deleted: switch it off instead');
    }
    await deleteDiscountRow(tx, row.id);
    return { detail: 'Discount code deleted' };
  });
}

export function sendDiscount(ctx: ServiceContext, id: number, body: SendBody) {
  const now = ctx.clock.now();
  return withDiscount(ctx, id, async (tx, row) => {
    await assertCanEmail(tx, row.email);
    let current = row;
    if (body.message !== undefined) {
      current = await updateDiscountRow(tx, row.id, { message: body.message, updated_at: now });
    }
    return answer(tx, await queuePersonalEmail(tx, current, now), now);
  });
}

/** Registered when the app is built: the jobs module runs it, this module owns it. */
export async function registerDiscountJobs(jobs: JobRunner) {
  await jobs.registerJobHandler<{ discount_id: number }>(PERSONAL_EMAIL, async (payload, ctx) => {
    const mail = await ctx.asActor(async (tx) => {
      const row = await findDiscountById(tx, { id: payload.discount_id });
      if (!row?.email) return null;
      const guest = await findGuestForOffers(tx, row.email);
      // Consent withdrawn between the click and the sending: nothing goes.
      if (!guest?.marketing_consent) return null;
      const restaurantId = (await restaurantIdsOf(tx, [row.id])).get(row.id)?.[0];
      const restaurant = restaurantId ? await findRestaurant(tx, restaurantId) : undefined;
      if (!restaurant) return null;
      return personalCodeEmail({
        to: row.email,
        businessId: row.business_id,
        language: guest.language,
        customerName: row.customer_name ?? guest.name,
        restaurant: { name: restaurant.name, time_zone: restaurant.time_zone },
        code: row.code,
        title: row.title,
        isPercentage: row.is_percentage,
        amount: row.amount,
        minAmountCents: row.min_amount_cents,
        validTo: row.valid_to,
        message: row.message,
      });
    });
    if (mail) await ctx.mail.send(mail);
  });
}
