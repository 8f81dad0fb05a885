import type { FloorTable } from '@coperto/shared/floor/floor.schemas';
import type { TableState } from '@coperto/shared/floor/service.constants';
import type {
  Bill,
  Seating,
  SeatingDetail,
  Service,
  ServiceBooking,
  ServiceTable,
} from '@coperto/shared/floor/service.schemas';

export { jsonResponse } from '../../../shared/session/session-fixtures';

/** The answer of GET /api/restaurant/1 the service view reads (its clock). */
export const SERVICE_RESTAURANT = {
  id: 1,
  name: 'Trattoria Demo',
  time_zone: 'Europe/Rome',
  public_key: 'trattoria-key',
  language: ['it', 'en'],
};

/** A table of the plan: a 4-seat square unless told, at a place of its own. */
export function serviceTable(
  fields: Pick<FloorTable, 'id' | 'name'> & Partial<ServiceTable> & { state?: TableState },
): ServiceTable {
  return {
    area_id: 1,
    seats_min: 2,
    seats_max: 4,
    shape: 'square',
    x: 2 + (fields.id % 6) * 5,
    y: 2 + Math.floor(fields.id / 6) * 5,
    width: 3,
    height: 3,
    rotation: 0,
    active: true,
    qr_token: `token-${fields.id}`.padEnd(22, 'x'),
    neighbour_ids: [],
    state: 'free',
    seating_id: null,
    next_booking_id: null,
    ...fields,
  };
}

export const NO_BILL: Bill = {
  total: 0,
  paid: 0,
  paid_before: 0,
  due: 0,
  split: 'whole',
  parts: [],
  unsplit: 0,
};

/** A booking as the service read lists it. */
export function serviceBooking(
  fields: Pick<ServiceBooking, 'id' | 'name' | 'starts_at'> & Partial<ServiceBooking>,
): ServiceBooking {
  return {
    status: 'confirmed',
    party_size: 2,
    ends_at: new Date(Date.parse(fields.starts_at) + 2 * 3_600_000).toISOString(),
    phone: '+39 333 123 4567',
    notes: '',
    guest_notes: '',
    table_ids: [],
    ...fields,
  };
}

/** A party at tables, seated 40 minutes ago unless told. */
export function seating(
  fields: Pick<Seating, 'id' | 'table_ids'> & Partial<SeatingDetail>,
): SeatingDetail {
  return {
    restaurant_id: 1,
    party_size: 2,
    guest_name: '',
    booking: null,
    // Half a minute past 40: the screen's clock (the server's, less a few ms of skew) still reads
    // "40 min" however soon after this it renders.
    seated_at: new Date(Date.now() - 40.5 * 60_000).toISOString(),
    bill_requested_at: null,
    paid_at: null,
    closed_at: null,
    merged_into_id: null,
    orders: [],
    bill: NO_BILL,
    lines: [],
    ...fields,
  };
}

/** A service read of one area, "Sala", with these tables, parties and bookings. */
export function serviceOf(
  tables: ServiceTable[],
  seatings: Seating[] = [],
  bookings: ServiceBooking[] = [],
): Service {
  return {
    restaurant_id: 1,
    date: new Date().toISOString().slice(0, 10),
    now: new Date().toISOString(),
    grid: { columns: 60, rows: 40 },
    areas: [{ id: 1, name: 'Sala', position: 0, tables }],
    seatings,
    bookings,
  };
}
