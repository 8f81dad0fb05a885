import { addDays, mondayOf } from '@coperto/shared/staff/staff-pay';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity';
import { rotaShifts, rotaWeeks } from '../../db/schema/staff';
import { DEMO } from '../../db/seed/demo-seed';
import { findOutboxMessagesTo } from '../../ports/mail/outbox.repository';
import {
  buildTestApp,
  demoRestaurantIds,
  loginDemoTeam,
  type TestApp,
} from '../../test/build-test-app';

let t: TestApp;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
let ids: Awaited<ReturnType<typeof demoRestaurantIds>>;
let staffId: number;
let managerId: number;
let otherOwnerId: number;
/** A week far from the demo's rota, so each test plans on an empty week. */
let week: string;

async function userId(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  team = await loginDemoTeam(t.app);
  ids = await demoRestaurantIds(t.app);
  staffId = await userId(DEMO.users.staff);
  managerId = await userId(DEMO.users.manager);
  otherOwnerId = await userId(DEMO.users.otherOwner);
  week = mondayOf(addDays(t.clock.now().toISOString().slice(0, 10), 7 * 20));
});
afterAll(() => t.close());

function getWeek(headers: Record<string, string>, restaurantId: number, weekStart: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/rota/week?restaurant_id=${restaurantId}&week=${weekStart}`,
    headers,
  });
}

function save(headers: Record<string, string>, body: unknown) {
  return t.app.inject({ method: 'PUT', url: '/api/rota/week', headers, payload: body as object });
}

function action(headers: Record<string, string>, what: 'publish' | 'copy-previous', body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/rota/week/${what}`,
    headers,
    payload: body as object,
  });
}

async function shiftCount() {
  const [row] = await t.database.db.select({ n: count() }).from(rotaShifts);
  return row!.n;
}

async function weekRows() {
  return t.database.db.select().from(rotaWeeks).orderBy(rotaWeeks.id);
}

describe('planning a week', () => {
  it('a manager plans, sees a draft, publishes; each person is emailed their shifts in their language', async () => {
    const setLanguage = await t.app.inject({
      method: 'PUT',
      url: '/api/rota/mine/language',
      headers: team.manager,
      payload: { language: 'en' },
    });
    expect(setLanguage.json()).toEqual({ language: 'en' });
    const shifts = [
      { user_id: staffId, day: week, service: 'lunch' },
      { user_id: staffId, day: week, service: 'dinner' },
      { user_id: staffId, day: addDays(week, 2), service: 'aperitif' },
      { user_id: managerId, day: addDays(week, 6), service: 'breakfast' },
      // A repeat collapses into one.
      { user_id: staffId, day: week, service: 'lunch' },
    ];
    const saved = await save(team.manager, {
      restaurant_id: ids.trattoria,
      week_start: week,
      shifts,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'draft', published_at: null, week_start: week });
    expect(saved.json().shifts).toHaveLength(4);
    expect(saved.json().people.map((p: { id: number }) => p.id)).toContain(staffId);

    // Not published yet: the staff member sees nothing.
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/rota/mine?week=${week}`,
      headers: team.staff,
    });
    expect(before.json().shifts).toEqual([]);

    const published = await action(team.manager, 'publish', {
      restaurant_id: ids.trattoria,
      week_start: week,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', emailed: 2 });
    const run = await t.app.jobs.runDueJobs();
    expect(run.failed).toBe(0);
    const [toStaff] = await findOutboxMessagesTo(t.app.db, DEMO.users.staff);
    expect(toStaff?.subject).toMatch(/^Trattoria Demo: i tuoi turni dal /);
    expect(toStaff?.text_body).toContain('pranzo, cena');
    expect(toStaff?.text_body).toContain('aperitivo');
    const [toManager] = await findOutboxMessagesTo(t.app.db, DEMO.users.manager);
    expect(toManager?.subject).toMatch(/^Trattoria Demo: your shifts from /);
    expect(toManager?.text_body).toContain('breakfast');

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/rota/mine?week=${week}`,
      headers: team.staff,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().shifts).toEqual([
      {
        restaurant_id: ids.trattoria,
        restaurant_name: 'Trattoria Demo',
        day: week,
        service: 'lunch',
      },
      {
        restaurant_id: ids.trattoria,
        restaurant_name: 'Trattoria Demo',
        day: week,
        service: 'dinner',
      },
      {
        restaurant_id: ids.trattoria,
        restaurant_name: 'Trattoria Demo',
        day: addDays(week, 2),
        service: 'aperitif',
      },
    ]);

    // A change after publishing leaves a draft, the published date kept.
    const changed = await save(team.owner, {
      restaurant_id: ids.trattoria,
      week_start: week,
      shifts: shifts.slice(0, 2),
    });
    expect(changed.json().status).toBe('draft');
    expect(changed.json().published_at).not.toBeNull();
  });

  it('copies the week before into an empty week, refuses a full one (409) and a week with nothing before (422)', async () => {
    const next = addDays(week, 7);
    const copied = await action(team.manager, 'copy-previous', {
      restaurant_id: ids.trattoria,
      week_start: next,
    });
    expect(copied.statusCode).toBe(200);
    expect(copied.json().shifts).toEqual([
      { user_id: staffId, day: next, service: 'lunch' },
      { user_id: staffId, day: next, service: 'dinner' },
    ]);
    expect(copied.json().status).toBe('draft');
    const again = await action(team.manager, 'copy-previous', {
      restaurant_id: ids.trattoria,
      week_start: next,
    });
    expect(again.statusCode).toBe(409);
    const nothing = await action(team.manager, 'copy-previous', {
      restaurant_id: ids.trattoria,
      week_start: addDays(week, 7 * 10),
    });
    expect(nothing.statusCode).toBe(422);
    const empty = await action(team.manager, 'publish', {
      restaurant_id: ids.trattoria,
      week_start: addDays(week, 7 * 10),
    });
    expect(empty.statusCode).toBe(422);
  });

  it('gives this week in the restaurant zone when no week is named', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/rota/week?restaurant_id=${ids.trattoria}`,
      headers: team.owner,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().week_start).toBe(
      mondayOf(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(t.clock.now())),
    );
    expect(res.json().time_zone).toBe('Europe/Rome');
  });
});

describe('who may', () => {
  it('staff read only their own shifts: the planner is 403 for them', async () => {
    expect((await getWeek(team.staff, ids.trattoria, week)).statusCode).toBe(403);
    const res = await save(team.staff, {
      restaurant_id: ids.trattoria,
      week_start: week,
      shifts: [],
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await action(team.staff, 'publish', { restaurant_id: ids.trattoria, week_start: week }))
        .statusCode,
    ).toBe(403);
  });

  it('another business cannot read or change the rota (404), nor put its people on it (400)', async () => {
    const before = await shiftCount();
    const rows = await weekRows();
    expect((await getWeek(team.otherOwner, ids.trattoria, week)).statusCode).toBe(404);
    const res = await save(team.otherOwner, {
      restaurant_id: ids.trattoria,
      week_start: week,
      shifts: [{ user_id: otherOwnerId, day: week, service: 'lunch' }],
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await action(team.otherOwner, 'publish', { restaurant_id: ids.trattoria, week_start: week }))
        .statusCode,
    ).toBe(404);
    const foreign = await save(team.owner, {
      restaurant_id: ids.trattoria,
      week_start: week,
      shifts: [{ user_id: otherOwnerId, day: week, service: 'lunch' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ shifts: 'Unknown person' });
    expect(await shiftCount()).toBe(before);
    expect(await weekRows()).toEqual(rows);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/rota/mine?week=${week}`,
      headers: team.otherOwner,
    });
    expect(mine.json().shifts).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/rota/mine' });
    expect(res.statusCode).toBe(401);
  });
});

