import { hasPermission } from '@coperto/shared/auth/permissions';
import { CASH_UP_SERVICES, type CashUpType } from '@coperto/shared/cashups/cashup.constants';
import type {
  CashUp,
  CashUpEvent,
  CashUpListQuerySchema,
  CashUpMonth,
  CashUpMonthQuerySchema,
  CashUpSummary,
  CashUpTakings,
  CashUpTakingsQuerySchema,
  CreateCashUpBodySchema,
  UpdateCashUpBodySchema,
} from '@coperto/shared/cashups/cashup.schemas';
import { type CashUpFigures, cashUpFigures } from '@coperto/shared/cashups/cashup-figures';
import { centsToEuros, eurosToCents } from '@coperto/shared/common/money';
import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import {
  instantOfWallClock,
  localDateOf,
  servicesStartingOn,
} from '@coperto/shared/restaurants/opening-hours';
import type { z } from 'zod';
import type { CashUpExtraExpense } from '../../db/schema/cashups';
import type { TenantTx } from '../../db/tenant-scope';
import { badRequest, conflict, forbidden, notFound, ruleBroken } from '../../shared/app-error';
import { type ServiceContext, scopeOf } from '../../shared/context';
import { redeemedGiftCardTakings } from '../giftcards/giftcard-takings.service';
import { cardOrderTakings } from '../orders/order-takings.service';
import { findRestaurant, type RestaurantRow } from '../restaurants/tenant-restaurants.service';
import { findAccount } from '../users/user-accounts.service';
import {
  type CashUpChanges,
  type CashUpRow,
  findCashUpById,
  findDayRow,
  insertCashUpEvent,
  insertCashUpRow,
  listCashUpRows,
  listDayRows,
  listEventRows,
  listSpanRows,
  lockCashUpRow,
  replaceStaff,
  staffIdsOf,
  updateCashUpRow,
} from './cashups.repository';

type CreateBody = z.output<typeof CreateCashUpBodySchema>;
type UpdateBody = z.output<typeof UpdateCashUpBodySchema>;
type ListQuery = z.output<typeof CashUpListQuerySchema>;
type MonthQuery = z.output<typeof CashUpMonthQuerySchema>;
type TakingsQuery = z.output<typeof CashUpTakingsQuerySchema>;

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

/** The business the caller closes tills of: an admin works in a business, not on all. */
function actorOf(ctx: ServiceContext) {
  if (!ctx.actor) throw forbidden();
  if (scopeOf(ctx.actor) === 'platform') throw forbidden('Cash-ups belong to a business');
  return ctx.actor as typeof ctx.actor & { businessId: number };
}

function figuresOf(row: CashUpRow): CashUpFigures {
  return cashUpFigures({
    bnt_cents: row.bnt_cents,
    cash_cents: row.cash_cents,
    till_cents: row.till_cents,
    extra_expense_cents: row.extra_expenses.map((e) => e.amount_cents),
    covers: {
      breakfast: row.breakfast_count,
      lunch: row.lunch_count,
      aperitif: row.aperitif_count,
      dinner: row.dinner_count,
    },
  });
}

function figuresOnWire(f: CashUpFigures) {
  return {
    extra_expenses: centsToEuros(f.extra_expenses_cents),
    total_takings: centsToEuros(f.total_takings_cents),
    difference: centsToEuros(f.difference_cents),
    balanced: f.balanced,
    covers: f.covers,
    average_per_cover:
      f.average_per_cover_cents === null ? null : centsToEuros(f.average_per_cover_cents),
  };
}

