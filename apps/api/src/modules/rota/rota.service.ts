import { DEFAULT_TIME_ZONE } from '@coperto/shared/common/constants';
import {
  ROTA_EMAIL_LANGUAGES,
  type RotaEmailLanguage,
  type ShiftService,
} from '@coperto/shared/staff/staff.constants';
import type {
  MyRotaQuerySchema,
  RotaLanguageBodySchema,
  RotaPerson,
  RotaWeek,
  RotaWeekActionBodySchema,
  RotaWeekQuerySchema,
  SaveRotaWeekBodySchema,
} from '@coperto/shared/staff/staff.schemas';
import { addDays, daysOfWeek, mondayOf, todayIn } from '@coperto/shared/staff/staff-pay';
import type { z } from 'zod';
import type { TenantTx } from '../../db/tenant-scope';
import { badRequest, conflict, forbidden, notFound, ruleBroken } from '../../shared/app-error';
import { type ServiceContext, scopeOf } from '../../shared/context';
import type { JobRunner } from '../jobs/job-runner';
import { enqueueJob } from '../jobs/jobs.service';
import { findRestaurant } from '../restaurants/tenant-restaurants.service';
import { changeAccount, findAccount, listTeam, type UserRow } from '../users/user-accounts.service';
import {
  findRotaWeek,
  findRotaWeekById,
  listPublishedShiftsOfUser,
  listWeekShifts,
  listWorkedShifts,
  lockRotaWeek,
  type RotaWeekRow,
  replaceWeekShifts,
  type ShiftCell,
  updateRotaWeek,
} from './rota.repository';
import { rotaPublishedEmail } from './rota-emails';

type WeekQuery = z.output<typeof RotaWeekQuerySchema>;
type SaveBody = z.output<typeof SaveRotaWeekBodySchema>;
type ActionBody = z.output<typeof RotaWeekActionBodySchema>;
type MyQuery = z.output<typeof MyRotaQuerySchema>;
type LanguageBody = z.output<typeof RotaLanguageBodySchema>;

const PUBLISHED_EMAIL = 'rota.published-email';

function businessOf(ctx: ServiceContext): number {
  if (!ctx.actor) throw forbidden();
  const scope = scopeOf(ctx.actor);
  if (scope === 'platform') throw forbidden('The rota belongs to a business');
  return scope;
}

async function restaurantOf(tx: TenantTx, id: number) {
  const restaurant = await findRestaurant(tx, id);
  if (!restaurant) throw notFound('Restaurant');
  return restaurant;
}

/** Who can be on a restaurant's rota: the business's people not bound to another restaurant. */
function worksHere(user: UserRow, restaurantId: number) {
  return user.restaurant_id === null || user.restaurant_id === restaurantId;
}

function personOf(user: UserRow): RotaPerson {
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    role: user.role,
    duty: user.duty,
  };
}

async function weekAnswer(
  tx: TenantTx,
  restaurant: { id: number; time_zone: string },
  weekStart: string,
  week: RotaWeekRow | undefined,
): Promise<RotaWeek> {
  const shifts = week ? await listWeekShifts(tx, week.id) : [];
  const team = await listTeam(tx);
  const onRota = new Set(shifts.map((s) => s.user_id));
  const people = team.filter((u) => worksHere(u, restaurant.id) || onRota.has(u.id));
  return {
    restaurant_id: restaurant.id,
    week_start: weekStart,
    time_zone: restaurant.time_zone,
    status: !week || (shifts.length === 0 && !week.published_at) ? 'empty' : week.status,
    published_at: week?.published_at?.toISOString() ?? null,
    people: people.map(personOf),
    shifts,
  };
}

// ---------------------------------------------------------------- planning

export function getRotaWeek(ctx: ServiceContext, q: WeekQuery) {
  businessOf(ctx);
  return ctx.asActor(async (tx) => {
    const restaurant = await restaurantOf(tx, q.restaurant_id);
    const weekStart = q.week ?? mondayOf(todayIn(restaurant.time_zone, ctx.clock.now()));
    const week = await findRotaWeek(tx, { restaurantId: restaurant.id, weekStart });
    return weekAnswer(tx, restaurant, weekStart, week);
  });
}

