import type { Order } from '@coperto/shared/orders/order.schemas';
import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import { instantOfWallClock, localDateOf } from '@coperto/shared/restaurants/opening-hours';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEventMessage } from '../../../shared/lib/live-events';
import { initTestI18n } from '../../../test/test-i18n';
import {
  boardOf,
  jsonResponse,
  order,
  RESTAURANT,
  STAFF,
  settings,
} from '../testing/orders-fixtures';
import OrdersScreen from './orders-page';

const live = vi.hoisted(() => ({
  onEvent: (_event: LiveEventMessage) => {},
  onReady: (_resumed: boolean) => {},
}));
vi.mock('../../../shared/lib/live-events', () => ({
  useLiveEvents: (
    _restaurantId: number,
    onEvent: (event: LiveEventMessage) => void,
    onReady: (resumed: boolean) => void,
  ) => {
    live.onEvent = onEvent;
    live.onReady = onReady;
    return 'open';
  },
}));
vi.mock('../../../shared/session/use-signed-in-user', () => ({ useSignedInUser: () => STAFF }));

// A busy 2-core machine runs these beside other suites: give each screen time to load.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const fetchMock = vi.fn<typeof fetch>();
let orders: Map<number, Order>;
let truncated: boolean;
let statusBodies: { id: number; body: Record<string, unknown> }[];
let rushBodies: unknown[];

/** The API of the board: its one read, each order, the settings; status moves change the orders. */
function serve() {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    if (path === '/api/restaurant/1') return jsonResponse(200, RESTAURANT);
    if (path === '/api/ordering-settings/1/rush' && method === 'POST') {
      rushBodies.push(JSON.parse(String(init?.body)));
      const inHalfAnHour = new Date(Date.now() + 30 * 60_000).toISOString();
      return jsonResponse(200, settings({ paused_until: inHalfAnHour }));
    }
    if (path === '/api/ordering-settings/1') return jsonResponse(200, settings());
    if (path === '/api/orders/board' && method === 'GET') {
      return jsonResponse(200, boardOf([...orders.values()], truncated));
    }
    const one = /^\/api\/orders\/(\d+)(\/status)?$/.exec(path);
    const found = one ? orders.get(Number(one[1])) : undefined;
    if (found && one?.[2] && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      statusBodies.push({ id: found.id, body });
      const moved = {
        ...found,
        status: body.to as Order['status'],
        reason: (body.reason as string) ?? null,
      };
      orders.set(found.id, moved);
      return jsonResponse(200, moved);
    }
    if (found) return jsonResponse(200, found);
    return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
  });
}

function renderBoard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/orders']}>
        <Routes>
          <Route path="/dashboard/orders/*" element={<OrdersScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const column = (name: RegExp) => within(screen.getByRole('region', { name }));
const card = async (number: number) =>
  within(await screen.findByRole('article', { name: `Ordine #${number}` }));
const callsTo = (pattern: RegExp) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      pattern.test(new URL(String(input)).pathname) && (init?.method ?? 'GET') === 'GET',
  ).length;
