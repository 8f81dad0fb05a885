import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import type { Floor } from '@coperto/shared/floor/floor.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEventMessage } from '../../../shared/lib/live-events';
import { fakeCurrentUser, jsonResponse } from '../../../shared/session/session-fixtures';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { GlobalAlert } from '../../../shared/ui/global-alert';
import { initTestI18n } from '../../../test/test-i18n';
import { floorOf, tableOf } from '../testing/floor-fixtures';
import { FloorPlanPage } from './floor-plan-page';

const session = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('../../../shared/session/use-signed-in-user', () => ({
  useSignedInUser: () => session.user,
}));
const live = vi.hoisted(() => ({ onEvent: (_event: LiveEventMessage) => {} }));
vi.mock('../../../shared/lib/live-events', () => ({
  useLiveEvents: (_restaurantId: number, onEvent: (event: LiveEventMessage) => void) => {
    live.onEvent = onEvent;
    return 'open';
  },
}));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const fetchMock = vi.fn<typeof fetch>();
let floor: Floor;
let floorReads = 0;
/** What the next write answers, by "METHOD path"; absent: the floor's own behaviour. */
let refuse: Record<string, Response> = {};
const sent: { method: string; path: string; body: unknown }[] = [];

function demoFloor(): Floor {
  return floorOf([
    {
      id: 1,
      name: 'Sala',
      tables: [
        tableOf(10, '1', 1, { x: 2, y: 2 }),
        tableOf(11, '2', 1, { x: 8, y: 2, neighbour_ids: [12] }),
        tableOf(12, '3', 1, { x: 14, y: 2, neighbour_ids: [11] }),
      ],
    },
    { id: 2, name: 'Dehors', tables: [tableOf(20, '20', 2)] },
  ]);
}

function serve() {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (method !== 'GET') sent.push({ method, path: url.pathname, body });
    const refused = refuse[`${method} ${url.pathname}`];
    if (refused) return refused.clone();
    if (method === 'GET' && url.pathname === '/api/floor/1') {
      floorReads += 1;
      return jsonResponse(200, floor);
    }
    if (method === 'PUT' && url.pathname === '/api/floor/1/layout') {
      const rows = (body as { tables: { id: number }[] }).tables;
      floor = {
        ...floor,
        areas: floor.areas.map((area) => ({
          ...area,
          tables: area.tables.map((table) => {
            const row = rows.find((one) => one.id === table.id);
            return row ? { ...table, ...row } : table;
          }),
        })),
      };
      return jsonResponse(200, floor);
    }
    if (method === 'PUT' && url.pathname.startsWith('/api/floor-tables/')) {
      const id = Number(url.pathname.split('/').at(-1));
      const table = floor.areas.flatMap((area) => area.tables).find((one) => one.id === id)!;
      const updated = { ...table, ...(body as object) };
      floor = {
        ...floor,
        areas: floor.areas.map((area) => ({
          ...area,
          tables: area.tables.map((one) => (one.id === id ? updated : one)),
        })),
      };
      return jsonResponse(200, updated);
    }
    return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
  });
}

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  floor = demoFloor();
  floorReads = 0;
  refuse = {};
  sent.length = 0;
  session.user = fakeCurrentUser(Date.now() + 3_600_000, 'owner');
  fetchMock.mockReset();
  serve();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderEditor() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/dashboard/floor/plan']}>
        <FloorPlanPage />
        <ConfirmDialog />
        <GlobalAlert />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const tableButton = (name: string) =>
  screen.findByRole('button', { name: new RegExp(`^Tavolo ${name}, `) });