/**
 * Checks the shifts sent for a week: each day inside the week, each person one of the business
 * who works at this restaurant. Repeats collapse into one.
 */
async function checkedCells(
  tx: TenantTx,
  restaurantId: number,
  weekStart: string,
  shifts: SaveBody['shifts'],
): Promise<ShiftCell[]> {
  const days = new Set(daysOfWeek(weekStart));
  if (shifts.some((s) => !days.has(s.day))) {
    throw badRequest('A shift falls outside the week', { shifts: 'A day outside the week' });
  }
  const team = new Map((await listTeam(tx)).map((u) => [u.id, u]));
  if (shifts.some((s) => !team.has(s.user_id) || !worksHere(team.get(s.user_id)!, restaurantId))) {
    throw badRequest('A person is not one of the restaurant', { shifts: 'Unknown person' });
  }
  const unique = new Map<string, ShiftCell>();
  for (const s of shifts) {
    unique.set(`${s.user_id}|${s.day}|${s.service}`, {
      user_id: s.user_id,
      day: s.day,
      service: s.service,
    });
  }
  return [...unique.values()];
}

export function saveRotaWeek(ctx: ServiceContext, body: SaveBody) {
  const businessId = businessOf(ctx);
  return ctx.asActor(async (tx) => {
    const restaurant = await restaurantOf(tx, body.restaurant_id);
    const cells = await checkedCells(tx, restaurant.id, body.week_start, body.shifts);
    const week = await lockRotaWeek(tx, {
      businessId,
      restaurantId: restaurant.id,
      weekStart: body.week_start,
    });
    await replaceWeekShifts(tx, week, cells);
    // A published week that changes is a draft again until it is published once more.
    const saved = await updateRotaWeek(tx, week.id, {
      status: 'draft',
      updated_at: ctx.clock.now(),
    });
    return weekAnswer(tx, restaurant, body.week_start, saved);
  });
}

export function copyPreviousRotaWeek(ctx: ServiceContext, body: ActionBody) {
  const businessId = businessOf(ctx);
  return ctx.asActor(async (tx) => {
    const restaurant = await restaurantOf(tx, body.restaurant_id);
    const previousStart = addDays(body.week_start, -7);
    const previous = await findRotaWeek(tx, {
      restaurantId: restaurant.id,
      weekStart: previousStart,
    });
    const previousShifts = previous ? await listWeekShifts(tx, previous.id) : [];
    if (previousShifts.length === 0) {
      throw ruleBroken('The week before has no shifts to copy', { week_start: 'nothing_to_copy' });
    }
    const week = await lockRotaWeek(tx, {
      businessId,
      restaurantId: restaurant.id,
      weekStart: body.week_start,
    });
    if ((await listWeekShifts(tx, week.id)).length > 0) {
      throw conflict('The week already has shifts: clear them before copying', {
        week_start: 'not_empty',
      });
    }
    // People who left or moved to another restaurant since are not copied.
    const team = new Map((await listTeam(tx)).map((u) => [u.id, u]));
    const cells = previousShifts
      .filter((s) => team.has(s.user_id) && worksHere(team.get(s.user_id)!, restaurant.id))
      .map((s) => ({ ...s, day: addDays(s.day, 7) }));
    await replaceWeekShifts(tx, week, cells);
    const saved = await updateRotaWeek(tx, week.id, {
      status: 'draft',
      updated_at: ctx.clock.now(),
    });
    return weekAnswer(tx, restaurant, body.week_start, saved);
  });
}

