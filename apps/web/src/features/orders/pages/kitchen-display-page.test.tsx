import type { Order } from '@coperto/shared/orders/order.schemas';
import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import { instantOfWallClock, localDateOf } from '@coperto/shared/restaurants/opening-hours';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import { boardOf, jsonResponse, order, RESTAURANT, STAFF } from '../testing/orders-fixtures';
import OrdersScreen from './orders-page';

vi.mock('../../../shared/session/use-signed-in-user', () => ({ useSignedInUser: () => STAFF }));
vi.mock('../../../shared/lib/live-events', () => ({ useLiveEvents: () => 'open' }));

// A busy 2-core machine runs these beside other suites: give each screen time to load.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const fetchMock = vi.fn<typeof fetch>();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
let orders: Order[];
let moves: unknown[];

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  // Midday in Rome: an order 40 minutes old is today's there, whenever the suite runs.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-06-15T10:00:00Z'));
  orders = [
    order({ id: 1, status: 'received' }),
    order({ id: 2, status: 'accepted', order_datetime: minutesAgo(5) }),
    order({ id: 3, status: 'accepted', order_datetime: minutesAgo(20) }),
    order({ id: 4, status: 'preparing', order_datetime: minutesAgo(40) }),
  ];
  moves = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const { pathname } = new URL(String(input));
    if (pathname === '/api/restaurant/1') return jsonResponse(200, RESTAURANT);
    if (pathname === '/api/orders/board') return jsonResponse(200, boardOf(orders));
    const one = /^\/api\/orders\/(\d+)(\/status)?$/.exec(pathname);
    const found = orders.find((o) => o.id === Number(one?.[1]));
    if (found && one?.[2]) {
      const body = JSON.parse(String(init?.body)) as { to: Order['status'] };
      moves.push({ id: found.id, ...body });
      return jsonResponse(200, { ...found, status: body.to });
    }
    if (found) return jsonResponse(200, found);
    return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderKitchen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/orders/kitchen']}>
        <Routes>
          <Route path="/dashboard/orders/*" element={<OrdersScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the kitchen display', () => {
  it('colours each order by its age and bumps it on in one tap', async () => {
    renderKitchen();
    const kitchen = within(await screen.findByRole('region', { name: 'Cucina' }));
    const fresh = await kitchen.findByRole('button', { name: 'Ordine #2: Inizia a preparare' });
    const amber = kitchen.getByRole('button', { name: 'Ordine #3: Inizia a preparare' });
    const red = kitchen.getByRole('button', { name: 'Ordine #4: Pronto' });
    expect([fresh, amber, red].map((card) => card.dataset.age)).toEqual(['fresh', 'amber', 'red']);
    expect(within(red).getByText('40 min')).toBeTruthy();
    // The dishes come with the board's one read: no ticket reads its own order.
    expect(within(red).getByText('senza pepe')).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter(([input]) =>
        /^\/api\/orders\/\d+$/.test(new URL(String(input)).pathname),
      ),
    ).toEqual([]);
    // Orders still to accept are counted, not bumped: accepting needs a ready time.
    expect(kitchen.getByRole('link', { name: 'Da accettare: 1' }).getAttribute('href')).toBe(
      '/dashboard/orders',
    );
    expect(kitchen.queryByRole('button', { name: /Ordine #1/ })).toBeNull();

    await userEvent.click(red);
    await waitFor(() => expect(moves).toEqual([{ id: 4, to: 'ready' }]));
  });

  it('says the day of an order placed yesterday instead of its hours of age', async () => {
    const today = localDateOf(RESTAURANT.time_zone, Date.now());
    const yesterdayAt = (minute: number) =>
      new Date(
        instantOfWallClock(RESTAURANT.time_zone, addDaysToDate(today, -1), minute),
      ).toISOString();
    orders.push(
      order({
        id: 9,
        number: 12,
        status: 'accepted',
        asap: false,
        order_datetime: yesterdayAt(21 * 60 + 40),
        slot_start: yesterdayAt(22 * 60 + 15),
      }),
    );
    renderKitchen();
    const ticket = within(
      await screen.findByRole('button', { name: 'Ordine #12: Inizia a preparare' }),
    );
    expect(ticket.getByLabelText('Arrivato ieri 21:40').textContent).toBe('ieri 21:40');
    expect(ticket.getByText(/· ieri 22:15$/)).toBeTruthy();
  });
});
