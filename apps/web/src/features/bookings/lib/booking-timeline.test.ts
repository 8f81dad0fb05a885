import { describe, expect, it } from 'vitest';
import { booking, romeTime, summaryOf } from '../testing/bookings-fixtures';
import { inLanes, minutesOnDay, timelineHours, timelineRows } from './booking-timeline';

const DAY = '2026-12-22';
const at = (clock: string, hours = 2) => {
  const starts_at = romeTime(DAY, clock);
  return { starts_at, ends_at: new Date(Date.parse(starts_at) + hours * 3_600_000).toISOString() };
};

describe('the timeline by table', () => {
  it("reads minutes on the restaurant's clock, past midnight as the evening's", () => {
    expect(minutesOnDay(romeTime(DAY, '20:30'), 'Europe/Rome', DAY)).toBe(20 * 60 + 30);
    expect(minutesOnDay(romeTime('2026-12-23', '00:30'), 'Europe/Rome', DAY)).toBe(24 * 60 + 30);
    // The day the clocks go back (25 October 2026): 20:00 is still 20:00 to the host.
    expect(minutesOnDay(romeTime('2026-10-25', '20:00'), 'Europe/Rome', '2026-10-25')).toBe(
      20 * 60,
    );
  });

  it('spans lunch to the end of dinner, stretched in whole hours to an earlier arrival or a later departure', () => {
    expect(timelineHours([{ start: 19 * 60 + 30, end: 21 * 60 + 10 }])).toEqual({
      from: 12 * 60,
      to: 23 * 60,
    });
    expect(timelineHours([])).toEqual({ from: 12 * 60, to: 23 * 60 });
    expect(
      timelineHours([
        { start: 11 * 60 + 30, end: 13 * 60 },
        { start: 22 * 60 + 30, end: 24 * 60 + 40 },
      ]),
    ).toEqual({ from: 11 * 60, to: 25 * 60 });
  });

  it('puts overlapping bars in lanes, reusing a lane once it is free', () => {
    const { bars, lanes } = inLanes([
      { start: 0, end: 60 },
      { start: 30, end: 90 },
      { start: 60, end: 120 },
      { start: 100, end: 130 },
    ]);
    expect(bars.map((bar) => bar.lane)).toEqual([0, 1, 0, 1]);
    expect(lanes).toBe(2);
    expect(inLanes([]).lanes).toBe(1);
  });

  it('shows each booking at the tables it holds (joined tables on both), the rest at none, cancelled nowhere', () => {
    const rossi = summaryOf(booking({ id: 1, status: 'confirmed', name: 'Rossi', ...at('19:00') }));
    const bianchi = summaryOf(
      booking({ id: 2, status: 'seated', name: 'Bianchi', party_size: 8, ...at('20:00') }),
    );
    const verdi = summaryOf(booking({ id: 3, status: 'requested', name: 'Verdi', ...at('20:30') }));
    const neri = summaryOf(booking({ id: 4, status: 'cancelled', name: 'Neri', ...at('19:00') }));
    const gialli = summaryOf(
      booking({ id: 5, status: 'confirmed', name: 'Gialli', ...at('20:00') }),
    );
    const tablesOf = new Map([
      [1, [10]],
      [2, [11, 12]],
      [4, [10]],
      // Held at a table that is no longer on the floor: shown at none.
      [5, [99]],
      // Rossi's table held again at 20:30 by Verdi: two at once.
      [3, [10]],
    ]);
    const { rows, unassigned, hours } = timelineRows(
      [{ id: 10 }, { id: 11 }, { id: 12 }],
      [rossi, bianchi, verdi, neri, gialli],
      tablesOf,
      'Europe/Rome',
      DAY,
    );
    const names = (row: { bars: { booking: { name: string } }[] }) =>
      row.bars.map((bar) => bar.booking.name);
    expect(rows.map((row) => row.tableId)).toEqual([10, 11, 12]);
    expect(names(rows[0]!)).toEqual(['Rossi', 'Verdi']);
    expect(rows[0]!.clash).toBe(true);
    expect(names(rows[1]!)).toEqual(['Bianchi']);
    expect(names(rows[2]!)).toEqual(['Bianchi']);
    expect(rows[1]!.clash).toBe(false);
    expect(names(unassigned)).toEqual(['Gialli']);
    expect(unassigned.clash).toBe(false);
    expect(hours).toEqual({ from: 12 * 60, to: 23 * 60 });
    expect(rows[0]!.bars[1]).toMatchObject({ start: 20 * 60 + 30, end: 22 * 60 + 30, lane: 1 });
  });
});
