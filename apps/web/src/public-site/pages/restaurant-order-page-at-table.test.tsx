import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../features/cart/stores/cart-store';
import { jsonResponse } from '../../features/menus/testing/menu-fixtures';
import { useCurrentRestaurantStore } from '../../features/restaurants/stores/current-restaurant-store';
import { initTestI18n } from '../../test/test-i18n';
import { RestaurantOrderPage } from './restaurant-order-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const restaurant = {
  id: 1,
  name: 'Trattoria Demo',
  public_key: 'pk-demo',
  language: ['it', 'en'],
  time_zone: 'Europe/Rome',
  features: ['ordering'],
  last_updated: '2026-11-20T10:00:00.000Z',
} as unknown as PublicRestaurant;

const OPEN = {
  available: true,
  closed_reason: null,
  types: ['pickup'],
  payment_methods: ['at_restaurant'],
  min_order: 0,
  delivery_zones: [],
  paused_until: null,
  next_slot: '2030-01-05T18:00:00.000Z',
};
const QUOTE = {
  items: [
    {
      item_id: 7,
      variant: null,
      name: 'Carbonara',
      variant_name: null,
      quantity: 1,
      unit_price: 12,
      total: 12,
    },
  ],
  subtotal: 12,
  delivery_fee: 0,
  discount: 0,
  total: 12,
  min_order: 0,
  problems: {},
};

/** The API: ordering as given, a day's slots, the cart's price; the quote bodies are kept. */
function serve(ordering: unknown = OPEN) {
  const quotes: { type: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string, init?: RequestInit) => {
      const path = String(url);
      if (path.includes('/quote')) {
        quotes.push(JSON.parse(String(init?.body)));
        return jsonResponse(200, QUOTE);
      }
      if (path.includes('/slots')) {
        return jsonResponse(200, {
          date: '2030-01-05',
          time_zone: 'Europe/Rome',
          asap: null,
          slots: [],
        });
      }
      if (path.includes('/api/ordering/')) return jsonResponse(200, ordering);
      throw new Error(`unexpected call ${path}`);
    }),
  );
  return quotes;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/it/order']}>
        <Routes>
          <Route path="/:language/order" element={<RestaurantOrderPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await initTestI18n('it');
  useCurrentRestaurantStore.setState({ currentRestaurant: restaurant });
  useCartStore.setState({
    items: [{ id: '7', name: 'Carbonara', unit_price: 12, quantity: 1 }],
    table: null,
    publicKey: 'pk-demo',
  });
});
afterEach(() => {
  useCurrentRestaurantStore.setState({ currentRestaurant: null });
  useCartStore.setState({ items: [], table: null });
  vi.unstubAllGlobals();
});

const atTable12 = (expiresIn = 60_000) =>
  useCartStore
    .getState()
    .enterTable({ token: TOKEN, name: '12', expiresAt: Date.now() + expiresIn }, 'pk-demo');

describe('the checkout page for a guest at a table', () => {
  it('offers the order at the table, priced as served there; leaving it brings the usual checkout', async () => {
    const quotes = serve();
    atTable12();
    renderPage();
    expect(await screen.findByTestId('table-checkout-form')).toBeTruthy();
    expect(screen.queryByTestId('checkout-form')).toBeNull();
    await waitFor(() => expect(quotes.at(-1)?.type).toBe('table'));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Non sono al tavolo 12' }));
    expect(await screen.findByTestId('checkout-form')).toBeTruthy();
    expect(screen.queryByTestId('table-checkout-form')).toBeNull();
    expect(useCartStore.getState().table).toBeNull();
    await waitFor(() => expect(quotes.at(-1)?.type).toBe('pickup'));
  });

  it('says to ask the staff while the restaurant takes no orders', async () => {
    serve({ ...OPEN, available: false, closed_reason: 'paused', types: [], payment_methods: [] });
    atTable12();
    renderPage();
    const closed = await screen.findByTestId('checkout-closed');
    expect(closed.textContent).toContain('Sei al tavolo 12');
    expect(closed.textContent).toContain('chiedi al personale');
    expect(screen.queryByTestId('table-checkout-form')).toBeNull();
  });

  it('does not order at the table when paying at the restaurant is off', async () => {
    serve({ ...OPEN, payment_methods: ['card'] });
    atTable12();
    renderPage();
    expect(await screen.findByTestId('checkout-closed')).toBeTruthy();
  });

  it('is the usual checkout once the table has expired', async () => {
    serve();
    atTable12(-1);
    renderPage();
    expect(await screen.findByTestId('checkout-form')).toBeTruthy();
    expect(screen.queryByTestId('table-checkout-form')).toBeNull();
    await waitFor(() => expect(useCartStore.getState().table).toBeNull());
  });
});
