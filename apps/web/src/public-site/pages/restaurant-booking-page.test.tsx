import type { PublicBooking, PublicBookingInfo } from '@coperto/shared/bookings/booking.schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentRestaurantStore } from '../../features/restaurants/stores/current-restaurant-store';
import { createQueryClient } from '../../shared/lib/query-client';
import { initTestI18n } from '../../test/test-i18n';
import { demoRestaurant } from '../demo-restaurant.fixture';
import { RestaurantBookingManagePage } from './restaurant-booking-manage-page';
import { RestaurantBookingPage } from './restaurant-booking-page';

const PUBLIC_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const INFO: PublicBookingInfo = {
  available: true,
  closed_reason: null,
  time_zone: 'Europe/Rome',
  max_party_online: 8,
  days_ahead: 30,
  cutoff_minutes: 120,
  phone_number: '+39 06 1234 5678',
  cancellation_policy: {},
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers by path: the booking page's settings, a day's times, a booking. */
function serve(answers: Record<string, () => Response>) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname;
    const match = Object.keys(answers).find((prefix) => path.startsWith(prefix));
    return match ? answers[match]!() : json({ code: 'NOT_FOUND', detail: 'none' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function renderAt(path: string, language = 'it') {
  await initTestI18n(language);
  act(() => useCurrentRestaurantStore.setState({ currentRestaurant: demoRestaurant() }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:language/booking" element={<RestaurantBookingPage />} />
          <Route path="/:language/booking/:publicId" element={<RestaurantBookingManagePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  act(() => useCurrentRestaurantStore.setState({ currentRestaurant: null }));
  await initTestI18n('it');
});

describe('the booking page', () => {
  it("shows the form when the restaurant takes bookings online, with the site's title", async () => {
    const restaurant = demoRestaurant();
    const fetch = serve({
      [`/api/booking/${restaurant.public_key}/availability`]: () =>
        json({ date: '', time_zone: 'Europe/Rome', party_size: 2, call_instead: false, times: [] }),
      [`/api/booking/${restaurant.public_key}`]: () => json(INFO),
    });
    await renderAt('/it/booking');
    await screen.findByTestId('booking-form');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Prenota un tavolo');
    expect(document.title).toBe(`Prenota un tavolo · ${restaurant.name}`);
    expect(String(fetch.mock.calls[0]?.[0])).toContain(`/api/booking/${restaurant.public_key}`);
  });

  it('says when the restaurant takes no bookings online, with its phone to call', async () => {
    serve({
      '/api/booking/': () =>
        json({ ...INFO, available: false, closed_reason: 'not_in_plan' } as PublicBookingInfo),
    });
    await renderAt('/en/booking', 'en');
    const closed = await screen.findByTestId('booking-closed');
    expect(closed.textContent).toContain('does not take bookings online');
    expect(screen.getByTestId('booking-call').getAttribute('href')).toBe('tel:+390612345678');
    expect(screen.queryByTestId('booking-form')).toBeNull();
  });
});

describe("a booking's page", () => {
  it('shows the booking with the address of the site it is opened on', async () => {
    const restaurant = demoRestaurant();
    serve({
      [`/api/public-bookings/${PUBLIC_ID}`]: () =>
        json({
          public_id: PUBLIC_ID,
          status: 'requested',
          party_size: 4,
          starts_at: '2030-01-05T19:00:00.000Z',
          ends_at: '2030-01-05T21:00:00.000Z',
          name: 'Anna Ospite',
          notes: '',
          language: 'it',
          reason: null,
          guest_confirmed_at: null,
          manageable: true,
          manage_until: '2030-01-05T17:00:00.000Z',
          restaurant: {
            name: restaurant.name,
            phone_number: '+39 06 1234 5678',
            public_key: restaurant.public_key,
            time_zone: 'Europe/Rome',
            cancellation_policy: {},
          },
          events: [],
        } satisfies PublicBooking),
      '/api/booking/': () => json(INFO),
    });
    await renderAt(`/it/booking/${PUBLIC_ID}`);
    await screen.findByTestId('booking-manage');
    expect(screen.getByTestId('booking-manage-title').textContent).toBe('Richiesta inviata');
    expect(screen.getByTestId('booking-address').textContent).toContain(restaurant.address.city);
    await waitFor(() => expect(document.title).toBe(`La tua prenotazione · ${restaurant.name}`));
  });
});
