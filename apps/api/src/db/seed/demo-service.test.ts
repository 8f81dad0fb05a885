import type { Service } from '@coperto/shared/floor/service.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  demoRestaurantIds,
  loginDemoTeam,
  type TestApp,
} from '../../test/build-test-app';

let t: TestApp;
let service: Service;
let board: { orders: Array<{ type: string; table_name: string | null; number: number }> };

beforeAll(async () => {
  t = await buildTestApp({ orderHistory: true });
  const team = await loginDemoTeam(t.app);
  const ids = await demoRestaurantIds(t.app);
  const read = await t.app.inject({
    url: `/api/floor/${ids.trattoria}/service`,
    headers: team.staff,
  });
  expect(read.statusCode, read.body).toBe(200);
  service = read.json();
  board = (
    await t.app.inject({
      url: `/api/orders/board?restaurant_id=${ids.trattoria}`,
      headers: team.staff,
    })
  ).json();
});
afterAll(() => t.close());

const tables = () => service.areas.flatMap((a) => a.tables);

describe("the demo Trattoria's service", () => {
  it('opens on a room in use: a table in each state of a party, with their bills', () => {
    const states = new Set(tables().map((x) => x.state));
    for (const state of ['seated', 'ordered', 'bill_requested', 'to_clean'] as const) {
      expect(states, state).toContain(state);
    }
    const byName = new Map(tables().map((x) => [x.name, x]));
    expect(byName.get('20')?.state).toBe('seated');
    expect(byName.get('6')?.state).toBe('bill_requested');
    expect(byName.get('23')?.state).toBe('to_clean');
    const paid = service.seatings.find((s) => s.id === byName.get('23')?.seating_id)!;
    expect(paid.bill.total).toBeGreaterThan(0);
    expect(paid.bill.due).toBe(0);
    const asked = service.seatings.find((s) => s.id === byName.get('6')?.seating_id)!;
    expect(asked.bill.due).toBe(asked.bill.total);
    expect(asked.bill.total).toBeGreaterThan(0);
  });

  it('sits each party at tables of its own, and a booked party at tables that seat it', () => {
    const seen = new Map<number, number>();
    for (const seating of service.seatings) {
      expect(seating.table_ids.length).toBeGreaterThan(0);
      for (const id of seating.table_ids) {
        expect(seen.has(id), `table ${id} twice`).toBe(false);
        seen.set(id, seating.id);
      }
      if (seating.booking) {
        expect(seating.booking.status).toBe('seated');
        const seats = tables()
          .filter((x) => seating.table_ids.includes(x.id))
          .reduce((sum, x) => sum + x.seats_max, 0);
        expect(seats).toBeGreaterThanOrEqual(seating.party_size);
      }
    }
    // The bookings to seat are at no table.
    const atTables = new Set(service.seatings.map((s) => s.booking?.id));
    for (const booking of service.bookings) expect(atTables.has(booking.id)).toBe(false);
  });

  it("puts the tables' orders on the kitchen's board with the table's name", () => {
    const atTables = board.orders.filter((o) => o.type === 'table');
    expect(atTables.length).toBeGreaterThan(0);
    for (const order of atTables) expect(order.table_name).not.toBeNull();
  });
});