describe('bad input changes nothing', () => {
  const bodies: [string, unknown][] = [
    ['a week not starting on a Monday', { week_start: 'TUESDAY', shifts: [] }],
    ['a day outside the week', { shifts: [{ user_id: 0, day: 'OUTSIDE', service: 'lunch' }] }],
    ['a service that is none', { shifts: [{ user_id: 0, day: 'WEEK', service: 'brunch' }] }],
    ['a day that is no day', { shifts: [{ user_id: 0, day: '2026-02-30', service: 'lunch' }] }],
    ['a week in 1899', { week_start: '1899-12-25', shifts: [] }],
    ['a hostile string', { shifts: [{ user_id: "1' or 1=1 --", day: 'WEEK', service: 'lunch' }] }],
    ['an extra field', { shifts: [], status: 'published' }],
    ['a negative id', { shifts: [{ user_id: -3, day: 'WEEK', service: 'lunch' }] }],
    ['shifts that are no list', { shifts: '<script>alert(1)</script>' }],
    ['a missing week', { week_start: undefined, shifts: [] }],
  ];
  for (const [what, changes] of bodies) {
    it(`refuses ${what} (400)`, async () => {
      const before = await shiftCount();
      const rows = await weekRows();
      const body = {
        restaurant_id: ids.trattoria,
        week_start: week,
        shifts: [] as unknown[],
        ...(changes as object),
      } as Record<string, unknown>;
      if (body.week_start === 'TUESDAY') body.week_start = addDays(week, 1);
      body.shifts = Array.isArray(body.shifts)
        ? (body.shifts as Record<string, unknown>[]).map((s) => ({
            ...s,
            user_id: s.user_id === 0 ? staffId : s.user_id,
            day: s.day === 'WEEK' ? week : s.day === 'OUTSIDE' ? addDays(week, 7) : s.day,
          }))
        : body.shifts;
      const res = await save(team.owner, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(await shiftCount()).toBe(before);
      expect(await weekRows()).toEqual(rows);
    });
  }

  it('refuses an oversized week (400) and a query week not a Monday (400)', async () => {
    const many = Array.from({ length: 1700 }, () => ({
      user_id: staffId,
      day: week,
      service: 'lunch',
    }));
    const res = await save(team.owner, {
      restaurant_id: ids.trattoria,
      week_start: week,
      shifts: many,
    });
    expect(res.statusCode).toBe(400);
    expect((await getWeek(team.owner, ids.trattoria, addDays(week, 3))).statusCode).toBe(400);
    expect((await getWeek(team.owner, ids.trattoria, '1899-13-01')).statusCode).toBe(400);
    const lang = await t.app.inject({
      method: 'PUT',
      url: '/api/rota/mine/language',
      headers: team.staff,
      payload: { language: 'xx' },
    });
    expect(lang.statusCode).toBe(400);
  });
});
