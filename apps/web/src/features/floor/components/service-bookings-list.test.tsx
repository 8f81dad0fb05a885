import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatInstantTime } from '../../../shared/lib/dates';
import { initTestI18n } from '../../../test/test-i18n';
import { canSeatNow, indexService } from '../lib/service-view';
import { serviceBooking, serviceOf, serviceTable } from '../testing/service-fixtures';
import { ServiceBookingsList } from './service-bookings-list';

// "Fai accomodare" from twelve hours before the booking's time (decision 081), by the server's
// clock the service view keeps; until then the list says from when.

const HOUR = 3_600_000;
const now = Date.parse('2026-06-12T09:00:00.000Z');
const at = (hours: number) => new Date(now + hours * HOUR).toISOString();

beforeAll(() => initTestI18n('it'));

describe('seating a booking from the service view', () => {
  it('offers "Fai accomodare" from twelve hours before the time, and says from when before', () => {
    const lunch = serviceBooking({ id: 1, name: 'Anna Rossi', starts_at: at(3) });
    const edge = serviceBooking({ id: 2, name: 'Bruno Verdi', starts_at: at(12) });
    const late = serviceBooking({ id: 3, name: 'Carla Neri', starts_at: at(13) });
    const service = serviceOf([serviceTable({ id: 1, name: 'T1' })], [], [lunch, edge, late]);
    const onSeat = vi.fn();
    render(
      <ServiceBookingsList
        bookings={service.bookings}
        index={indexService(service)}
        timeZone="Europe/Rome"
        now={now}
        canServe
        onSeat={onSeat}
        onHold={vi.fn()}
      />,
    );
    for (const name of ['Anna Rossi', 'Bruno Verdi']) {
      expect(screen.getByRole('button', { name: `Fai accomodare ${name}` })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: 'Fai accomodare Carla Neri' })).toBeNull();
    const carla = screen.getByTestId('service-booking-3');
    const from = formatInstantTime(new Date(now + HOUR), 'it', 'Europe/Rome');
    expect(within(carla).getByText(`Puoi farli accomodare dalle ${from}`)).toBeTruthy();
    // Tables can still be held for it.
    expect(within(carla).getByRole('button', { name: /Carla Neri/ })).toBeTruthy();
  });

  it('lets a late party or one marked seated from the day view sit; not one to approve or cancelled', () => {
    const past = serviceBooking({ id: 1, name: 'A', starts_at: at(-2), status: 'no_show' });
    const marked = serviceBooking({ id: 2, name: 'B', starts_at: at(20), status: 'seated' });
    const cancelled = serviceBooking({ id: 3, name: 'C', starts_at: at(1), status: 'cancelled' });
    const asked = serviceBooking({ id: 4, name: 'D', starts_at: at(1), status: 'requested' });
    expect(canSeatNow(past, now)).toBe(true);
    expect(canSeatNow(marked, now)).toBe(true);
    expect(canSeatNow(cancelled, now)).toBe(false);
    expect(canSeatNow(asked, now)).toBe(false);
  });
});
