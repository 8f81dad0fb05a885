import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCurrentUser, jsonResponse } from '../../../shared/session/session-fixtures';
import { useSessionStore } from '../../../shared/session/session-store';
import { useUiStore } from '../../../shared/stores/ui-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { initTestI18n } from '../../../test/test-i18n';
import { restaurantFixture } from '../testing/restaurant-fixture';
import RestaurantSettingsPage from './restaurant-settings-page';

vi.mock('../../../shared/lib/web-font', () => ({ loadWebFont: vi.fn(async () => undefined) }));

const user = userEvent.setup({ delay: null });
const fetchMock = vi.fn<typeof fetch>();

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderSettings(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/restaurant/*" element={<RestaurantSettingsPage />} />
        </Routes>
        <Where />
        <ConfirmDialog />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A tab's panel is a lazy chunk and a large form: slow to appear on a busy machine. */
const PANEL = { timeout: 10_000 };
const where = () => screen.getByTestId('where').textContent;
const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

beforeAll(async () => {
  await initTestI18n('it');
  // The tabs' lazy chunks, loaded once up front: their first transform is slow on a busy machine.
  await Promise.all([
    import('../components/general-settings-form'),
    import('../components/appearance-settings-form'),
    import('../components/images-settings'),
  ]);
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().setCurrentUser(fakeCurrentUser(Date.now() + 3_600_000));
  fetchMock.mockImplementation(async (input) =>
    new URL(String(input)).pathname === '/api/restaurant/1'
      ? jsonResponse(200, restaurantFixture())
      : jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ currentUser: null });
  act(() => useUiStore.getState().closeConfirm());
});

describe('the restaurant settings page', { timeout: 30_000 }, () => {
  it('opens on Generale, with the restaurant and a link to its site', async () => {
    renderSettings('/dashboard/restaurant');
    expect(
      await screen.findByRole('textbox', { name: 'Nome del ristorante' }, PANEL),
    ).toHaveProperty('value', 'Trattoria Demo');
    expect(where()).toBe('/dashboard/restaurant/general');
    expect(selectedTab()).toBe('Generale');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Generale',
      'Immagini',
      'Aspetto',
      'Orari',
      'Indirizzi web e lingue',
      'Collegamenti',
    ]);
    expect(screen.getByRole('link', { name: 'Apri il sito' }).getAttribute('href')).toMatch(
      /^http:\/\/trattoria\.localhost(:\d+)?\/$/,
    );
  });

  it('keeps the tab in the address: each tab its own URL', async () => {
    renderSettings('/dashboard/restaurant/appearance');
    expect(await screen.findByRole('heading', { name: 'Colori' }, PANEL)).toBeTruthy();
    expect(selectedTab()).toBe('Aspetto');

    await user.click(screen.getByRole('tab', { name: 'Immagini' }));
    expect(await screen.findByRole('region', { name: 'Logo' }, PANEL)).toBeTruthy();
    expect(where()).toBe('/dashboard/restaurant/images');
    expect(selectedTab()).toBe('Immagini');
  });

  it('sends an unknown tab to Generale', async () => {
    renderSettings('/dashboard/restaurant/nowhere');
    expect(await screen.findByRole('textbox', { name: 'Nome del ristorante' }, PANEL)).toBeTruthy();
    expect(where()).toBe('/dashboard/restaurant/general');
  });

  it('asks before another tab drops unsaved edits', async () => {
    renderSettings('/dashboard/restaurant/general');
    const name = await screen.findByRole('textbox', { name: 'Nome del ristorante' }, PANEL);
    await user.type(name, ' Roma');

    await user.click(screen.getByRole('tab', { name: 'Aspetto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uscire senza salvare?' }, PANEL);
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(where()).toBe('/dashboard/restaurant/general');
    // The dialog fades out first: until then the page behind it is hidden from the roles.
    expect(
      await screen.findByRole('textbox', { name: 'Nome del ristorante' }, PANEL),
    ).toHaveProperty('value', 'Trattoria Demo Roma');

    await user.click(screen.getByRole('tab', { name: 'Aspetto' }));
    await user.click(
      within(await screen.findByRole('dialog', {}, PANEL)).getByRole('button', {
        name: 'Esci senza salvare',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Colori' }, PANEL)).toBeTruthy();
    expect(where()).toBe('/dashboard/restaurant/appearance');
  });
});
