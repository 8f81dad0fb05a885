import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, mondayOf } from '@coperto/shared/staff/staff-pay';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity';
import { wages } from '../../db/schema/staff';
import { DEMO } from '../../db/seed/demo-seed';
import { createDiskStorage } from '../../ports/storage/disk-storage';
import {
  buildTestApp,
  demoRestaurantIds,
  loginDemoTeam,
  type TestApp,
} from '../../test/build-test-app';

let t: TestApp;
let root: string;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
let ids: Awaited<ReturnType<typeof demoRestaurantIds>>;
let staffId: number;
let managerId: number;
let otherOwnerId: number;
/** A month far ahead of the demo's, with a published week of shifts in it. */
let month: string;
let week: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function userId(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'coperto-wages-'));
  t = await buildTestApp({ storage: createDiskStorage(root) });
  team = await loginDemoTeam(t.app);
  ids = await demoRestaurantIds(t.app);
  staffId = await userId(DEMO.users.staff);
  managerId = await userId(DEMO.users.manager);
  otherOwnerId = await userId(DEMO.users.otherOwner);
  const year = t.clock.now().getUTCFullYear() + 2;
  month = `${year}-03`;
  week = mondayOf(`${year}-03-10`);
  // The staff member's rates, set where rates are set: the users screen (owner only).
  const rates = await t.app.inject({
    method: 'PUT',
    url: `/api/users/${staffId}`,
    headers: team.owner,
    payload: { single_shift: 60, double_shift: 110, breakfast_shift: 40, aperitif_shift: 35 },
  });
  expect(rates.statusCode).toBe(200);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/rota/week',
    headers: team.manager,
    payload: {
      restaurant_id: ids.trattoria,
      week_start: week,
      shifts: [
        { user_id: staffId, day: week, service: 'lunch' },
        { user_id: staffId, day: week, service: 'dinner' },
        { user_id: staffId, day: addDays(week, 1), service: 'dinner' },
        { user_id: staffId, day: addDays(week, 2), service: 'breakfast' },
        { user_id: staffId, day: addDays(week, 2), service: 'aperitif' },
      ],
    },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

function monthOf(headers: Record<string, string>, m = month, restaurantId = ids.trattoria) {
  return t.app.inject({
    method: 'GET',
    url: `/api/wages/month?restaurant_id=${restaurantId}&month=${m}`,
    headers,
  });
}

function record(headers: Record<string, string>, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/wages',
    headers,
    payload: { restaurant_id: ids.trattoria, user_id: staffId, month, wage: 300, ...body },
  });
}

