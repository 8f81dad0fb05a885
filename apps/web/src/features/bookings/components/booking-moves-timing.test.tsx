import { BOOKING_SEAT_EARLY_HOURS } from '@coperto/shared/bookings/booking.constants';
import type { BookingStatus } from '@coperto/shared/bookings/booking-states';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalAlert } from '../../../shared/ui/global-alert';
import { initTestI18n } from '../../../test/test-i18n';
import { bookingsKeys } from '../api/bookings-keys';
import { nextMoveDueAt } from '../lib/use-moves-due';
import { booking, jsonResponse, summaryOf } from '../testing/bookings-fixtures';
import { useBookingMoves } from './use-booking-moves';

// A move not due yet (decision 081): the API leaves it out of allowed_moves and refuses it with
// 422 too_early; a screen opened earlier still says why, and the day reads again when it is due.

configure({ asyncUtilTimeout: 5000 });

const HOUR = 3_600_000;
const fetchMock = vi.fn<typeof fetch>();
const tonight = new Date(Date.now() + 30 * HOUR).toISOString();
const bruno = booking({ id: 2, status: 'confirmed', name: 'Bruno Verdi', starts_at: tonight });

function Moves({ to }: { to: BookingStatus }) {
  const { move } = useBookingMoves();
  return (
    <button type="button" onClick={() => move(bruno, to)}>
      muovi
    </button>
  );
}

function renderMove(to: BookingStatus) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <Moves to={to} />
      <GlobalAlert />
    </QueryClientProvider>,
  );
  return invalidate;
}

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(
    jsonResponse(422, {
      detail: 'Not yet',
      code: 'RULE_BROKEN',
      fields: { to: 'too_early' },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('a move before its time', () => {
  it('says in the host’s language why seating is refused, and reads the day again', async () => {
    const invalidate = renderMove('seated');
    await userEvent.click(screen.getByRole('button', { name: 'muovi' }));
    expect(
      await screen.findByText(
        "Troppo presto: si fa accomodare dalle 12 ore prima dell'orario. La lista è aggiornata.",
      ),
    ).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: bookingsKeys.days });
  });

  it('says why a no-show is refused before the time', async () => {
    renderMove('no_show');
    await userEvent.click(screen.getByRole('button', { name: 'muovi' }));
    expect(
      await screen.findByText(
        "Non ancora: l'assenza si segna dall'orario della prenotazione. La lista è aggiornata.",
      ),
    ).toBeTruthy();
  });

  it('keeps "changed meanwhile" for another refusal', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { detail: 'Moved', code: 'CONFLICT' }));
    renderMove('seated');
    await userEvent.click(screen.getByRole('button', { name: 'muovi' }));
    expect(await screen.findByText(/la prenotazione è cambiata nel frattempo/)).toBeTruthy();
  });
});

describe('the next instant a move falls due', () => {
  const now = Date.parse('2026-06-12T08:00:00.000Z');
  const at = (hours: number) => new Date(now + hours * HOUR).toISOString();
  const summary = (
    id: number,
    status: BookingStatus,
    startsIn: number,
    allowed_moves: BookingStatus[],
  ) => ({
    ...summaryOf(booking({ id, status, name: `Ospite ${id}`, starts_at: at(startsIn) })),
    allowed_moves,
  });

  it('is the earliest of a seat twelve hours ahead and a no-show at the time', () => {
    const tomorrow = summary(1, 'confirmed', 20, ['cancelled']);
    const lunch = summary(2, 'confirmed', 5, ['seated', 'cancelled']);
    expect(nextMoveDueAt([tomorrow], now)).toBe(now + (20 - BOOKING_SEAT_EARLY_HOURS) * HOUR);
    expect(nextMoveDueAt([lunch], now)).toBe(now + 5 * HOUR);
    expect(nextMoveDueAt([tomorrow, lunch], now)).toBe(now + 5 * HOUR);
  });

  it('is none when every move is offered already, or the booking has no timed move', () => {
    expect(
      nextMoveDueAt(
        [
          summary(1, 'confirmed', -1, ['seated', 'no_show', 'cancelled']),
          summary(2, 'requested', 30, ['confirmed', 'cancelled']),
          summary(3, 'seated', -2, ['completed']),
          summary(4, 'cancelled', 3, []),
        ],
        now,
      ),
    ).toBeNull();
  });
});
