import type { BookingSummary } from '@coperto/shared/bookings/booking.schemas';
import { wallClockAt } from '@coperto/shared/restaurants/opening-hours';

// The day's bookings by table, on the restaurant's clock (issue 16: "a day view — list and a
// timeline by table"). Pure: the timeline component draws what these answer.

const DAY_MINUTES = 24 * 60;
/** The hours every day shows: lunch to the end of dinner. */
const EMPTY_DAY = { from: 12 * 60, to: 23 * 60 };

/**
 * Minutes after `date`'s midnight on the restaurant's clock, as a host reads it: 00:30 the night
 * after is 24:30 (the evening it belongs to), and a day of the clock change keeps its wall clock.
 */
export function minutesOnDay(instant: string, timeZone: string, date: string): number {
  const clock = wallClockAt(timeZone, Date.parse(instant));
  const shift = clock.date > date ? DAY_MINUTES : clock.date < date ? -DAY_MINUTES : 0;
  return clock.minutes + shift;
}

/**
 * The day's hours: lunch to the end of dinner at least (a host sees the gaps a walk-in could
 * take), stretched to the hour of an earlier arrival or after a later departure.
 */
export function timelineHours(bars: readonly { start: number; end: number }[]): {
  from: number;
  to: number;
} {
  const from = Math.floor(Math.min(EMPTY_DAY.from, ...bars.map((bar) => bar.start)) / 60) * 60;
  const to = Math.ceil(Math.max(EMPTY_DAY.to, ...bars.map((bar) => bar.end)) / 60) * 60;
  return { from, to };
}

/**
 * Each bar's lane in its row, first free lane first, so bars that overlap (two bookings of one
 * table at once, or the unassigned ones) sit one under the other, never on top.
 */
export function inLanes<T extends { start: number; end: number }>(
  bars: readonly T[],
): { bars: (T & { lane: number })[]; lanes: number } {
  const laneEnds: number[] = [];
  const placed = [...bars]
    .sort((a, b) => a.start - b.start || a.end - b.end)
    .map((bar) => {
      let lane = laneEnds.findIndex((end) => end <= bar.start);
      if (lane < 0) lane = laneEnds.length;
      laneEnds[lane] = bar.end;
      return { ...bar, lane };
    });
  return { bars: placed, lanes: Math.max(1, laneEnds.length) };
}

export interface TimelineBar {
  booking: BookingSummary;
  /** Minutes after the day's midnight. */
  start: number;
  end: number;
}

export interface TimelineRow {
  /** The table, or null for the bookings held at none. */
  tableId: number | null;
  bars: (TimelineBar & { lane: number })[];
  lanes: number;
  /** Two of its bookings overlap: a table held twice at once. */
  clash: boolean;
}

/** What a row needs of a table. */
export interface TimelineTable {
  id: number;
}

/**
 * One row per table, in the order given, with the bookings held at it (a booking held at two
 * tables joined shows on both), and a last row of the bookings held at none. Cancelled bookings
 * hold nothing and are left out.
 */
export function timelineRows(
  tables: readonly TimelineTable[],
  bookings: readonly BookingSummary[],
  tablesOf: ReadonlyMap<number, readonly number[]>,
  timeZone: string,
  date: string,
): { rows: TimelineRow[]; unassigned: TimelineRow; hours: { from: number; to: number } } {
  const bars: TimelineBar[] = bookings
    .filter((booking) => booking.status !== 'cancelled')
    .map((booking) => ({
      booking,
      start: minutesOnDay(booking.starts_at, timeZone, date),
      end: minutesOnDay(booking.ends_at, timeZone, date),
    }));
  const known = new Set(tables.map((table) => table.id));
  const row = (tableId: number | null, ofRow: TimelineBar[]): TimelineRow => {
    const laid = inLanes(ofRow);
    return {
      tableId,
      bars: laid.bars,
      lanes: laid.lanes,
      clash: tableId !== null && laid.lanes > 1,
    };
  };
  const rows = tables.map((table) =>
    row(
      table.id,
      bars.filter((bar) => tablesOf.get(bar.booking.id)?.includes(table.id)),
    ),
  );
  const unassigned = row(
    null,
    bars.filter((bar) => !(tablesOf.get(bar.booking.id) ?? []).some((id) => known.has(id))),
  );
  return { rows, unassigned, hours: timelineHours(bars) };
}
