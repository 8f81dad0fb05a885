import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../features/cart/stores/cart-store';
import { dinnerMenu, jsonResponse, lunchMenu } from '../../features/menus/testing/menu-fixtures';
import { useCurrentRestaurantStore } from '../../features/restaurants/stores/current-restaurant-store';
import { initTestI18n } from '../../test/test-i18n';
import { RestaurantMenuPage } from './restaurant-menu-page';

const restaurant = {
  id: 1,
  name: 'Trattoria Demo',
  public_key: 'pk-demo',
  language: ['it', 'en'],
  time_zone: 'Europe/Rome',
  features: [],
  last_updated: '2026-11-20T10:00:00.000Z',
} as unknown as PublicRestaurant;

function renderPage(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:language/menu" element={<RestaurantMenuPage />} />
          <Route path="/:language/menu/:menuHashedId" element={<RestaurantMenuPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await initTestI18n('it');
  useCurrentRestaurantStore.setState({ currentRestaurant: restaurant });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, { menus: [dinnerMenu(), lunchMenu()] })),
  );
});
afterEach(() => {
  useCurrentRestaurantStore.setState({ currentRestaurant: null });
  vi.unstubAllGlobals();
});

describe("the restaurant's menu page", () => {
  it('shows the first menu and names the page after the restaurant', async () => {
    renderPage('/it/menu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Menù alla carta' })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.title).toBe('Menù · Trattoria Demo');
  });

  it('shows the menu its link names, with the switcher linking each menu', async () => {
    renderPage('/it/menu/pranzo-def456');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pranzo di lavoro' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Menù alla carta' }).getAttribute('href')).toBe(
      '/it/menu/cena-abc123',
    );
  });
});

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

function serve(ordering: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string) =>
      String(url).includes('/api/ordering/')
        ? jsonResponse(200, ordering)
        : jsonResponse(200, { menus: [dinnerMenu(), lunchMenu()] }),
    ),
  );
}

describe('ordering from the menu page', () => {
  beforeEach(() => {
    useCurrentRestaurantStore.setState({
      currentRestaurant: { ...restaurant, features: ['ordering'] },
    });
    useCartStore.setState({ items: [] });
  });
  afterEach(() => useCartStore.setState({ items: [] }));

  it('adds a dish with its variant, quantity and note; a sold-out dish has no button', async () => {
    serve(ORDERING);
    const user = userEvent.setup();
    renderPage('/it/menu');
    const buttons = await screen.findAllByRole('button', { name: /^Aggiungi al carrello/ });
    // Four dishes, one sold out.
    expect(buttons).toHaveLength(3);
    expect(
      screen.queryByRole('button', { name: 'Aggiungi al carrello: Carciofi alla giudia' }),
    ).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Aggiungi al carrello: Cacio e pepe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cacio e pepe' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('radio', { name: /Porzione intera/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Uno in più' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note per la cucina' }),
      'ben cotta',
    );
    const submit = within(dialog).getByTestId('add-to-cart-submit');
    expect(submit.textContent?.replace(/\u00a0/g, ' ')).toBe('Aggiungi · 24,00 €');
    await user.click(submit);

    const [line] = useCartStore.getState().items;
    // The menu item's id and the chosen variant's index (fixtures number their dishes).
    expect(line?.id).toMatch(/^\d+~1$/);
    expect(line).toEqual({
      id: line?.id,
      name: 'Cacio e pepe · Porzione intera',
      unit_price: 12,
      quantity: 2,
      notes: 'ben cotta',
    });
  });

  it('says ordering is paused and when it reopens, with no add buttons', async () => {
    serve({
      ...ORDERING,
      available: false,
      closed_reason: 'paused',
      types: [],
      payment_methods: [],
      next_slot: '2030-01-05T18:00:00.000Z',
    });
    renderPage('/it/menu');
    const notice = await screen.findByTestId('ordering-notice');
    expect(notice.textContent).toContain('Ordini online in pausa');
    expect(notice.textContent).toContain('19:00');
    expect(screen.queryByRole('button', { name: /^Aggiungi al carrello/ })).toBeNull();
  });

  describe('a menu with hours (lunch, Monday to Friday, 12:00–15:00 in Rome)', () => {
    afterEach(() => vi.useRealTimers());
    /** Only the clock is fake: the page's queries and dialogs keep their real timers. */
    const at = (iso: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(iso));
    };

    it('before its hours, can be ordered ahead and says from when', async () => {
      // Thursday 26 November, 10:00 in Rome: lunch can be ordered now for a slot from 12:00.
      at('2026-11-26T09:00:00Z');
      serve(ORDERING);
      renderPage('/it/menu/pranzo-def456');
      const note = await screen.findByTestId('menu-item-not-served');
      expect(note.textContent).toBe('Disponibile dalle 12:00');
      expect(
        screen.getByRole('button', { name: 'Aggiungi al carrello: Primo e contorno' }),
      ).toBeTruthy();
    });

    it('offers the dish during its hours, read on the restaurant clock', async () => {
      // 12:30 in Rome.
      at('2026-11-26T11:30:00Z');
      serve(ORDERING);
      renderPage('/it/menu/pranzo-def456');
      expect(
        await screen.findByRole('button', { name: 'Aggiungi al carrello: Primo e contorno' }),
      ).toBeTruthy();
      expect(screen.queryByTestId('menu-item-not-served')).toBeNull();
    });

    it('says "not available now" once the service is over, and on a day without it', async () => {
      // Thursday 16:00 in Rome: over for today.
      at('2026-11-26T15:00:00Z');
      serve(ORDERING);
      const { unmount } = renderPage('/it/menu/pranzo-def456');
      expect((await screen.findByTestId('menu-item-not-served')).textContent).toBe(
        'Non disponibile ora',
      );
      unmount();
      // Saturday at 12:30: no lunch menu at the weekend.
      at('2026-11-28T11:30:00Z');
      renderPage('/it/menu/pranzo-def456');
      expect((await screen.findByTestId('menu-item-not-served')).textContent).toBe(
        'Non disponibile ora',
      );
      expect(screen.queryByRole('button', { name: /^Aggiungi al carrello/ })).toBeNull();
    });

    it("reads the restaurant's time zone, not the browser's", async () => {
      // 12:30 in New York is 18:30 in Rome: served there, over here.
      useCurrentRestaurantStore.setState({
        currentRestaurant: { ...restaurant, features: ['ordering'], time_zone: 'America/New_York' },
      });
      at('2026-11-26T17:30:00Z');
      serve(ORDERING);
      renderPage('/it/menu/pranzo-def456');
      expect(
        await screen.findByRole('button', { name: 'Aggiungi al carrello: Primo e contorno' }),
      ).toBeTruthy();
    });

    it("says when in the guest's language", async () => {
      await initTestI18n('en');
      at('2026-11-26T09:00:00Z');
      serve(ORDERING);
      renderPage('/en/menu/pranzo-def456');
      expect((await screen.findByTestId('menu-item-not-served')).textContent).toBe(
        'Available from 12:00',
      );
      await initTestI18n('it');
    });
  });
});
