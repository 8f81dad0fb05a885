import { isOpenAt, nextOpeningAfter } from '@coperto/shared/restaurants/opening-hours';
import { EMPTY_OPENING_TIMES } from '@coperto/shared/restaurants/opening-times.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { buildTestApp, loginDemoTeam, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let owner: Record<string, string>;
let manager: Record<string, string>;
let staff: Record<string, string>;
let otherOwner: Record<string, string>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  ({ owner, manager, staff, otherOwner } = await loginDemoTeam(t.app));
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/restaurant?limit=100',
    headers: owner,
  });
  for (const r of list.json().items) ids[r.name] = r.id;
});
afterAll(() => t.close());

const trattoria = () => ids['Trattoria Demo']!;
const pizzeria = () => ids['Pizzeria Demo']!;

function patch(id: number, payload: unknown, headers: Record<string, string>) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/restaurant/opening-times/${id}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
async function read(id: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/restaurant/${id}`, headers: owner });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const LUNCH = { open: '12:00', close: '15:00' };
const DINNER = { open: '19:00', close: '23:30' };
const week = (days: Record<string, unknown>) => ({ ...EMPTY_OPENING_TIMES.weekly, ...days });

describe('demo opening times', () => {
  it('seeds Italian hours: closed on Monday, a pizzeria open until 00:30 on Saturday', async () => {
    const osteria = await t.app.inject({
      method: 'GET',
      url: `/api/restaurant/hostname/${DEMO.hosts.osteria}`,
    });
    expect(osteria.statusCode).toBe(200);
    const times = osteria.json().opening_times;
    expect(times.weekly.mon).toEqual([]);
    expect(times.weekly.tue).toEqual([LUNCH, DINNER]);
    expect(times.exceptions.map((e: { date: string }) => e.date.slice(5))).toEqual([
      '12-25',
      '12-26',
    ]);
    const pizza = await t.app.inject({
      method: 'GET',
      url: `/api/restaurant/hostname/${DEMO.hosts.pizzeria}`,
    });
    expect(pizza.json().opening_times.weekly.sat).toEqual([{ open: '19:00', close: '24:30' }]);
  });
});

describe('PATCH /api/restaurant/opening-times/{id}', () => {
  it('saves lunch, dinner, a night past midnight and exceptions, and reads them back sorted', async () => {
    const before = await read(trattoria());
    t.clock.advance(60_000);
    const opening_times = {
      weekly: week({
        tue: [DINNER, LUNCH],
        sat: [{ open: '19:00', close: '26:00' }, LUNCH],
      }),
      exceptions: [
        { date: '2026-12-31', closed: false, services: [{ open: '19:00', close: '26:00' }] },
        { date: '2026-12-25', closed: true, note: 'Natale' },
      ],
    };
    const res = await patch(trattoria(), { opening_times }, owner);
    expect(res.statusCode).toBe(200);
    const expected = {
      weekly: week({
        tue: [LUNCH, DINNER],
        sat: [LUNCH, { open: '19:00', close: '26:00' }],
      }),
      exceptions: [
        { date: '2026-12-25', closed: true, services: [], note: 'Natale' },
        {
          date: '2026-12-31',
          closed: false,
          services: [{ open: '19:00', close: '26:00' }],
          note: '',
        },
      ],
    };
    expect(res.json().opening_times).toEqual(expected);
    const after = await read(trattoria());
    expect(after.opening_times).toEqual(expected);
    expect(Date.parse(after.last_updated)).toBeGreaterThan(Date.parse(before.last_updated));
    // What the API answers is what the shared "open now" reads, in the restaurant's zone.
    expect(after.time_zone).toBe('Europe/Rome');
    expect(isOpenAt(after.opening_times, after.time_zone, new Date('2027-01-01T01:30+01:00'))).toBe(
      true,
    );
    expect(
      nextOpeningAfter(after.opening_times, after.time_zone, new Date('2026-12-25T10:00+01:00')),
    ).toEqual(new Date('2026-12-26T12:00+01:00'));
  });

  it('refuses an inverted range, naming the field, and keeps what was stored', async () => {
    const before = await read(trattoria());
    const res = await patch(
      trattoria(),
      {
        opening_times: {
          weekly: week({ tue: [{ open: '19:00', close: '02:00' }] }),
          exceptions: [],
        },
      },
      owner,
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields)).toEqual(['opening_times.weekly.tue.0.close']);
    expect(body.fields['opening_times.weekly.tue.0.close']).toMatch(
      /Closes at 02:00, not after it opens at 19:00; past midnight write 24:00–29:59/,
    );
    expect(body.detail).toContain('opening_times.weekly.tue.0.close');
    expect((await read(trattoria())).opening_times).toEqual(before.opening_times);
  });

  it('refuses services that overlap, on one day or across midnight', async () => {
    const sameDay = await patch(
      trattoria(),
      {
        opening_times: {
          weekly: week({ fri: [LUNCH, { open: '14:30', close: '18:00' }] }),
          exceptions: [],
        },
      },
      owner,
    );
    expect(sameDay.statusCode).toBe(400);
    expect(sameDay.json().fields).toEqual({
      'opening_times.weekly.fri.1.open': 'Overlaps the 12:00–15:00 service of the same day',
    });

    const acrossMidnight = await patch(
      trattoria(),
      {
        opening_times: {
          weekly: week({
            sat: [{ open: '19:00', close: '26:00' }],
            sun: [{ open: '01:00', close: '03:00' }],
          }),
          exceptions: [],
        },
      },
      owner,
    );
    expect(acrossMidnight.statusCode).toBe(400);
    expect(Object.keys(acrossMidnight.json().fields)).toEqual(['opening_times.weekly.sun.0.open']);
  });

  it('refuses a duplicate exception date and an exception without a decision', async () => {
    const res = await patch(
      trattoria(),
      {
        opening_times: {
          weekly: week({}),
          exceptions: [
            { date: '2026-12-25', closed: true },
            { date: '2026-12-25', closed: false, services: [LUNCH] },
            { date: '2026-12-26', closed: false },
          ],
        },
      },
      owner,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'opening_times.exceptions.1.date': '2026-12-25 already has an exception; give each date one',
      'opening_times.exceptions.2.services': 'Add at least one service, or set closed to true',
    });
  });

  it('lets a manager update, and refuses staff', async () => {
    const opening_times = { weekly: week({ wed: [LUNCH] }), exceptions: [] };
    const byManager = await patch(pizzeria(), { opening_times }, manager);
    expect(byManager.statusCode).toBe(200);
    expect(byManager.json().opening_times.weekly.wed).toEqual([LUNCH]);

    const byStaff = await patch(
      pizzeria(),
      { opening_times: { ...opening_times, weekly: week({}) } },
      staff,
    );
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().code).toBe('FORBIDDEN');
    expect((await read(pizzeria())).opening_times.weekly.wed).toEqual([LUNCH]);
  });

  it("answers 404 for another business's restaurant and leaves it unchanged", async () => {
    const before = await read(trattoria());
    const res = await patch(
      trattoria(),
      { opening_times: { weekly: week({ mon: [LUNCH] }), exceptions: [] } },
      otherOwner,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Restaurant not found', code: 'NOT_FOUND' });
    const after = await read(trattoria());
    expect(after.opening_times).toEqual(before.opening_times);
    expect(after.last_updated).toBe(before.last_updated);
  });

  it('needs a session', async () => {
    expect((await patch(trattoria(), { opening_times: EMPTY_OPENING_TIMES }, {})).statusCode).toBe(
      401,
    );
  });

  it('refuses a missing body, unknown fields, malformed times and huge arrays', async () => {
    const valid = { weekly: week({}), exceptions: [] };
    const cases: [string, unknown][] = [
      ['missing body', undefined],
      ['empty body', {}],
      ['unknown top-level field', { opening_times: valid, name: 'x' }],
      [
        'unknown field in a service',
        { opening_times: { ...valid, weekly: week({ tue: [{ ...LUNCH, chef: 'x' }] }) } },
      ],
      ['missing weekday', { opening_times: { ...valid, weekly: { mon: [] } } }],
      [
        'not HH:MM',
        { opening_times: { ...valid, weekly: week({ tue: [{ open: '12', close: '15:00' }] }) } },
      ],
      [
        'opening past 23:59',
        { opening_times: { ...valid, weekly: week({ tue: [{ open: '25:00', close: '26:00' }] }) } },
      ],
      [
        'closing past 29:59',
        { opening_times: { ...valid, weekly: week({ tue: [{ open: '19:00', close: '30:00' }] }) } },
      ],
      [
        'seven services a day',
        {
          opening_times: {
            ...valid,
            weekly: week({
              tue: Array.from({ length: 7 }, (_, i) => ({ open: `0${i}:00`, close: `0${i}:30` })),
            }),
          },
        },
      ],
      [
        '401 exceptions',
        {
          opening_times: {
            ...valid,
            exceptions: Array.from({ length: 401 }, (_, i) => ({
              date: new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
              closed: true,
            })),
          },
        },
      ],
      [
        'a note of 201 characters',
        {
          opening_times: {
            ...valid,
            exceptions: [{ date: '2026-12-25', closed: true, note: 'x'.repeat(201) }],
          },
        },
      ],
      [
        'not a date',
        { opening_times: { ...valid, exceptions: [{ date: '2026-02-30', closed: true }] } },
      ],
    ];
    const before = await read(trattoria());
    for (const [name, payload] of cases) {
      const res = await patch(trattoria(), payload, owner);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().code, name).toBe('VALIDATION_FAILED');
    }
    expect((await read(trattoria())).opening_times).toEqual(before.opening_times);
  });
});