describe('the floor plan editor', () => {
  it('saves every moved table in one layout call, and only those', async () => {
    renderEditor();
    const one = await tableButton('1');
    fireEvent.keyDown(one, { key: 'ArrowRight' });
    fireEvent.keyDown(one, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(await tableButton('3'), { key: 'ArrowLeft' });
    expect(screen.getByText('2 tavoli spostati, non ancora salvati')).toBeTruthy();
    // Moved by the keys, it is selected; turned from its side panel: part of the same layout.
    const panel = await screen.findByRole('region', { name: 'Tavolo 3' });
    fireEvent.click(within(panel).getByRole('button', { name: '90°' }));

    fireEvent.click(screen.getByRole('button', { name: 'Salva disposizione' }));
    await screen.findByText('Disposizione salvata', { selector: '[role="status"]' });
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/floor/1/layout',
        body: {
          tables: [
            { id: 10, area_id: 1, x: 3, y: 7, width: 3, height: 3, rotation: 0 },
            { id: 12, area_id: 1, x: 13, y: 2, width: 3, height: 3, rotation: 90 },
          ],
        },
      },
    ]);
    expect((await tableButton('1')).getAttribute('data-x')).toBe('3');
    expect(
      (screen.getByRole('button', { name: 'Salva disposizione' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('says which tables a refused save could not place, and keeps the moves', async () => {
    refuse['PUT /api/floor/1/layout'] = jsonResponse(422, {
      detail: 'Some tables cannot be placed',
      code: 'RULE_BROKEN',
      fields: { 'tables.0.id': 'Not a table of this restaurant' },
    });
    renderEditor();
    fireEvent.keyDown(await tableButton('1'), { key: 'ArrowRight' });
    fireEvent.click(screen.getByRole('button', { name: 'Salva disposizione' }));
    const alert = await screen.findByText(/La disposizione non è stata salvata/);
    expect(alert.closest('[role="alert"]')?.textContent).toContain(
      "il tavolo 1 non esiste più (eliminato da un'altra schermata)",
    );
    expect(screen.getByText('1 tavolo spostato, non ancora salvato')).toBeTruthy();
    expect((await tableButton('1')).getAttribute('data-x')).toBe('3');
  });

  it("reloads on another screen's save when clean, and only warns when there are moves", async () => {
    renderEditor();
    await tableButton('1');
    expect(floorReads).toBe(1);
    floor = {
      ...floor,
      areas: floor.areas.map((area) => ({
        ...area,
        tables: area.tables.map((table) => (table.id === 11 ? { ...table, x: 30 } : table)),
      })),
    };
    act(() => live.onEvent({ id: '1', type: 'floor.updated', payload: { restaurant_id: 1 } }));
    await waitFor(async () => expect((await tableButton('2')).getAttribute('data-x')).toBe('30'));

    fireEvent.keyDown(await tableButton('1'), { key: 'ArrowDown' });
    act(() => live.onEvent({ id: '2', type: 'floor.updated', payload: { restaurant_id: 1 } }));
    await screen.findByText(/Un'altra schermata ha appena salvato la pianta/);
    expect(floorReads).toBe(2);
    // Another restaurant's event is not this plan's.
    act(() => live.onEvent({ id: '3', type: 'floor.updated', payload: { restaurant_id: 9 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Ricarica la pianta' }));
    await waitFor(() => expect(floorReads).toBe(3));
    expect(screen.queryByText(/Un'altra schermata/)).toBeNull();
    expect((await tableButton('1')).getAttribute('data-y')).toBe('2');
  });

  it('explains a table in use cannot be deleted, and deactivates it instead', async () => {
    refuse['DELETE /api/floor-tables/11'] = jsonResponse(409, {
      detail: 'The table is in use by bookings or orders: deactivate it instead',
      code: 'CONFLICT',
      fields: { id: 'in_use' },
    });
    renderEditor();
    fireEvent.click(await tableButton('2'));
    const panel = await screen.findByRole('region', { name: 'Tavolo 2' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Elimina tavolo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare il tavolo 2?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Elimina tavolo' }));
    await within(panel).findByText(/ha prenotazioni o ordini e non si può eliminare/);
    // Once the confirm dialog has closed (it hides the page from the accessibility tree while open).
    fireEvent.click(await within(panel).findByRole('button', { name: 'Disattiva' }));
    await waitFor(() => expect(sent.at(-1)?.method).toBe('PUT'));
    expect(sent.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/floor-tables/11',
      body: {
        area_id: 1,
        name: '2',
        seats_min: 1,
        seats_max: 2,
        shape: 'square',
        x: 8,
        y: 2,
        width: 3,
        height: 3,
        rotation: 0,
        active: false,
      },
    });
  });

  it('says the table is saved after a rename or a switch of Attivo, and takes in a change saved elsewhere', async () => {
    renderEditor();
    fireEvent.click(await tableButton('2'));
    let panel = await screen.findByRole('region', { name: 'Tavolo 2' });
    const nameField = () =>
      within(panel).getByRole<HTMLInputElement>('textbox', { name: 'Nome o numero' });
    const saveButton = () =>
      within(panel).getByRole<HTMLButtonElement>('button', { name: 'Salva tavolo' });
    fireEvent.input(nameField(), { target: { value: ' 12 ' } });
    fireEvent.click(saveButton());
    // The panel now names the table as saved, and says it was.
    panel = await screen.findByRole('region', { name: 'Tavolo 12' });
    expect((await within(panel).findByRole('status')).textContent).toBe('Tavolo salvato');
    expect(sent.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/floor-tables/11',
      body: { name: '12', active: true },
    });
    expect(nameField().value).toBe('12');
    expect(saveButton().disabled).toBe(true);

    // Switched off: the message goes with the change, and comes back once saved.
    const activeSwitch = within(panel).getByRole<HTMLInputElement>('switch', { name: 'Attivo' });
    fireEvent.click(activeSwitch);
    expect(within(panel).queryByRole('status')).toBeNull();
    fireEvent.click(saveButton());
    expect((await within(panel).findByRole('status')).textContent).toBe('Tavolo salvato');
    expect(sent.at(-1)).toMatchObject({ body: { name: '12', active: false } });
    expect(activeSwitch.checked).toBe(false);
    expect(saveButton().disabled).toBe(true);

    // Another screen renames it, past the echo of this screen's own save: the untouched form
    // takes the new name in.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5000 });
    const renamed = (name: string) => ({
      ...floor,
      areas: floor.areas.map((area) => ({
        ...area,
        tables: area.tables.map((table) => (table.id === 11 ? { ...table, name } : table)),
      })),
    });
    floor = renamed('14');
    act(() => live.onEvent({ id: '1', type: 'floor.updated', payload: { restaurant_id: 1 } }));
    panel = await screen.findByRole('region', { name: 'Tavolo 14' });
    expect(nameField().value).toBe('14');
    expect(within(panel).queryByRole('status')).toBeNull();
    // While the user types, a change saved elsewhere does not overwrite what they typed.
    fireEvent.input(nameField(), { target: { value: '15' } });
    floor = renamed('16');
    act(() => live.onEvent({ id: '2', type: 'floor.updated', payload: { restaurant_id: 1 } }));
    panel = await screen.findByRole('region', { name: 'Tavolo 16' });
    expect(nameField().value).toBe('15');
    expect(saveButton().disabled).toBe(false);
  });

  it('marks the joinable neighbours and saves a new set', async () => {
    renderEditor();
    fireEvent.click(await tableButton('2'));
    const panel = await screen.findByRole('region', { name: 'Tavolo 2' });
    const three = within(panel).getByRole('button', { name: '3' });
    expect(three.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(panel).getByRole('button', { name: '1' }));
    refuse['PUT /api/floor-tables/11/neighbours'] = jsonResponse(200, floor);
    fireEvent.click(within(panel).getByRole('button', { name: 'Salva abbinamenti' }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        method: 'PUT',
        path: '/api/floor-tables/11/neighbours',
        body: { neighbour_ids: [10, 12] },
      }),
    );
  });

  it("refuses staff: the plan is an owner's and a manager's work", async () => {
    session.user = fakeCurrentUser(Date.now() + 3_600_000, 'staff');
    renderEditor();
    expect(
      await screen.findByRole('heading', { name: 'Non hai accesso a questa sezione' }),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
