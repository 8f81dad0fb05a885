import { bookingTransitionTo, isTimelyBookingMove } from '@coperto/shared/bookings/booking-states';
import type { TableState } from '@coperto/shared/floor/service.constants';
import type {
  Seating,
  Service,
  ServiceBooking,
  ServiceTable,
} from '@coperto/shared/floor/service.schemas';

/** A table of the service with what the screen says about it, found once per read. */
export interface ServiceTableView {
  table: ServiceTable;
  areaName: string;
  seating: Seating | null;
  /** The booking held for it that comes next, not seated yet. */
  nextBooking: ServiceBooking | null;
}

/** The service read, indexed: tables by id, parties and bookings by id, in the plan's order. */
export interface ServiceIndex {
  tables: ServiceTableView[];
  tableById: Map<number, ServiceTableView>;
  seatingById: Map<number, Seating>;
  bookingById: Map<number, ServiceBooking>;
}

export function indexService(service: Service): ServiceIndex {
  const seatingById = new Map(service.seatings.map((seating) => [seating.id, seating]));
  const bookingById = new Map(service.bookings.map((booking) => [booking.id, booking]));
  const tables: ServiceTableView[] = service.areas.flatMap((area) =>
    area.tables.map((table) => ({
      table,
      areaName: area.name,
      seating: table.seating_id === null ? null : (seatingById.get(table.seating_id) ?? null),
      nextBooking:
        table.next_booking_id === null ? null : (bookingById.get(table.next_booking_id) ?? null),
    })),
  );
  return {
    tables,
    tableById: new Map(tables.map((view) => [view.table.id, view])),
    seatingById,
    bookingById,
  };
}

/** A party can be seated at a table nobody sits at (a table held for a later booking included). */
export function isSeatable(state: TableState): boolean {
  return state === 'free' || state === 'reserved_soon';
}

/** The names of a party's tables, as a host says them: "5 + 6". */
export function tableNames(index: ServiceIndex, tableIds: readonly number[]): string {
  return tableIds
    .map((id) => index.tableById.get(id)?.table.name)
    .filter((name): name is string => name !== undefined)
    .join(' + ');
}

/**
 * The free tables a party could sit at, the ones beside `nearTableId` first (joinable, so they
 * can be pushed together), then the rest by name.
 */
export function seatableTables(index: ServiceIndex, nearTableId?: number): ServiceTableView[] {
  const near = nearTableId === undefined ? undefined : index.tableById.get(nearTableId);
  const neighbours = new Set(near?.table.neighbour_ids ?? []);
  return index.tables
    .filter((view) => isSeatable(view.table.state))
    .sort(
      (a, b) =>
        Number(b.table.id === nearTableId) - Number(a.table.id === nearTableId) ||
        Number(neighbours.has(b.table.id)) - Number(neighbours.has(a.table.id)),
    );
}

/** The covers seated now: every open party's people (the home's "in sala ora"). */
export function coversSeated(service: Service): number {
  return service.seatings
    .filter((seating) => seating.closed_at === null && seating.paid_at === null)
    .reduce((sum, seating) => sum + seating.party_size, 0);
}

/**
 * The booking can be seated now: a move the state machine allows (confirmed, or a no-show come
 * late; not one still to approve), from twelve hours before its time (decision 081); one marked
 * seated from the day view only waits for its table. `now` is the server's.
 */
export function canSeatNow(booking: ServiceBooking, now: number): boolean {
  if (booking.status === 'seated') return true;
  return (
    bookingTransitionTo(booking, 'seated') !== undefined &&
    isTimelyBookingMove('seated', booking.starts_at, now)
  );
}

/** What to mind at the table: the booking's words and the restaurant's notes on the guest. */
export function notesOf(booking: ServiceBooking | null): string[] {
  if (!booking) return [];
  return [booking.notes.trim(), booking.guest_notes.trim()].filter((note) => note !== '');
}