function toSummary(row: CashUpRow): CashUpSummary {
  return {
    id: row.id,
    restaurant_id: row.restaurant_id,
    cash_up_date: row.cash_up_date,
    type: row.type,
    breakfast_count: row.breakfast_count,
    lunch_count: row.lunch_count,
    aperitif_count: row.aperitif_count,
    dinner_count: row.dinner_count,
    bnt: centsToEuros(row.bnt_cents),
    cash: centsToEuros(row.cash_cents),
    till: centsToEuros(row.till_cents),
    figures: figuresOnWire(figuresOf(row)),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The day in the restaurant's zone as a span of instants: [its midnight, the next one). */
function dayBounds(timeZone: string, day: string) {
  return {
    from: new Date(instantOfWallClock(timeZone, day, 0)),
    to: new Date(instantOfWallClock(timeZone, addDaysToDate(day, 1), 0)),
  };
}

async function restaurantOf(tx: TenantTx, id: number): Promise<RestaurantRow> {
  const restaurant = await findRestaurant(tx, id);
  if (!restaurant) throw notFound('Restaurant');
  return restaurant;
}

async function takingsOf(
  tx: TenantTx,
  restaurant: RestaurantRow,
  day: string,
): Promise<CashUpTakings> {
  const span = { restaurantId: restaurant.id, ...dayBounds(restaurant.time_zone, day) };
  const orders = await cardOrderTakings(tx, span);
  const cards = await redeemedGiftCardTakings(tx, span);
  return {
    card_orders: { count: orders.count, total: centsToEuros(orders.cents) },
    gift_cards_redeemed: { count: cards.count, total: centsToEuros(cards.cents) },
  };
}

function nameOf(user: { name: string; surname: string; email: string } | undefined) {
  if (!user) return '—';
  return `${user.name} ${user.surname}`.trim() || user.email;
}

async function namesOf(tx: TenantTx, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const names = new Map<number, string>();
  for (const id of unique) names.set(id, nameOf(await findAccount(tx, id)));
  return names;
}

async function answer(tx: TenantTx, row: CashUpRow): Promise<CashUp> {
  const restaurant = await restaurantOf(tx, row.restaurant_id);
  const staffIds = await staffIdsOf(tx, row.id);
  const day = await listDayRows(tx, row.restaurant_id, row.cash_up_date);
  const events = await listEventRows(tx, row.id);
  const takings = await takingsOf(tx, restaurant, row.cash_up_date);
  const names = await namesOf(tx, [
    ...staffIds,
    ...events.flatMap((e) => (e.user_id === null ? [] : [e.user_id])),
  ]);
  const history: CashUpEvent[] = events.map((e) => ({
    kind: e.kind,
    at: e.created_at.toISOString(),
    user_id: e.user_id,
    user_name: e.user_id === null ? '—' : (names.get(e.user_id) ?? '—'),
    changes: e.changes,
  }));
  return {
    ...toSummary(row),
    extra_expenses: row.extra_expenses.map((e) => ({
      amount: centsToEuros(e.amount_cents),
      note: e.note,
    })),
    notes: row.notes,
    staff: staffIds
      .map((id) => ({ id, name: names.get(id) ?? '—' }))
      .sort((a, b) => a.name.localeCompare(b.name, 'it')),
    day_closed: day.some((d) => d.type === 'final'),
    day: day.map((d) => {
      const f = figuresOf(d);
      return {
        id: d.id,
        type: d.type,
        total_takings: centsToEuros(f.total_takings_cents),
        covers: f.covers,
      };
    }),
    takings,
    history,
  };
}

/**
 * Everyone named worked for the business, and a staff member bound to a restaurant worked at
 * this one; another business's user is unknown here (RLS hides it), so it reads the same.
 */
async function assertStaff(tx: TenantTx, restaurantId: number, ids: readonly number[]) {
  const users = [];
  for (const id of ids) users.push(await findAccount(tx, id));
  if (users.some((u) => !u || u.business_id === null)) {
    throw badRequest('Someone named is not a person of the business', { staff: 'unknown_person' });
  }
  if (
    users.some(
      (u) => u!.role === 'staff' && u!.restaurant_id !== null && u!.restaurant_id !== restaurantId,
    )
  ) {
    throw badRequest('Someone named works at another restaurant', {
      staff: 'other_restaurant',
    });
  }
}

function todayAt(restaurant: RestaurantRow, now: Date) {
  return localDateOf(restaurant.time_zone, now.getTime());
}

/** A day already closed (its final close is saved) changes only by an owner (reopen:cashups). */
function assertMayChangeDay(ctx: ServiceContext, dayClosed: boolean) {
  if (dayClosed && !hasPermission(ctx.actor!.role, 'reopen:cashups')) {
    throw forbidden('The day is closed: only an owner can change its cash-ups');
  }
}

function extrasInCents(extras: readonly { amount: number; note: string }[]): CashUpExtraExpense[] {
  return extras.map((e) => ({ amount_cents: eurosToCents(e.amount), note: e.note }));
}

// ---------------------------------------------------------------- reads

export async function listCashUps(ctx: ServiceContext, q: ListQuery) {
  actorOf(ctx);
  return ctx.asActor(async (tx) => {
    const restaurant = await restaurantOf(tx, q.restaurant_id);
    const year = todayAt(restaurant, ctx.clock.now()).slice(0, 4);
    const from = q.from ?? `${year}-01-01`;
    const to = q.to ?? `${year}-12-31`;
    if (to < from) throw badRequest('The end is before the start', { to: 'before_from' });
    const { rows, total, takingsCents, covers } = await listCashUpRows(tx, {
      restaurantId: restaurant.id,
      type: q.type,
      from,
      to,
      search: q.search,
      orderByColumn: q.orderByColumn,
      orderByType: q.orderByType,
      page: q.page,
      limit: q.limit,
    });
    return {
      items: rows.map(toSummary),
      total,
      page: q.page,
      limit: q.limit,
      totals: { total_takings: centsToEuros(takingsCents), covers },
    };
  });
}

export async function getCashUp(ctx: ServiceContext, id: number) {
  actorOf(ctx);
  return ctx.asActor(async (tx) => {
    const row = await findCashUpById(tx, { id });
    if (!row) throw notFound('Cash-up');
    return answer(tx, row);
  });
}

export async function getCashUpTakings(ctx: ServiceContext, q: TakingsQuery) {
  actorOf(ctx);
  return ctx.asActor(async (tx) => takingsOf(tx, await restaurantOf(tx, q.restaurant_id), q.date));
}

/** The month's days in the restaurant's zone, each closed, partial, missing, open, rest or upcoming. */
export async function getCashUpMonth(ctx: ServiceContext, q: MonthQuery): Promise<CashUpMonth> {
  actorOf(ctx);
  return ctx.asActor(async (tx) => {
    const restaurant = await restaurantOf(tx, q.restaurant_id);
    const today = todayAt(restaurant, ctx.clock.now());
    const first = `${q.month}-01`;
    const next = addDaysToDate(`${q.month}-28`, 4).slice(0, 7);
    const last = addDaysToDate(`${next}-01`, -1);
    const rows = await listSpanRows(tx, { restaurantId: restaurant.id, from: first, to: last });
    const byDay = new Map<string, CashUpRow[]>();
    for (const row of rows)
      byDay.set(row.cash_up_date, [...(byDay.get(row.cash_up_date) ?? []), row]);
    const days: CashUpMonth['days'] = [];
    let takings = 0;
    let covers = 0;
    let closed = 0;
    let missing = 0;
    let withDifference = 0;
    for (let day = first; day <= last; day = addDaysToDate(day, 1)) {
      const dayRows = byDay.get(day) ?? [];
      const final = dayRows.find((r) => r.type === 'final');
      if (final) {
        const f = figuresOf(final);
        takings += f.total_takings_cents;
        covers += f.covers;
        closed += 1;
        if (!f.balanced) withDifference += 1;
        days.push({
          date: day,
          state: 'closed',
          cash_up_id: final.id,
          total_takings: centsToEuros(f.total_takings_cents),
          difference: centsToEuros(f.difference_cents),
          covers: f.covers,
        });
        continue;
      }
      const state =
        dayRows.length > 0
          ? 'partial'
          : day > today
            ? 'upcoming'
            : day === today
              ? 'open'
              : servicesStartingOn(restaurant.opening_times, day).length === 0
                ? 'rest'
                : 'missing';
      if (state === 'missing') missing += 1;
      days.push({
        date: day,
        state,
        cash_up_id: dayRows[0]?.id ?? null,
        total_takings: null,
        difference: null,
        covers: null,
      });
    }
    return {
      month: q.month,
      time_zone: restaurant.time_zone,
      today,
      days,
      totals: {
        total_takings: centsToEuros(takings),
        covers,
        average_per_cover: covers > 0 ? centsToEuros(Math.round(takings / covers)) : null,
        closed_days: closed,
        missing_days: missing,
        days_with_difference: withDifference,
      },
    };
  });
}

// ---------------------------------------------------------------- changes

function existingConflict(id: number, type: CashUpType) {
  return conflict(
    type === 'final'
      ? 'This day is already closed: open its cash-up'
      : 'This service already has its cash-up: open it',
    { cash_up_date: 'taken', existing_id: String(id) },
  );
}

export async function createCashUp(ctx: ServiceContext, body: CreateBody) {
  const actor = actorOf(ctx);
  const now = ctx.clock.now();
  try {
    return await ctx.asActor(async (tx) => {
      const restaurant = await restaurantOf(tx, body.restaurant_id);
      await assertStaff(tx, restaurant.id, body.staff);
      if (body.cash_up_date > todayAt(restaurant, now)) {
        throw ruleBroken('A day still to come cannot be closed', { cash_up_date: 'future' });
      }
      const existing = await findDayRow(tx, {
        restaurantId: restaurant.id,
        day: body.cash_up_date,
        type: body.type,
      });
      if (existing) throw existingConflict(existing.id, body.type);
      if (body.type !== 'final') {
        const final = await findDayRow(tx, {
          restaurantId: restaurant.id,
          day: body.cash_up_date,
          type: 'final',
        });
        assertMayChangeDay(ctx, final !== undefined);
      }
      const extras = extrasInCents(body.extra_expenses);
      const row = await insertCashUpRow(tx, {
        business_id: actor.businessId,
        restaurant_id: restaurant.id,
        cash_up_date: body.cash_up_date,
        type: body.type,
        breakfast_count: body.breakfast_count,
        lunch_count: body.lunch_count,
        aperitif_count: body.aperitif_count,
        dinner_count: body.dinner_count,
        bnt_cents: eurosToCents(body.bnt),
        cash_cents: eurosToCents(body.cash),
        till_cents: eurosToCents(body.till),
        extra_expenses: extras,
        extra_expenses_cents: extras.reduce((sum, e) => sum + e.amount_cents, 0),
        notes: body.notes,
        created_by: actor.userId,
        updated_by: actor.userId,
        created_at: now,
        updated_at: now,
      });
      await replaceStaff(tx, { businessId: actor.businessId, cashUpId: row.id }, body.staff);
      await insertCashUpEvent(tx, {
        business_id: actor.businessId,
        cash_up_id: row.id,
        kind: 'created',
        user_id: actor.userId,
        changes: [],
        created_at: now,
      });
      return answer(tx, row);
    });
  } catch (error) {
    // Two closes of one day at once: the unique index lets one in, the other reads it.
    if (!isUniqueViolation(error)) throw error;
    const existing = await ctx.asActor((tx) =>
      findDayRow(tx, {
        restaurantId: body.restaurant_id,
        day: body.cash_up_date,
        type: body.type,
      }),
    );
    if (!existing) throw error;
    throw existingConflict(existing.id, body.type);
  }
}

const MONEY_FIELDS = { bnt: 'bnt_cents', cash: 'cash_cents', till: 'till_cents' } as const;
const COVER_FIELDS = CASH_UP_SERVICES.map((s) => `${s}_count` as const);

export async function updateCashUp(ctx: ServiceContext, id: number, body: UpdateBody) {
  const actor = actorOf(ctx);
  const now = ctx.clock.now();
  return ctx.asActor(async (tx) => {
    const row = await lockCashUpRow(tx, id);
    if (!row) throw notFound('Cash-up');
    const day = await listDayRows(tx, row.restaurant_id, row.cash_up_date);
    const dayClosed = day.some((d) => d.type === 'final');
    assertMayChangeDay(ctx, dayClosed);
    if (body.staff) await assertStaff(tx, row.restaurant_id, body.staff);

    const changes: CashUpChanges = {};
    const log: { field: string; from: unknown; to: unknown }[] = [];
    for (const field of COVER_FIELDS) {
      const next = body[field];
      if (next !== undefined && next !== row[field]) {
        changes[field] = next;
        log.push({ field, from: row[field], to: next });
      }
    }
    for (const [field, column] of Object.entries(MONEY_FIELDS) as [
      keyof typeof MONEY_FIELDS,
      (typeof MONEY_FIELDS)[keyof typeof MONEY_FIELDS],
    ][]) {
      const next = body[field];
      if (next === undefined) continue;
      const cents = eurosToCents(next);
      if (cents !== row[column]) {
        changes[column] = cents;
        log.push({ field, from: centsToEuros(row[column]), to: next });
      }
    }
    if (body.extra_expenses) {
      const extras = extrasInCents(body.extra_expenses);
      if (JSON.stringify(extras) !== JSON.stringify(row.extra_expenses)) {
        changes.extra_expenses = extras;
        changes.extra_expenses_cents = extras.reduce((sum, e) => sum + e.amount_cents, 0);
        log.push({
          field: 'extra_expenses',
          from: row.extra_expenses.map((e) => ({
            amount: centsToEuros(e.amount_cents),
            note: e.note,
          })),
          to: body.extra_expenses,
        });
      }
    }
    if (body.notes !== undefined && body.notes !== row.notes) {
      changes.notes = body.notes;
      log.push({ field: 'notes', from: row.notes, to: body.notes });
    }
    if (body.staff) {
      const before = await staffIdsOf(tx, row.id);
      const after = [...body.staff].sort((a, b) => a - b);
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await replaceStaff(tx, { businessId: row.business_id, cashUpId: row.id }, after);
        log.push({ field: 'staff', from: before, to: after });
      }
    }
    if (log.length === 0) return answer(tx, row);
    const updated = await updateCashUpRow(tx, row.id, {
      ...changes,
      updated_by: actor.userId,
      updated_at: now,
    });
    await insertCashUpEvent(tx, {
      business_id: row.business_id,
      cash_up_id: row.id,
      kind: dayClosed ? 'reopened' : 'updated',
      user_id: actor.userId,
      changes: log,
      created_at: now,
    });
    return answer(tx, updated);
  });
}