const listCalls = () => callsTo(/^\/api\/orders\/board$/);

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  orders = new Map(
    [
      order({ id: 1, status: 'received' }),
      order({ id: 2, status: 'accepted' }),
      order({ id: 3, status: 'ready', type: 'pickup' }),
      order({ id: 4, status: 'ready', type: 'delivery' }),
      order({ id: 5, status: 'completed' }),
    ].map((o) => [o.id, o]),
  );
  truncated = false;
  statusBodies = [];
  rushBodies = [];
  fetchMock.mockReset();
  serve();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the orders board', () => {
  it('puts each order in its state’s column with only the moves the state machine allows', async () => {
    renderBoard();
    const first = await card(1);
    expect(first.getByRole('button', { name: 'Accetta' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Rifiuta' })).toBeTruthy();
    expect(await first.findByText('senza pepe')).toBeTruthy();
    expect(column(/^Nuovi/).getByRole('article', { name: 'Ordine #1' })).toBeTruthy();
    expect((await card(2)).getByRole('button', { name: 'Inizia a preparare' })).toBeTruthy();
    // A pickup is handed over; a delivery goes out first.
    expect((await card(3)).getByRole('button', { name: 'Consegnato' })).toBeTruthy();
    expect((await card(4)).getByRole('button', { name: 'Parte la consegna' })).toBeTruthy();
    expect((await card(4)).queryByRole('button', { name: 'Consegnato' })).toBeNull();
    // Completed orders leave the board.
    expect(screen.queryByRole('article', { name: 'Ordine #5' })).toBeNull();
  });

  it('shows each card’s dishes from the board’s one read, an order of yesterday with its day', async () => {
    // Placed yesterday at 21:30 on the restaurant's clock for 22:15, accepted and never completed.
    const today = localDateOf(RESTAURANT.time_zone, Date.now());
    const at = (minute: number) =>
      new Date(
        instantOfWallClock(RESTAURANT.time_zone, addDaysToDate(today, -1), minute),
      ).toISOString();
    orders.set(
      7,
      order({
        id: 7,
        number: 41,
        status: 'accepted',
        order_datetime: at(21 * 60 + 30),
        slot_start: at(22 * 60 + 15),
        asap: false,
        ready_at: at(22 * 60 + 15),
      }),
    );
    renderBoard();
    const yesterday = await card(41);
    expect(column(/^Accettati/).getByRole('article', { name: 'Ordine #41' })).toBeTruthy();
    expect(yesterday.getByText('Arrivato ieri 21:30')).toBeTruthy();
    expect(yesterday.getByLabelText('Orario richiesto').textContent).toBe('ieri 22:15');
    expect(yesterday.getByText('senza pepe')).toBeTruthy();
    // Today's orders keep their short form; the finished one is counted, not shown.
    expect((await card(2)).getByText(/^Arrivato: /)).toBeTruthy();
    expect(screen.getByText('Conclusi oggi: 1')).toBeTruthy();
    // One request for the whole board: no card reads its own order.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(listCalls()).toBe(1);
    expect(callsTo(/^\/api\/orders\/\d+$/)).toBe(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the board holds only the newest open orders', async () => {
    truncated = true;
    renderBoard();
    await card(1);
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Il tabellone mostra al massimo 5 ordini: /,
    );
  });

  it('accepts with a ready time chosen in one tap', async () => {
    renderBoard();
    await userEvent.click((await card(1)).getByRole('button', { name: 'Accetta' }));
    const dialog = within(await screen.findByRole('dialog', { name: "Accetta l'ordine #1" }));
    await userEvent.click(dialog.getByRole('button', { name: /\+20 min/ }));
    const before = Date.now();
    await userEvent.click(
      dialog.getByRole('button', { name: /^Accetta · pronto alle \d\d:\d\d$/ }),
    );
    await waitFor(() => expect(statusBodies).toHaveLength(1));
    const { id, body } = statusBodies[0]!;
    expect(id).toBe(1);
    expect(body.to).toBe('accepted');
    const minutes = (Date.parse(String(body.ready_at)) - before) / 60_000;
    expect(minutes).toBeGreaterThan(19);
    expect(minutes).toBeLessThanOrEqual(21);
    await waitFor(() =>
      expect(column(/^Accettati/).getByRole('article', { name: 'Ordine #1' })).toBeTruthy(),
    );
  });

  it('rejects only with a reason, a usual one in a tap', async () => {
    renderBoard();
    await userEvent.click((await card(1)).getByRole('button', { name: 'Rifiuta' }));
    const dialog = within(await screen.findByRole('dialog', { name: "Rifiuta l'ordine #1" }));
    const confirm = dialog.getByRole('button', { name: 'Rifiuta' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await userEvent.click(dialog.getByRole('button', { name: 'Troppi ordini in questo momento' }));
    expect(confirm.hasAttribute('disabled')).toBe(false);
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(statusBodies).toEqual([
        { id: 1, body: { to: 'rejected', reason: 'Troppi ordini in questo momento' } },
      ]),
    );
  });

  it('moves an order on in one tap, and cancels one from its menu with a typed reason', async () => {
    renderBoard();
    await userEvent.click((await card(2)).getByRole('button', { name: 'Inizia a preparare' }));
    await waitFor(() => expect(statusBodies).toEqual([{ id: 2, body: { to: 'preparing' } }]));

    await userEvent.click(
      (await card(3)).getByRole('button', { name: "Altre azioni per l'ordine #3" }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Annulla ordine' }));
    const dialog = within(await screen.findByRole('dialog', { name: "Annulla l'ordine #3" }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Motivo' }), 'Il forno si è rotto');
    await userEvent.click(dialog.getByRole('button', { name: 'Annulla ordine' }));
    await waitFor(() =>
      expect(statusBodies[1]).toEqual({
        id: 3,
        body: { to: 'cancelled', reason: 'Il forno si è rotto' },
      }),
    );
  });

  it('offers no cancel for an order not yet accepted: it is rejected instead', async () => {
    renderBoard();
    await userEvent.click(
      (await card(1)).getByRole('button', { name: "Altre azioni per l'ordine #1" }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Stampa comanda' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Annulla ordine' })).toBeNull();
  });

  it('reads the board again on an order event, and never on a timer', async () => {
    renderBoard();
    await card(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = listCalls();
    orders.set(6, order({ id: 6, status: 'received' }));
    live.onEvent({
      id: '9',
      type: 'order.created',
      payload: { order_id: 6, restaurant_id: 1, status: 'received' },
    });
    expect(await screen.findByRole('article', { name: 'Ordine #6' })).toBeTruthy();
    expect(listCalls()).toBe(before + 1);
    // Another restaurant's event, or another area's, reads nothing.
    live.onEvent({
      id: '10',
      type: 'order.updated',
      payload: { order_id: 99, restaurant_id: 2, status: 'accepted' },
    });
    live.onEvent({ id: '11', type: 'menu.updated', payload: {} });
    // A pause from another tablet reads the busy-night state, not the board.
    const settingsCalls = () =>
      fetchMock.mock.calls.filter(
        ([input]) => new URL(String(input)).pathname === '/api/ordering-settings/1',
      ).length;
    const settingsBefore = settingsCalls();
    live.onEvent({ id: '12', type: 'ordering.updated', payload: { restaurant_id: 1 } });
    await waitFor(() => expect(settingsCalls()).toBe(settingsBefore + 1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(listCalls()).toBe(before + 1);
  });

  it('pauses online orders in one tap and says until when', async () => {
    renderBoard();
    const bar = within(await screen.findByRole('region', { name: 'Serata piena' }));
    expect(bar.getByRole('status').textContent).toBe('Ordini online: tutto normale');
    expect(bar.queryByRole('button', { name: 'Torna normale' })).toBeNull();
    await userEvent.click(bar.getByRole('button', { name: 'Pausa 30 min' }));
    await waitFor(() => expect(rushBodies).toEqual([{ action: 'pause', minutes: 30 }]));
    expect(await bar.findByText(/^Ordini online in pausa fino alle \d\d:\d\d$/)).toBeTruthy();
    expect(bar.getByRole('button', { name: 'Torna normale' })).toBeTruthy();
  });

  it('prints a kitchen ticket from a card’s menu, the sheet gone once printed', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderBoard();
    await userEvent.click(
      (await card(2)).getByRole('button', { name: "Altre azioni per l'ordine #2" }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Stampa comanda' }));
    const sheet = await screen.findByTestId('kitchen-ticket');
    // Straight under <body>, so print CSS can hide everything else.
    expect(sheet.parentElement).toBe(document.body);
    expect(sheet.textContent).toContain('#2');
    expect(sheet.textContent).toContain('2× Cacio e pepe');
    expect(sheet.textContent).toContain('senza pepe');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(screen.queryByTestId('kitchen-ticket')).toBeNull());
  });

  it('with auto-print on, prints each order accepted from then on, one ticket at a time', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderBoard();
    await card(2);
    const toggle = screen.getByRole('button', { name: 'Stampa automatica' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    // Order 2 was accepted before: it is not printed. Two orders accepted elsewhere arrive.
    orders.set(1, { ...orders.get(1)!, status: 'accepted' });
    orders.set(7, order({ id: 7, status: 'accepted' }));
    live.onEvent({
      id: '20',
      type: 'order.updated',
      payload: { order_id: 1, restaurant_id: 1, status: 'accepted' },
    });
    const sheet = await screen.findByTestId('kitchen-ticket');
    expect(sheet.textContent).toContain('#1');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(screen.getByTestId('kitchen-ticket').textContent).toContain('#7'));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(screen.queryByTestId('kitchen-ticket')).toBeNull());
    expect(print).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Stampa automatica attiva' }));
  });
});
