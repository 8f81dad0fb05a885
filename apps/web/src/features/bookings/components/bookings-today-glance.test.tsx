import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIn } from '../../../shared/lib/dates';
import { initTestI18n } from '../../../test/test-i18n';
import { booking, dayOf, jsonResponse, RESTAURANT, romeTime } from '../testing/bookings-fixtures';
import BookingsTodayGlance from './bookings-today-glance';

configure({ asyncUtilTimeout: 5000 });
const fetchMock = vi.fn<typeof fetch>();

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  const today = todayIn('Europe/Rome');
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/restaurant/1') return jsonResponse(200, RESTAURANT);
    if (url.pathname === '/api/bookings') {
      return jsonResponse(
        200,
        dayOf(today, [
          booking({
            id: 1,
            status: 'confirmed',
            name: 'A',
            starts_at: romeTime(today, '13:00'),
            party_size: 4,
          }),
          booking({
            id: 2,
            status: 'requested',
            name: 'B',
            starts_at: romeTime(today, '20:00'),
            party_size: 2,
          }),
          booking({
            id: 3,
            status: 'seated',
            name: 'C',
            starts_at: romeTime(today, '20:30'),
            party_size: 5,
          }),
          booking({
            id: 4,
            status: 'cancelled',
            name: 'D',
            starts_at: romeTime(today, '21:00'),
            party_size: 8,
          }),
        ]),
      );
    }
    return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the home's glance at today's bookings", () => {
  it("shows today's covers by service and the requests waiting, with a way to the day", async () => {
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <BookingsTodayGlance restaurantId={1} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const glance = await screen.findByRole('region', { name: 'Prenotazioni di oggi' });
    expect(await within(glance).findByText('4 coperti')).toBeTruthy();
    // Dinner: 2 + 5; the cancelled 8 gave their covers back.
    expect(within(glance).getByText('7 coperti')).toBeTruthy();
    expect(within(glance).getByText('3 prenotazioni')).toBeTruthy();
    expect(within(glance).getByText('1')).toBeTruthy();
    expect(
      within(glance).getByRole('link', { name: 'Apri la giornata' }).getAttribute('href'),
    ).toBe('/dashboard/bookings');
    // The restaurant's today, as the API answers it: no date sent.
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input)));
    expect(asked.find((url) => url.pathname === '/api/bookings')?.searchParams.has('date')).toBe(
      false,
    );
  });
});
