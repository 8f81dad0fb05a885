import { STORAGE_KEYS } from '@coperto/shared/common/storage-keys';
import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TABLE_MODE_TTL_MS } from '../../features/cart/lib/cart-table';
import { useCartStore } from '../../features/cart/stores/cart-store';
import { dinnerMenu, jsonResponse } from '../../features/menus/testing/menu-fixtures';
import { useCurrentRestaurantStore } from '../../features/restaurants/stores/current-restaurant-store';
import { initTestI18n } from '../../test/test-i18n';
import { RestaurantMenuPage } from './restaurant-menu-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
/** The table mode's code loads after the menu's first paint: the first look waits for it. */
const LOADS = { timeout: 5000 };
const restaurant = {
  id: 1,
  name: 'Trattoria Demo',
  public_key: 'pk-demo',
  language: ['it', 'en'],
  time_zone: 'Europe/Rome',
  features: ['ordering'],
  last_updated: '2026-11-20T10:00:00.000Z',
} as unknown as PublicRestaurant;

const ORDERING = {
  available: true,
  closed_reason: null,
  types: ['pickup', 'delivery'],
  payment_methods: ['at_restaurant'],
  min_order: 0,
  delivery_zones: [],
  paused_until: null,
  next_slot: '2026-11-26T18:00:00.000Z',
};

