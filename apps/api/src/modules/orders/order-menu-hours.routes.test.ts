import { addDaysToDate, weekdayOfDate } from '@coperto/shared/restaurants/opening-days';
import { instantOfWallClock, localDateOf } from '@coperto/shared/restaurants/opening-hours';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, demoRestaurantIds, loginAs, type TestApp } from '../../test/build-test-app';
import {
  openForOrders,
  pickupOrder,
  placeOrder,
  publicKeyOf,
  publicMenusOf,
} from '../../test/ordering';

// The rule the menu page follows (packages/shared menu-hours), kept by the server: a dish of a
// menu with hours is sold for a slot inside them, and refused for any other (issue 15).

const ROME = 'Europe/Rome';
let t: TestApp;
let trattoriaKey: string;
let lunchDishId: number;
/** The next Monday after today in Rome, at 10:00 there: the weekday lunch menu starts at 12:00. */
let monday: string;

beforeAll(async () => {
  t = await buildTestApp();
  const ids = await demoRestaurantIds(t.app);
  trattoriaKey = await publicKeyOf(t.app, 'trattoria');
  let day = addDaysToDate(localDateOf(ROME, t.clock.nowMs()), 1);
  while (weekdayOfDate(day) !== 'mon') day = addDaysToDate(day, 1);
  monday = day;
  t.clock.advance(instantOfWallClock(ROME, monday, 10 * 60) - t.clock.nowMs());
  const owner = await loginAs(t.app, 'owner@demo.test');
  await openForOrders(t.app, ids.trattoria, owner.headers);
  const lunch = (await publicMenusOf(t.app, ids.trattoria)).find((menu) => menu.availability);
  expect(lunch?.availability).toEqual({
    days: ['mon', 'tue', 'wed', 'thu', 'fri'],
    from: '12:00',
    to: '15:00',
  });
  lunchDishId = lunch!.sections.flatMap((s) => s.items).find((item) => item.available)!.id;
});
afterAll(() => t.close());

const slotAt = (date: string, minutes: number) =>
  new Date(instantOfWallClock(ROME, date, minutes)).toISOString();

describe('a dish of a menu with hours', () => {
  it('is refused for the first slot, at 10:20, before the menu starts', async () => {
    const res = await placeOrder(t.app, trattoriaKey, pickupOrder(lunchDishId));
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ 'items.0': expect.any(String) });
    expect(res.json().detail).toBeTypeOf('string');
  });

  it('is sold for a slot inside its hours, on the restaurant clock', async () => {
    const res = await placeOrder(
      t.app,
      trattoriaKey,
      pickupOrder(lunchDishId, { slot: slotAt(monday, 12 * 60 + 30) }),
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it('is refused for a slot at 15:00, when the service has ended', async () => {
    const res = await placeOrder(
      t.app,
      trattoriaKey,
      pickupOrder(lunchDishId, { slot: slotAt(monday, 15 * 60) }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().fields)).toEqual(['items.0']);
  });
});
