import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, publicMenuResponse } from '../../features/menus/testing/menu-fixtures';
import { initTestI18n } from '../../test/test-i18n';
import { MenuPage } from './menu-page';

function renderMenuPage(path: string, response: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:language/menu/:menuHashedId" element={<MenuPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => initTestI18n('it'));
afterEach(() => vi.unstubAllGlobals());

describe("a menu's shared link on Coperto's site", () => {
  it("shows the menu under the restaurant's name, with a link to its site", async () => {
    renderMenuPage('/it/menu/cena-abc123', jsonResponse(200, publicMenuResponse()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Menù alla carta' })).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls[0]?.[0].toString()).toContain('/api/menu/cena-abc123');
    expect(screen.getByText('Trattoria Demo')).toBeTruthy();
    const site = screen.getByRole('link', { name: 'Visita il sito' });
    expect(site.getAttribute('href')).toMatch(/^http:\/\/trattoria\.localhost(:\d+)?\/$/);
    expect(document.title).toBe('Menù · Trattoria Demo');
  });

  it('says clearly, and kindly, when the link leads to no menu', async () => {
    renderMenuPage(
      '/it/menu/gone-999999',
      jsonResponse(404, { detail: 'Menu not found', code: 'NOT_FOUND' }),
    );
    expect(await screen.findByRole('heading', { name: 'Menù non trovato' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai a Coperto' }).getAttribute('href')).toBe('/it/');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
