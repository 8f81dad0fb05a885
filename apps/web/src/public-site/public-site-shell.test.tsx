import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentRestaurantStore } from '../features/restaurants/stores/current-restaurant-store';
import { createQueryClient } from '../shared/lib/query-client';
import { initTestI18n } from '../test/test-i18n';
import { demoRestaurant } from './demo-restaurant.fixture';
import { PublicSiteShell } from './public-site-shell';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

async function renderShell(restaurant: PublicRestaurant, images: unknown[] = [], path = '/it/') {
  await initTestI18n('it');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(200, { images })),
  );
  act(() => useCurrentRestaurantStore.setState({ currentRestaurant: restaurant }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path=":language" element={<PublicSiteShell />}>
            <Route index element={<p>home</p>} />
            <Route path="gallery" element={<p>gallery</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useCurrentRestaurantStore.setState({ currentRestaurant: null }));
});

describe('public site shell', () => {
  it('leads to the pages, the current one marked, and to the contact section', async () => {
    await renderShell(demoRestaurant());
    const nav = screen.getByRole('navigation', { name: 'Pagine del sito' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/it/'],
      ['Menu', '/it/menu'],
      ['Contatti', '/it/contact'],
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
  });

  it('links the gallery once it has photos', async () => {
    const photo = { id: 1, image_url: '/media/pk/images/sala_1280x960.webp', caption: {} };
    await renderShell(demoRestaurant(), [photo], '/it/gallery');
    const gallery = await screen.findByRole('link', { name: 'Galleria' });
    expect(gallery.getAttribute('href')).toBe('/it/gallery');
    expect(gallery.getAttribute('aria-current')).toBe('page');
  });

  it('folds the pages under a menu button on phones', async () => {
    await renderShell(demoRestaurant());
    const toggle = screen.getByRole('button', { name: 'Apri la navigazione' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.tagName).toBe('NAV');
    await userEvent.click(toggle);
    expect(
      screen.getByRole('button', { name: 'Chiudi la navigazione' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Apri la navigazione' })).toBeTruthy();
  });

  it("shows the default logo, and in the footer the address, the week's hours and the social pages", async () => {
    await renderShell(demoRestaurant({ logo_url: null }));
    expect(within(screen.getByRole('banner')).getByTestId('default-logo')).toBeTruthy();
    // The footer and then its hours come a task after the rest of the first render.
    const footer = await screen.findByRole('contentinfo');
    expect(
      within(footer).getByRole('link', { name: 'Via dei Coronari 12, 00186 Roma (RM)' }),
    ).toBeTruthy();
    const hours = (await within(footer).findAllByRole('term')).map((term) => term.textContent);
    expect(hours).toEqual(['Lun', 'Mar–Sab', 'Dom']);
    expect(within(footer).getByRole('link', { name: 'Trattoria Demo su Instagram' })).toBeTruthy();
    expect(within(footer).getByRole('button', { name: 'Preferenze cookie' })).toBeTruthy();
    expect(within(footer).getByText('Sito realizzato con Coperto')).toBeTruthy();
  });
});
