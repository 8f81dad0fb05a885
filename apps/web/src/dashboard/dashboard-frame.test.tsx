import type { Role } from '@coperto/shared/auth/permissions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCurrentUser, jsonResponse } from '../shared/session/session-fixtures';
import { useSessionStore } from '../shared/session/session-store';
import { useUiStore } from '../shared/stores/ui-store';
import { initTestI18n } from '../test/test-i18n';
import { dashboardRoutes } from './dashboard-routes';

const fetchMock = vi.fn<typeof fetch>();

/** jsdom has no media queries: answer as a desktop (md and up) or as a phone. */
function emulateScreen(desktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: desktop && query.includes('min-width'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  }));
}

function renderDashboard(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(dashboardRoutes, { initialEntries: [path] });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function signInAs(role: Role) {
  useSessionStore.getState().setCurrentUser(fakeCurrentUser(Date.now() + 3_600_000, role));
}

/** The sections' names, without a link's "In arrivo" mark. */
async function navigationLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Sezioni della dashboard' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.querySelector('.MuiListItemText-primary')?.textContent);
}

beforeAll(async () => {
  await initTestI18n('it');
  // The lazy screens' modules, loaded once up front: their first transform is slow on a busy machine.
  await Promise.all([import('./dashboard-frame'), import('./pages/section-page')]);
});
beforeEach(() => {
  emulateScreen(true);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  // Everything else is a 404, the plan's features too: a failed read of them locks nothing.
  fetchMock.mockImplementation(async (url) =>
    new URL(String(url)).pathname === '/api/restaurant/names'
      ? jsonResponse(200, [
          { id: 1, name: 'Trattoria Demo' },
          { id: 2, name: 'Pizzeria Demo' },
        ])
      : jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ currentUser: null });
  useUiStore.getState().setProfilePanel({ open: false });
});

describe('dashboard frame', () => {
  it('shows the login screen when nobody is signed in', async () => {
    renderDashboard('/dashboard/orders');
    expect(await screen.findByRole('heading', { name: 'Accedi alla dashboard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accedi' })).toBeTruthy();
  });

  it('lists every section for an owner, with the restaurant switcher', async () => {
    signInAs('owner');
    renderDashboard('/dashboard');
    expect(await navigationLinks()).toEqual([
      'Dashboard',
      'Ordini',
      'Prenotazioni',
      'Sala',
      'Chiusure cassa',
      'Spese e fornitori',
      'Personale e turni',
      'Numeri',
      'Dati aziendali',
      'Impostazioni ristorante',
      'Utenti e ruoli',
      'Abbonamento',
      'Gift card',
      'Fatture',
      'Sconti',
      'Menù',
      'Galleria',
      'Il mio profilo',
      'Guida',
    ]);
    expect(await screen.findByRole('combobox', { name: 'Ristorante' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Ciao, Olga' })).toBeTruthy();
  });

  it("hides the sections a staff member's role may not use, and refuses them by address", async () => {
    signInAs('staff');
    renderDashboard('/dashboard/subscription');
    // Gift cards: staff redeem them at the counter (decision 069).
    expect(await navigationLinks()).toEqual([
      'Dashboard',
      'Ordini',
      'Prenotazioni',
      'Sala',
      'Personale e turni',
      'Gift card',
      'Il mio profilo',
      'Guida',
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Non hai accesso a questa sezione' }),
    ).toBeTruthy();
  });

  it('says a section arrives soon', async () => {
    signInAs('manager');
    renderDashboard('/dashboard/invoices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fatture' })).toBeTruthy();
    expect(screen.getByText(/^Questa sezione non è ancora disponibile/)).toBeTruthy();
  });

  it('calls the menus section by one name: navigation, app bar and tab title', async () => {
    signInAs('manager');
    renderDashboard('/dashboard/menus');
    expect(await navigationLinks()).toContain('Menù');
    await waitFor(() => expect(document.title).toBe('Menù · Coperto'));
    expect(within(screen.getByRole('banner')).getByText('Menù')).toBeTruthy();
  });

  it('shows a clear page for an unknown dashboard address', async () => {
    signInAs('owner');
    renderDashboard('/dashboard/nowhere');
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeTruthy();
  });

  it("opens the profile panel with the user's name, email and role, and a logout", async () => {
    signInAs('owner');
    renderDashboard('/dashboard');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Apri il profilo' }));
    const panel = await screen.findByRole('region', { name: 'Profilo' });
    expect(within(panel).getByText('Olga Owner')).toBeTruthy();
    expect(within(panel).getByText('owner@demo.test')).toBeTruthy();
    expect(within(panel).getByText('Titolare')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Esci' })).toBeTruthy();
  });

  it('puts the navigation behind a menu button on a phone', async () => {
    emulateScreen(false);
    signInAs('owner');
    renderDashboard('/dashboard');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Apri il menu di navigazione' }));
    expect((await navigationLinks()).length).toBe(19);
  });
});
