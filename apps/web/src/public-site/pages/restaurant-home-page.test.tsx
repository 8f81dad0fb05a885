import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentRestaurantStore } from '../../features/restaurants/stores/current-restaurant-store';
import { createQueryClient } from '../../shared/lib/query-client';
import { useUiStore } from '../../shared/stores/ui-store';
import { initTestI18n } from '../../test/test-i18n';
import { demoRestaurant } from '../demo-restaurant.fixture';
import { RestaurantHomePage } from './restaurant-home-page';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** What GET /ordering/:publicKey answers while the restaurant takes orders. */
const ORDERING_OPEN = {
  available: true,
  closed_reason: null,
  types: ['pickup'],
  payment_methods: ['at_restaurant'],
  min_order: 0,
  delivery_zones: [],
  paused_until: null,
  next_slot: '2026-11-26T18:00:00.000Z',
};

async function renderHome(
  restaurant: PublicRestaurant,
  language = 'it',
  images: unknown[] = [],
  ordering: unknown = ORDERING_OPEN,
) {
  await initTestI18n(language);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string) =>
      String(url).includes('/api/ordering/') ? json(200, ordering) : json(200, { images }),
    ),
  );
  act(() => useCurrentRestaurantStore.setState({ currentRestaurant: restaurant }));
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/${language}/`]}>
        <RestaurantHomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Only `Date` is faked: React and the queries keep their real timers. */
function setClock(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => useCurrentRestaurantStore.setState({ currentRestaurant: null }));
});

describe('restaurant home', () => {
  it('shows the name and the description in the page language', async () => {
    await renderHome(demoRestaurant(), 'en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Trattoria Demo');
    expect(screen.getByTestId('restaurant-description').textContent).toBe(
      'Traditional Roman cooking.',
    );
  });

  it("falls back to the restaurant's first language without a translation", async () => {
    await renderHome(demoRestaurant(), 'de');
    expect(screen.getByTestId('restaurant-description').textContent).toBe(
      'Cucina romana di tradizione.',
    );
  });

  it('says it is open and when it closes, by the fixed clock', async () => {
    // Tuesday 16 June 2026, 13:00 in Rome.
    setClock('2026-06-16T13:00:00+02:00');
    await renderHome(demoRestaurant());
    expect(screen.getByTestId('opening-status').textContent).toBe('Aperto ora · chiude alle 15:00');
  });

  it('says it is closed and when it opens again, in English too', async () => {
    // Monday, the closing day.
    setClock('2026-06-15T10:00:00+02:00');
    await renderHome(demoRestaurant(), 'en');
    expect(screen.getByTestId('opening-status').textContent).toBe(
      'Closed · opens tomorrow at 12:00',
    );
  });

  it("marks today in the week's hours and lists the closures coming up", async () => {
    setClock('2026-06-16T13:00:00+02:00');
    await renderHome(demoRestaurant());
    const table = screen.getByRole('table');
    const today = within(table)
      .getAllByRole('row')
      .find((row) => row.getAttribute('aria-current') === 'date');
    expect(today?.textContent).toBe('MartedìOggi12:00–15:0019:00–23:30');
    expect(within(table).getAllByText('Chiuso')).toHaveLength(1);
    expect(screen.getByText('Venerdì 19 giugno', { exact: false })).toBeTruthy();
    expect(screen.getByText('Chiuso tutto il giorno', { exact: false })).toBeTruthy();
  });

  it('offers the menu always, booking and ordering only with their features', async () => {
    const { unmount } = await renderHome(demoRestaurant({ features: [] }));
    const only = within(screen.getByTestId('restaurant-actions')).getAllByRole('link');
    expect(only.map((link) => link.textContent)).toEqual(['Scopri il menu']);
    expect(only[0]?.getAttribute('href')).toBe('/it/menu');
    // A plain click opens the menu overlay instead of leaving the home.
    fireEvent.click(only[0]!);
    expect(useUiStore.getState().overlays.menu).toBe(true);
    act(() => useUiStore.getState().setOverlay('menu', false));
    unmount();

    await renderHome(demoRestaurant({ features: ['bookings', 'ordering'] }));
    const actions = within(screen.getByTestId('restaurant-actions'));
    expect(actions.getByRole('link', { name: 'Prenota un tavolo' }).getAttribute('href')).toBe(
      '/it/booking',
    );
    expect((await actions.findByRole('link', { name: 'Ordina online' })).getAttribute('href')).toBe(
      '/it/order',
    );
  });

  it('promises ordering only while the restaurant takes orders, and says when it reopens', async () => {
    await renderHome(demoRestaurant({ features: ['ordering'] }), 'it', [], {
      ...ORDERING_OPEN,
      available: false,
      closed_reason: 'no_slots',
      types: [],
      payment_methods: [],
      // 19:00 in Rome, a day that is not today.
      next_slot: '2030-01-05T18:00:00.000Z',
    });
    const notice = await screen.findByTestId('ordering-notice');
    expect(notice.textContent).toContain('Ordini online chiusi');
    expect(notice.textContent).toContain('19:00');
    expect(screen.queryByRole('link', { name: 'Ordina online' })).toBeNull();
  });

  it('shows the default logo without a logo, and when the logo fails to load', async () => {
    const { unmount } = await renderHome(demoRestaurant({ logo_url: null }));
    expect(screen.getByTestId('default-logo').textContent).toBe('TD');
    unmount();

    await renderHome(demoRestaurant({ logo_url: '/media/pk/images/logo_400x400.webp' }));
    const logo = screen.getByTestId('restaurant-logo');
    expect(screen.queryByTestId('default-logo')).toBeNull();
    fireEvent.error(logo);
    expect(screen.queryByTestId('restaurant-logo')).toBeNull();
    expect(screen.getByTestId('default-logo')).toBeTruthy();
  });

  it('links the phone, the email and the social pages, each named', async () => {
    await renderHome(demoRestaurant());
    expect(screen.getByRole('link', { name: '+39 06 1234 5678' }).getAttribute('href')).toBe(
      'tel:+390612345678',
    );
    expect(screen.getByRole('link', { name: 'trattoria@demo.test' }).getAttribute('href')).toBe(
      'mailto:trattoria@demo.test',
    );
    const instagram = screen.getByRole('link', { name: 'Trattoria Demo su Instagram' });
    expect(instagram.getAttribute('href')).toBe('https://www.instagram.com/trattoria');
    expect(instagram.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Trattoria Demo su Tripadvisor' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Facebook/ })).toBeNull();
  });

  it('shows the hero photo first and at full width', async () => {
    const hero = '/media/pk/images/sala_2560x1440.webp';
    await renderHome(demoRestaurant({ image_url: hero }));
    const image = screen.getByTestId('restaurant-hero').querySelector('img.home-hero-image');
    expect(image?.getAttribute('sizes')).toBe('100vw');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect(image?.getAttribute('loading')).toBe('eager');
  });

  it('shows a glimpse of the gallery only when it has photos, leading to the gallery page', async () => {
    const { unmount } = await renderHome(demoRestaurant());
    await act(() => Promise.resolve());
    expect(screen.queryByRole('heading', { name: 'Uno sguardo da noi' })).toBeNull();
    unmount();

    const photo = (id: number) => ({
      id,
      image_url: `/media/pk/images/p${id}_1280x960.webp`,
      caption: {},
    });
    await renderHome(demoRestaurant(), 'it', [1, 2, 3, 4, 5, 6].map(photo));
    expect(await screen.findByRole('heading', { name: 'Uno sguardo da noi' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vedi tutte le foto' }).getAttribute('href')).toBe(
      '/it/gallery',
    );
    expect(document.querySelectorAll('.gallery-mosaic img')).toHaveLength(5);
  });
});