export async function publishRotaWeek(ctx: ServiceContext, body: ActionBody) {
  businessOf(ctx);
  return ctx.asActor(async (tx) => {
    const restaurant = await restaurantOf(tx, body.restaurant_id);
    const found = await findRotaWeek(tx, {
      restaurantId: restaurant.id,
      weekStart: body.week_start,
    });
    const shifts = found ? await listWeekShifts(tx, found.id) : [];
    if (!found || shifts.length === 0) {
      throw ruleBroken('The week has no shifts to publish', { week_start: 'empty' });
    }
    const now = ctx.clock.now();
    const week = await updateRotaWeek(tx, found.id, {
      status: 'published',
      published_at: now,
      published_by: ctx.actor!.userId,
      updated_at: now,
    });
    const people = [...new Set(shifts.map((s) => s.user_id))];
    for (const userId of people) {
      await enqueueJob(tx, PUBLISHED_EMAIL, { week_id: week.id, user_id: userId });
    }
    return {
      ...(await weekAnswer(tx, restaurant, body.week_start, week)),
      emailed: people.length,
    };
  });
}

// ---------------------------------------------------------------- one's own

function languageOf(user: UserRow | undefined): RotaEmailLanguage {
  const language = user?.language as RotaEmailLanguage | undefined;
  return language && ROTA_EMAIL_LANGUAGES.includes(language) ? language : 'it';
}

export function getMyRotaWeek(ctx: ServiceContext, q: MyQuery) {
  businessOf(ctx);
  const actor = ctx.actor!;
  return ctx.asActor(async (tx) => {
    const me = await findAccount(tx, actor.userId);
    const home = actor.restaurantId ? await findRestaurant(tx, actor.restaurantId) : undefined;
    const zone = home?.time_zone ?? DEFAULT_TIME_ZONE;
    const weekStart = q.week ?? mondayOf(todayIn(zone, ctx.clock.now()));
    const rows = await listPublishedShiftsOfUser(tx, {
      userId: actor.userId,
      from: weekStart,
      to: addDays(weekStart, 6),
    });
    const names = new Map<number, string>();
    for (const id of new Set(rows.map((r) => r.restaurant_id))) {
      names.set(id, (await findRestaurant(tx, id))?.name ?? '');
    }
    return {
      week_start: weekStart,
      language: languageOf(me),
      shifts: rows.map((r) => ({
        restaurant_id: r.restaurant_id,
        restaurant_name: names.get(r.restaurant_id) ?? '',
        day: r.day,
        service: r.service,
      })),
    };
  });
}

export function setMyRotaLanguage(ctx: ServiceContext, body: LanguageBody) {
  businessOf(ctx);
  const actor = ctx.actor!;
  return ctx.asActor(async (tx) => {
    const me = await changeAccount(tx, { id: actor.userId, changes: { language: body.language } });
    if (!me) throw notFound('User');
    return { language: languageOf(me) };
  });
}

// ---------------------------------------------------------------- for wages

/** The worked (published) shifts of a restaurant between two days, for the wages module. */
export function listWorkedShiftsOf(
  tx: TenantTx,
  q: { restaurantId: number; from: string; to: string },
): Promise<{ user_id: number; day: string; service: ShiftService }[]> {
  return listWorkedShifts(tx, q);
}

// ---------------------------------------------------------------- emails

export async function registerRotaJobs(jobs: JobRunner) {
  await jobs.registerJobHandler<{ week_id: number; user_id: number }>(
    PUBLISHED_EMAIL,
    async (payload, ctx) => {
      const mail = await ctx.asActor(async (tx) => {
        const week = await findRotaWeekById(tx, { id: payload.week_id });
        const user = await findAccount(tx, payload.user_id);
        if (!week || !user || user.disabled_at) return null;
        const restaurant = await findRestaurant(tx, week.restaurant_id);
        if (!restaurant) return null;
        const shifts = (await listWeekShifts(tx, week.id)).filter((s) => s.user_id === user.id);
        if (shifts.length === 0) return null;
        return rotaPublishedEmail({
          to: user.email,
          businessId: week.business_id,
          language: user.language,
          name: user.name,
          restaurant: restaurant.name,
          weekStart: week.week_start,
          weekEnd: addDays(week.week_start, 6),
          shifts,
        });
      });
      if (mail) await ctx.mail.send(mail);
    },
  );
}
