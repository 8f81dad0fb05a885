import { BOOKING_SEAT_EARLY_HOURS } from '@coperto/shared/bookings/booking.constants';
import type { BookingList } from '@coperto/shared/bookings/booking.schemas';
import type { BookingStatus } from '@coperto/shared/bookings/booking-states';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalAlert } from '../../../shared/ui/global-alert';
import { initTestI18n } from '../../../test/test-i18n';
import { bookingsKeys } from '../api/bookings-keys';
import { nextMoveDueAt, useRefreshWhenMovesDue } from '../lib/use-moves-due';
import { booking, dayOf, jsonResponse, summaryOf } from '../testing/bookings-fixtures';
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

function DayTimer({ day, receivedAt }: { day: BookingList; receivedAt: number }) {
  useRefreshWhenMovesDue(day, receivedAt);
  return null;
}

describe("the day read again when a move falls due, by the API's clock", () => {
  afterEach(() => vi.useRealTimers());

  it('waits as long as the API will, though the tablet runs ten minutes late', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-06-12T19:00:00.000Z') });
    // The API's clock is 19:10 when it answers; the party is due at 19:11 (its no-show then).
    const apiNow = Date.parse('2026-06-12T19:10:00.000Z');
    const party = booking({
      id: 5,
      status: 'confirmed',
      name: 'Ospite in arrivo',
      starts_at: new Date(apiNow + 60_000).toISOString(),
    });
    const day = { ...dayOf('2026-06-12', [party]), now: new Date(apiNow).toISOString() };
    day.items = day.items.map((item) => ({ ...item, allowed_moves: ['seated', 'cancelled'] }));
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    render(
      <QueryClientProvider client={client}>
        <DayTimer day={day} receivedAt={Date.now()} />
      </QueryClientProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(invalidate).not.toHaveBeenCalled();
    // A minute and the margin later by the API's clock, not eleven minutes by the tablet's.
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: bookingsKeys.days });
  });
});
