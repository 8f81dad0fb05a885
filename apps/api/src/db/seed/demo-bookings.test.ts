import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { romeDay } from '../../test/bookings';
import { buildTestApp, demoRestaurantIds, type TestApp } from '../../test/build-test-app';
import { publicKeyOf } from '../../test/ordering';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ orderHistory: true });
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;

describe("the demo's bookings", () => {
  it('fill a week of both demo restaurants that take bookings, each with its history', async () => {
    const ids = await demoRestaurantIds(t.app);
    const perRestaurant = await rows<{ restaurant_id: number; n: number; days: number }>(sql`
      select restaurant_id::int as restaurant_id, count(*)::int as n,
        count(distinct (service_starts_at at time zone 'Europe/Rome')::date)::int as days
      from bookings group by restaurant_id order by restaurant_id`);
    expect(perRestaurant.map((r) => r.restaurant_id).sort()).toEqual(
      [ids.trattoria, ids.pizzeria].sort(),
    );
    for (const r of perRestaurant) {
      expect(r.n).toBeGreaterThan(30);
      expect(r.days).toBeGreaterThanOrEqual(5);
    }
    const [counted] = await rows<{ without: number }>(sql`
      select count(*)::int as without from bookings b
      where not exists (select 1 from booking_events e where e.booking_id = b.id)`);
    expect(counted?.without).toBe(0);
    const statuses = await rows<{ status: string }>(sql`select distinct status from bookings`);
    expect(statuses.map((s) => s.status)).toEqual(
      expect.arrayContaining(['completed', 'confirmed', 'no_show', 'cancelled']),
    );
  });

  it('hold exactly the covers their bookings take, never above the settings', async () => {
    const mismatched = await rows(sql`
      with held as (
        select restaurant_id, 'slot' as kind, starts_at as at, sum(party_size) as covers
        from bookings where status <> 'cancelled' and source <> 'walk_in'
        group by restaurant_id, starts_at
      )
      select h.* from held h
      left join booking_cover_loads l
        on l.restaurant_id = h.restaurant_id and l.kind = 'slot' and l.starts_at = h.at
      where l.covers is distinct from h.covers::int`);
    expect(mismatched).toEqual([]);
    const over = await rows(sql`
      select l.* from booking_cover_loads l join booking_settings s using (restaurant_id)
      where (l.kind = 'slot' and l.covers > s.max_covers_per_slot)
         or (l.kind = 'service' and l.covers > s.max_covers_per_service)`);
    expect(over).toEqual([]);
  });

  it('leave the booking page times with room', async () => {
    const key = await publicKeyOf(t.app, 'trattoria');
    let offered = 0;
    for (let day = 1; day <= 7; day++) {
      const res = await t.app.inject({
        url: `/api/booking/${key}/availability?date=${romeDay(t.clock.now(), day)}&party_size=2`,
      });
      expect(res.statusCode).toBe(200);
      offered += res.json().times.length;
    }
    expect(offered).toBeGreaterThan(0);
  });
});
