import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import { dinnerMenu, jsonResponse, lunchMenu } from '../testing/menu-fixtures';
import { type MenusRestaurant, RestaurantMenus } from './restaurant-menus';

const restaurant: MenusRestaurant = {
  id: 1,
  language: ['it', 'en'],
  last_updated: '2026-11-20T10:00:00.000Z',
};

let fetchMock: ReturnType<typeof vi.fn>;

function answer(...responses: Response[]) {
  fetchMock = vi.fn(async () => responses.shift() ?? jsonResponse(500, { detail: 'unexpected' }));
  vi.stubGlobal('fetch', fetchMock);
}

function MenusPage({ of }: { of: MenusRestaurant }) {
  const { menuHashedId } = useParams();
  return (
    <RestaurantMenus
      restaurant={of}
      selectedId={menuHashedId}
      linkBase="/it/menu"
      placement="page"
    />
  );
}

/** The restaurant's menu page at `path`, as the public site routes it. */
function renderMenusPage(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = (of: MenusRestaurant) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/it/menu/:menuHashedId?" element={<MenusPage of={of} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(page(restaurant));
  return { ...view, rerenderWith: (next: MenusRestaurant) => view.rerender(page(next)) };
}

beforeEach(() => initTestI18n('it'));
afterEach(() => vi.unstubAllGlobals());

describe("a restaurant's menus", () => {
  it('shows skeletons while loading, then the first menu and a switcher of all menus', async () => {
    answer(jsonResponse(200, { menus: [dinnerMenu(), lunchMenu()] }));
    renderMenusPage('/it/menu');
    expect(screen.getByTestId('menu-skeleton')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Menù alla carta' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0].toString()).toContain('/api/restaurant/1/menus');
    const switcher = screen.getByRole('navigation', { name: 'Menù' });
    const links = within(switcher).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Menù alla carta', '/it/menu/cena-abc123'],
      ['Pranzo di lavoro', '/it/menu/pranzo-def456'],
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
  });

  it('shows the menu its link names', async () => {
    answer(jsonResponse(200, { menus: [dinnerMenu(), lunchMenu()] }));
    renderMenusPage('/it/menu/pranzo-def456');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pranzo di lavoro' })).toBeTruthy();
    expect(screen.getByText('Servito lun–ven, 12:00–15:00')).toBeTruthy();
  });

  it('says a menu is not found when its link leads nowhere, with a way to the others', async () => {
    answer(jsonResponse(200, { menus: [dinnerMenu()] }));
    renderMenusPage('/it/menu/gone-999999');
    expect(await screen.findByRole('heading', { name: 'Menù non trovato' })).toBeTruthy();
    const others = screen.getByRole('link', { name: 'Vedi i menù del ristorante' });
    expect(others.getAttribute('href')).toBe('/it/menu');
  });

  it('says the menu is coming when the restaurant has none yet', async () => {
    answer(jsonResponse(200, { menus: [] }));
    renderMenusPage('/it/menu');
    expect(await screen.findByRole('heading', { name: 'Il menù arriva presto' })).toBeTruthy();
  });

  it('says clearly when the menus did not load, and tries again', async () => {
    answer(
      jsonResponse(503, { detail: 'Database non raggiungibile', code: 'SERVICE_UNAVAILABLE' }),
      jsonResponse(200, { menus: [dinnerMenu()] }),
    );
    renderMenusPage('/it/menu');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Il menù non si è caricato')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Menù alla carta' })).toBeTruthy();
  });

  it('reads the menus again when the version poll brings a new restaurant version', async () => {
    const renamed = dinnerMenu({ name: { it: 'Carta d’autunno' } });
    answer(jsonResponse(200, { menus: [dinnerMenu()] }), jsonResponse(200, { menus: [renamed] }));
    const { rerenderWith } = renderMenusPage('/it/menu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Menù alla carta' })).toBeTruthy();
    rerenderWith({ ...restaurant, last_updated: '2026-11-21T09:00:00.000Z' });
    // The old menu stays while the new one loads: no skeleton, no jump.
    expect(screen.queryByTestId('menu-skeleton')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Carta d’autunno' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
