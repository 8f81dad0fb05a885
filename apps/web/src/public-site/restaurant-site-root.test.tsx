import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useRestaurantOfHost } from '../features/restaurants/api/get-restaurant-by-hostname';
import { initTestI18n } from '../test/test-i18n';
import { RestaurantSiteRoot } from './restaurant-site-root';

vi.mock('../features/restaurants/api/get-restaurant-by-hostname', () => ({
  useRestaurantOfHost: vi.fn(),
}));
vi.mock('../features/restaurants/api/get-restaurant-version', () => ({
  useRestaurantVersionPoll: vi.fn(),
}));
const lookup = vi.mocked(useRestaurantOfHost);

beforeAll(() => initTestI18n('it'));

describe("a restaurant host's public area", () => {
  it('shows the spinner while the restaurant is looked up', () => {
    lookup.mockReturnValue({ status: 'loading' });
    render(<RestaurantSiteRoot />);
    expect(screen.getByTestId('page-spinner')).toBeTruthy();
  });

  it('says so when the lookup failed, and tries again on request', async () => {
    const retry = vi.fn();
    lookup.mockReturnValue({ status: 'failed', retry });
    render(<RestaurantSiteRoot />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Impossibile caricare il ristorante' }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
