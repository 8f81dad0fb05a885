import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dinnerMenu, jsonResponse, lunchMenu } from '../../features/menus/testing/menu-fixtures';
import { useCurrentRestaurantStore } from '../../features/restaurants/stores/current-restaurant-store';
import { initTestI18n } from '../../test/test-i18n';
import { RestaurantMenuPage } from './restaurant-menu-page';

const restaurant = {
  id: 1,
  name: 'Trattoria Demo',
  language: ['it', 'en'],
  last_updated: '2026-11-20T10:00:00.000Z',
} as PublicRestaurant;

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
