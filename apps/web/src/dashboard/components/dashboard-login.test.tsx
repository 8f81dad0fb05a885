import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useCurrentRestaurantStore } from '../../features/restaurants/stores/current-restaurant-store';
import { demoRestaurant } from '../../public-site/demo-restaurant.fixture';
import { initTestI18n } from '../../test/test-i18n';
import { DashboardLogin } from './dashboard-login';

/** The page as the server sends it for a host of `kind` (plugins/web.ts). */
function renderLoginOn(kind: 'restaurant' | 'marketing') {
  const meta = document.createElement('meta');
  meta.name = 'coperto-site';
  meta.content = kind;
  document.head.append(meta);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DashboardLogin />
    </QueryClientProvider>,
  );
}

beforeAll(() => initTestI18n('it'));
afterEach(() => {
  document.head.querySelector('meta[name="coperto-site"]')?.remove();
  useCurrentRestaurantStore.getState().resetCurrentRestaurant();
});

describe('the dashboard login', () => {
  it("names the restaurant of its host and leads back to the restaurant's site", () => {
    useCurrentRestaurantStore
      .getState()
      .setCurrentRestaurant(demoRestaurant({ name: 'Pizzeria Demo', hostname: ['localhost'] }));
    renderLoginOn('restaurant');
    expect(screen.getByText('Pizzeria Demo')).toBeTruthy();
    const back = screen.getByRole('link', { name: '← Torna al sito — Pizzeria Demo' });
    expect(back.getAttribute('href')).toBe('/');
    expect(document.title).toBe('Accedi · Pizzeria Demo');
  });

  it('names no restaurant on the marketing host', () => {
    renderLoginOn('marketing');
    expect(screen.getByRole('heading', { name: 'Accedi alla dashboard' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Torna al sito/ })).toBeNull();
  });
});