function upload(
  headers: Record<string, string>,
  id: number,
  body: Buffer,
  type = 'application/pdf',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/wages/${id}/payslip`,
    headers: { ...headers, 'content-type': type },
    payload: body,
  });
}

function download(headers: Record<string, string>, id: number) {
  return t.app.inject({ method: 'GET', url: `/api/wages/${id}/payslip`, headers });
}

async function wageRows() {
  return t.database.db.select().from(wages).orderBy(wages.id);
}

describe('the month proposed from the published rota', () => {
  it('counts only published weeks: a lunch and a dinner are a double, each alone a single', async () => {
    const draft = (await monthOf(team.owner)).json();
    const line = draft.lines.find((l: { person: { id: number } }) => l.person.id === staffId);
    expect(line.shifts).toEqual({ single: 0, double: 0, breakfast: 0, aperitif: 0, days: 0 });
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/rota/week/publish',
      headers: team.manager,
      payload: { restaurant_id: ids.trattoria, week_start: week },
    });
    expect(published.statusCode).toBe(200);
    const res = await monthOf(team.owner);
    expect(res.statusCode).toBe(200);
    const worked = res
      .json()
      .lines.find((l: { person: { id: number } }) => l.person.id === staffId);
    expect(worked.shifts).toEqual({ single: 1, double: 1, breakfast: 1, aperitif: 1, days: 3 });
    expect(worked.rates).toEqual({
      single_shift: 60,
      double_shift: 110,
      breakfast_shift: 40,
      aperitif_shift: 35,
    });
    // 60 + 110 + 40 + 35
    expect(worked.proposed).toBe(245);
    expect(worked.wage).toBeNull();
  });

  it('managers and staff never see the month (403); another business gets 404', async () => {
    expect((await monthOf(team.manager)).statusCode).toBe(403);
    expect((await monthOf(team.staff)).statusCode).toBe(403);
    expect((await monthOf(team.otherOwner)).statusCode).toBe(404);
  });
});

describe('recording a wage and its payslip', () => {
  let wageId: number;

  it('the owner records the wage beside the proposal, then changes it', async () => {
    const res = await record(team.owner, { wage: 250.5, notes: 'Più mance' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user_id: staffId,
      month,
      proposed: 245,
      wage: 250.5,
      notes: 'Più mance',
      payslip: null,
    });
    wageId = res.json().id;
    const changed = await record(team.owner, { wage: 260 });
    expect(changed.json()).toMatchObject({ id: wageId, wage: 260, notes: 'Più mance' });
    expect(
      (await wageRows()).filter((w) => w.user_id === staffId && w.month === `${month}-01`),
    ).toHaveLength(1);
  });

  it('uploads a PDF payslip that only the owner and that person can download', async () => {
    const up = await upload(team.owner, wageId, PDF);
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json().payslip).toMatchObject({
      bytes: PDF.length,
      file_name: `busta-paga-${month}.pdf`,
    });

    const own = await download(team.staff, wageId);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(PDF)).toBe(true);
    expect((await download(team.owner, wageId)).statusCode).toBe(200);
    // The manager is not the person, and never sees others' wages.
    expect((await download(team.manager, wageId)).statusCode).toBe(404);
    expect((await download(team.otherOwner, wageId)).statusCode).toBe(404);
    expect((await download(team.admin, wageId)).statusCode).not.toBe(200);

    const mine = await t.app.inject({ method: 'GET', url: '/api/wages/mine', headers: team.staff });
    expect(mine.json().items.map((w: { id: number }) => w.id)).toContain(wageId);
    const managers = await t.app.inject({
      method: 'GET',
      url: '/api/wages/mine',
      headers: team.manager,
    });
    expect(managers.json().items.map((w: { id: number }) => w.id)).not.toContain(wageId);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/wages/mine',
      headers: team.otherOwner,
    });
    expect(other.json().items).toEqual([]);
  });

  it('a payslip is never a public media file', async () => {
    const [row] = await t.database.db.select().from(wages).where(eq(wages.id, wageId));
    expect(row!.payslip_key).toMatch(/^private\/payslips\//);
    const res = await t.app.inject({ method: 'GET', url: `/media/${row!.payslip_key}` });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a file that is no PDF (400), another type (415), one too large (413), and others than the owner', async () => {
    const before = await wageRows();
    expect((await upload(team.owner, wageId, Buffer.from('<html>hi</html>'))).statusCode).toBe(400);
    expect((await upload(team.owner, wageId, Buffer.alloc(0))).statusCode).toBe(400);
    expect((await upload(team.owner, wageId, PDF, 'text/html')).statusCode).toBe(415);
    const big = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]);
    expect((await upload(team.owner, wageId, big)).statusCode).toBe(413);
    expect((await upload(team.manager, wageId, PDF)).statusCode).toBe(403);
    expect((await upload(team.staff, wageId, PDF)).statusCode).toBe(403);
    expect((await upload(team.otherOwner, wageId, PDF)).statusCode).toBe(404);
    expect((await upload(team.owner, 987654321, PDF)).statusCode).toBe(404);
    expect(await wageRows()).toEqual(before);
  });
});

describe('bad input records nothing', () => {
  const bad: [string, Record<string, unknown>][] = [
    ['a negative wage', { wage: -1 }],
    ['three decimals', { wage: 10.123 }],
    ['a wage as text', { wage: '100' }],
    ['a month like 1899-13', { month: '1899-13' }],
    ['month 13', { month: '2026-13' }],
    ['a day, not a month', { month: '2026-03-01' }],
    ['a hostile month', { month: "2026-03'; drop table wages; --" }],
    ['notes too long', { notes: 'x'.repeat(5001) }],
    ['an unknown field', { payslip: 'http://evil.test/x.pdf' }],
    ['a missing person', { user_id: undefined }],
  ];
  for (const [what, body] of bad) {
    it(`refuses ${what} (400)`, async () => {
      const before = await wageRows();
      const res = await record(team.owner, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(await wageRows()).toEqual(before);
    });
  }

  it('refuses a person of another business (400), and managers and staff (403)', async () => {
    const before = await wageRows();
    const foreign = await record(team.owner, { user_id: otherOwnerId });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ user_id: 'Unknown person' });
    expect((await record(team.manager, { user_id: managerId })).statusCode).toBe(403);
    expect((await record(team.staff, { user_id: staffId })).statusCode).toBe(403);
    expect((await record(team.otherOwner, {})).statusCode).toBe(404);
    expect(await wageRows()).toEqual(before);
    expect((await monthOf(team.owner, '1899-13')).statusCode).toBe(400);
    const [n] = await t.database.db.select({ n: count() }).from(wages);
    expect(n!.n).toBe(before.length);
  });
});
