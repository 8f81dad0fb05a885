import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import { jsonResponse, RESTAURANT } from '../testing/orders-fixtures';
import OrdersTodayGlance from './orders-today-glance';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const fetchMock = vi.fn<typeof fetch>();

function renderGlance() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrdersTodayGlance restaurantId={1} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the dashboard home's glance at today's orders", () => {
  it('shows the count, the takings, the orders to accept and each next slot against capacity', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input));
      if (url.pathname === '/api/restaurant/1') return jsonResponse(200, RESTAURANT);
      if (url.pathname === '/api/orders/today' && url.searchParams.get('restaurant_id') === '1') {
        return jsonResponse(200, {
          date: '2026-11-26',
          count: 14,
          takings: 412.5,
          to_accept: 2,
          next_slots: [
            { start: '2026-11-26T18:00:00.000Z', taken: 3, capacity: 10 },
            { start: '2026-11-26T18:15:00.000Z', taken: 10, capacity: 10 },
          ],
        });
      }
      return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
    });
    renderGlance();
    const glance = within(await screen.findByRole('region', { name: 'Ordini di oggi' }));
    expect(await glance.findByText('14')).toBeTruthy();
    expect(glance.getByText(/412,50/)).toBeTruthy();
    expect(glance.getByText('2')).toBeTruthy();
    // Rome's clock: 18:00 UTC is 19:00 in November.
    expect(glance.getByRole('listitem', { name: '19:00: 3 ordini su 10' })).toBeTruthy();
    expect(glance.getByRole('listitem', { name: '19:15: 10 ordini su 10' })).toBeTruthy();
    expect(glance.getByRole('link', { name: 'Apri gli ordini' }).getAttribute('href')).toBe(
      '/dashboard/orders',
    );
  });

  it('says when no slot is open yet, and stays away when the call fails', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input));
      if (url.pathname === '/api/restaurant/1') return jsonResponse(200, RESTAURANT);
      return jsonResponse(200, {
        date: '2026-11-26',
        count: 0,
        takings: 0,
        to_accept: 0,
        next_slots: [],
      });
    });
    const { unmount } = renderGlance();
    expect(await screen.findByText('Nessuna fascia ancora aperta oggi.')).toBeTruthy();
    unmount();

    fetchMock.mockImplementation(async () =>
      jsonResponse(403, { detail: 'Not in your plan', code: 'FORBIDDEN' }),
    );
    const { container } = renderGlance();
    await vi.waitFor(() => expect(container.textContent).toBe(''));
  });
});
