import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../../shared/stores/ui-store';
import { initTestI18n } from '../../../test/test-i18n';
import { dinnerMenu, jsonResponse, lunchMenu } from '../testing/menu-fixtures';
import { MenuOverlay } from './menu-overlay';

const restaurant = { id: 1, language: ['it', 'en'], last_updated: '2026-11-20T10:00:00.000Z' };

function renderOverlay() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/it/']}>
        <MenuOverlay restaurant={restaurant} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// The dialog's code is loaded on first opening; loaded here, the tests wait for the dialog only.
beforeAll(() => import('./menu-overlay-dialog'));

beforeEach(async () => {
  await initTestI18n('it');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, { menus: [dinnerMenu(), lunchMenu()] })),
  );
});
afterEach(() => {
  act(() => useUiStore.getState().setOverlay('menu', false));
  vi.unstubAllGlobals();
});

describe('the menu overlay', () => {
  it('renders nothing, and loads nothing, until it is opened', () => {
    renderOverlay();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("opens on the restaurant's menus, switches between them and links to the menu page", async () => {
    renderOverlay();
    act(() => useUiStore.getState().setOverlay('menu', true));
    const dialog = await screen.findByRole('dialog', { name: 'Menù' });
    expect(
      await within(dialog).findByRole('heading', { level: 3, name: 'Menù alla carta' }),
    ).toBeTruthy();
    const page = within(dialog).getByRole('link', { name: 'Apri pagina' });
    expect(page.getAttribute('href')).toBe('/it/menu');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Pranzo di lavoro' }));
    expect(
      within(dialog).getByRole('heading', { level: 3, name: 'Pranzo di lavoro' }),
    ).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: 'Pranzo di lavoro' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(page.getAttribute('href')).toBe('/it/menu/pranzo-def456');
  });

  it('closes with Esc and with the close button', async () => {
    renderOverlay();
    act(() => useUiStore.getState().setOverlay('menu', true));
    await screen.findByRole('dialog', { name: 'Menù' });
    await userEvent.keyboard('{Escape}');
    expect(useUiStore.getState().overlays.menu).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => useUiStore.getState().setOverlay('menu', true));
    await userEvent.click(await screen.findByRole('button', { name: 'Chiudi il menù' }));
    expect(useUiStore.getState().overlays.menu).toBe(false);
  });
});
