import type { MenuListItem } from '@coperto/shared/menus/menu.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../../shared/stores/ui-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { initTestI18n } from '../../../test/test-i18n';
import { jsonResponse, MANAGER, TRATTORIA } from '../testing/editor-fixtures';
import MenuEditorScreen from './menu-editor-page';

vi.mock('../../../shared/session/use-signed-in-user', () => ({ useSignedInUser: () => MANAGER }));

const fetchMock = vi.fn<typeof fetch>();

const summary = (
  fields: Partial<MenuListItem> & Pick<MenuListItem, 'id' | 'name'>,
): MenuListItem => ({
  hashed_id: `menu-${fields.id}`,
  active: true,
  availability: null,
  section_count: 2,
  item_count: 7,
  updated_at: '2026-11-20T10:00:00.000Z',
  ...fields,
});

function serve(
  menus: MenuListItem[],
  writes: (method: string, path: string) => Response | Promise<Response>,
) {
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input)).pathname;
    const method = init?.method ?? 'GET';
    if (path === '/api/restaurant/1') return jsonResponse(200, TRATTORIA);
    if (path === '/api/restaurant/1/menu-list') return jsonResponse(200, { menus });
    return writes(method, path);
  });
}

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/menus']}>
        <Routes>
          <Route path="/dashboard/menus/*" element={<MenuEditorScreen />} />
        </Routes>
      </MemoryRouter>
      <ConfirmDialog />
    </QueryClientProvider>,
  );
}

// The whole editor renders in each test: on a busy 2-core machine the first one can take a while.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useUiStore.getState().closeAlert();
});
afterEach(() => vi.unstubAllGlobals());

describe('the menus list', () => {
  it('says what to do when the restaurant has no menu yet', async () => {
    serve([], () => jsonResponse(404, {}));
    renderList();
    expect(await screen.findByRole('heading', { name: 'Ancora nessun menù' })).toBeTruthy();
    expect(screen.getByText(/Crea il primo menù/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Nuovo menù' }));
    expect(await screen.findByRole('dialog', { name: 'Nuovo menù' })).toBeTruthy();
  });

  it('switches a menu off at once, and back on if the server refuses', async () => {
    let refuse!: () => void;
    serve(
      [summary({ id: 5, name: { it: 'Pranzo di lavoro', en: 'Business lunch' } })],
      (method, path) => {
        expect([method, path]).toEqual(['PUT', '/api/menus/5']);
        return new Promise((resolve) => {
          refuse = () => resolve(jsonResponse(500, { detail: 'Boom', code: 'INTERNAL' }));
        });
      },
    );
    renderList();
    const toggle = await screen.findByRole('switch', {
      name: 'Menù Pranzo di lavoro visibile ai clienti',
    });

    await userEvent.click(toggle);
    expect(toggle).toHaveProperty('checked', false);
    expect(screen.getByText('Non attivo')).toBeTruthy();
    refuse();
    await vi.waitFor(() => expect(toggle).toHaveProperty('checked', true));
    expect(useUiStore.getState().alert).toMatchObject({
      severity: 'error',
      message: 'Non è stato possibile disattivare il menù: riprova.',
    });
  });

  it('deletes a menu only after the confirm, naming what goes with it', async () => {
    serve([summary({ id: 5, name: { it: 'Pranzo di lavoro' } })], (method, path) => {
      expect([method, path]).toEqual(['DELETE', '/api/menus/5']);
      return jsonResponse(200, { detail: 'Menu deleted' });
    });
    renderList();
    // Only the first language is written: the card says so.
    const card = (await screen.findByRole('link', { name: 'Pranzo di lavoro' })).closest('li')!;
    expect(within(card).getByRole('status', { name: 'Da tradurre in inglese' })).toBeTruthy();

    await userEvent.click(
      within(card).getByRole('button', { name: 'Altre azioni per Pranzo di lavoro' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Elimina menù' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminare il menù?' });
    expect(
      within(confirm).getByText(/il QR code ai tavoli smetteranno di funzionare/),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
    await vi.waitFor(() => expect(useUiStore.getState().alert.message).toBe('Menù eliminato'));
  });
});