/** The API: the table a token names (or the answer given), ordering, the menus. */
function serve(table: () => Response | Promise<Response>, ordering: unknown = ORDERING) {
  const fetchMock = vi.fn(async (url: URL | string) => {
    const path = String(url);
    if (path.includes('/api/table-qr/')) return table();
    if (path.includes('/api/ordering/')) return jsonResponse(200, ordering);
    return jsonResponse(200, { menus: [dinnerMenu()] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const tableCalls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/table-qr/'));

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderPage(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/:language/menu"
            element={
              <>
                <RestaurantMenuPage />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await initTestI18n('it');
  window.localStorage.clear();
  useCurrentRestaurantStore.setState({ currentRestaurant: restaurant });
  useCartStore.setState({ items: [], table: null, publicKey: 'pk-demo' });
});
afterEach(() => {
  useCurrentRestaurantStore.setState({ currentRestaurant: null });
  useCartStore.setState({ items: [], table: null });
  vi.unstubAllGlobals();
});

describe("the menu opened from a table's QR code", () => {
  it('checks the code, keeps the table with the cart and says where the order goes', async () => {
    const fetchMock = serve(() =>
      jsonResponse(200, {
        restaurant_public_key: 'pk-demo',
        restaurant_name: 'Trattoria Demo',
        table_name: '12',
      }),
    );
    renderPage(`/it/menu?table=${TOKEN}`);
    const banner = await screen.findByTestId('table-mode-banner', {}, LOADS);
    expect(banner.textContent).toContain('Stai ordinando al tavolo 12');
    expect(banner.textContent).toContain('si paga con il conto');
    expect(String(tableCalls(fetchMock)[0]?.[0])).toContain(`/api/table-qr/${TOKEN}`);
    // Kept with the cart, for a few hours; the code leaves the address (a reload asks nothing).
    const kept = useCartStore.getState().table;
    expect(kept).toMatchObject({ token: TOKEN, name: '12' });
    expect((kept?.expiresAt ?? 0) - Date.now()).toBeGreaterThan(TABLE_MODE_TTL_MS - 60_000);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart) ?? '{}').table.token).toBe(
      TOKEN,
    );
    expect(screen.getByTestId('where').textContent).toBe('/it/menu');
    // The dishes can be added as before.
    expect((await screen.findAllByTestId('add-to-cart')).length).toBeGreaterThan(0);
  });

  it('does not promise ordering from the phone while the kitchen is paused', async () => {
    serve(
      () =>
        jsonResponse(200, {
          restaurant_public_key: 'pk-demo',
          restaurant_name: 'Trattoria Demo',
          table_name: '12',
        }),
      {
        ...ORDERING,
        available: false,
        closed_reason: 'paused',
        types: [],
        payment_methods: [],
        next_slot: '2030-01-05T18:00:00.000Z',
      },
    );
    renderPage(`/it/menu?table=${TOKEN}`);
    const banner = await screen.findByTestId('table-mode-banner', {}, LOADS);
    await waitFor(() =>
      expect(banner.textContent).toContain('Adesso non si può ordinare dal telefono'),
    );
    expect(screen.queryByTestId('add-to-cart')).toBeNull();
    // The next pickup time is not for a guest at a table.
    expect(screen.queryByTestId('ordering-notice')).toBeNull();
  });

  it('offers no dish at a table where the bill cannot be paid at the restaurant', async () => {
    serve(
      () =>
        jsonResponse(200, {
          restaurant_public_key: 'pk-demo',
          restaurant_name: 'Trattoria Demo',
          table_name: '12',
        }),
      { ...ORDERING, payment_methods: ['card'] },
    );
    renderPage(`/it/menu?table=${TOKEN}`);
    const banner = await screen.findByTestId('table-mode-banner', {}, LOADS);
    await waitFor(() =>
      expect(banner.textContent).toContain('Adesso non si può ordinare dal telefono'),
    );
    await waitFor(() => expect(screen.queryByTestId('add-to-cart')).toBeNull());
  });

  it('leaves table mode on request: the banner goes and the cart orders as before', async () => {
    serve(() => jsonResponse(500, {}));
    useCartStore
      .getState()
      .enterTable({ token: TOKEN, name: '12', expiresAt: Date.now() + 60_000 }, 'pk-demo');
    const user = userEvent.setup();
    renderPage('/it/menu');
    await user.click(await screen.findByRole('button', { name: 'Esci dal tavolo' }, LOADS));
    expect(screen.queryByTestId('table-mode-banner')).toBeNull();
    expect(useCartStore.getState().table).toBeNull();
    expect(useCartStore.getState().orderChoice.type).toBe('pickup');
  });

  it('says clearly when the code names no active table, and the menu stays as it is', async () => {
    const fetchMock = serve(() =>
      jsonResponse(404, { detail: 'Table not found', code: 'NOT_FOUND' }),
    );
    // A guest who was at another table before: that table is not theirs any more either.
    useCartStore
      .getState()
      .enterTable(
        { token: 'ZZZZZZZZZZZZZZZZZZZZZZ', name: '4', expiresAt: Date.now() + 60_000 },
        'pk-demo',
      );
    renderPage(`/it/menu?table=${TOKEN}`);
    const message = await screen.findByTestId('table-mode-invalid', {}, LOADS);
    expect(message.textContent).toContain('Questo codice QR non è più valido');
    expect(message.getAttribute('role')).toBe('alert');
    expect(useCartStore.getState().table).toBeNull();
    expect(screen.queryByTestId('table-mode-banner')).toBeNull();
    expect(tableCalls(fetchMock)).toHaveLength(1);
    expect(screen.getByTestId('where').textContent).toBe('/it/menu');
    expect((await screen.findAllByTestId('add-to-cart')).length).toBeGreaterThan(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ho capito' }));
    expect(screen.queryByTestId('table-mode-invalid')).toBeNull();
  });

  it("refuses another restaurant's table on this restaurant's site", async () => {
    serve(() =>
      jsonResponse(200, {
        restaurant_public_key: 'pk-other',
        restaurant_name: 'Pizzeria',
        table_name: '3',
      }),
    );
    renderPage(`/it/menu?table=${TOKEN}`);
    expect(await screen.findByTestId('table-mode-invalid', {}, LOADS)).toBeTruthy();
    expect(useCartStore.getState().table).toBeNull();
  });

  it('does not ask the server about something that cannot be a code', async () => {
    const fetchMock = serve(() => jsonResponse(200, {}));
    renderPage(`/it/menu?table=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(await screen.findByTestId('table-mode-invalid', {}, LOADS)).toBeTruthy();
    expect(tableCalls(fetchMock)).toHaveLength(0);
    expect(useCartStore.getState().table).toBeNull();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/it/menu'));
  });

  it('offers to try again when the check could not reach the server, keeping the code', async () => {
    let online = false;
    serve(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return jsonResponse(200, {
        restaurant_public_key: 'pk-demo',
        restaurant_name: 'Trattoria Demo',
        table_name: '12',
      });
    });
    renderPage(`/it/menu?table=${TOKEN}`);
    const failed = await screen.findByTestId('table-mode-failed', {}, { timeout: 8000 });
    expect(failed.textContent).toContain('Non riusciamo a verificare il tavolo');
    expect(screen.getByTestId('where').textContent).toBe(`/it/menu?table=${TOKEN}`);
    online = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }));
    expect((await screen.findByTestId('table-mode-banner', {}, LOADS)).textContent).toContain(
      'tavolo 12',
    );
  }, 15_000);

  it('speaks the guest’s language', async () => {
    await initTestI18n('en');
    serve(() =>
      jsonResponse(200, {
        restaurant_public_key: 'pk-demo',
        restaurant_name: 'Trattoria Demo',
        table_name: 'Dehors 3',
      }),
    );
    renderPage(`/en/menu?table=${TOKEN}`);
    expect((await screen.findByTestId('table-mode-banner', {}, LOADS)).textContent).toContain(
      "You're ordering at table Dehors 3",
    );
    await initTestI18n('it');
  });
});
