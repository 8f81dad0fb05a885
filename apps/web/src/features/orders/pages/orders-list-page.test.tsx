import type { Order } from '@coperto/shared/orders/order.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIn } from '../../../shared/lib/dates';
import type { LiveEventMessage } from '../../../shared/lib/live-events';
import { runLogoutResets } from '../../../shared/lib/logout-reset-registry';
import { initTestI18n } from '../../../test/test-i18n';
import { jsonResponse, order, RESTAURANT, STAFF, summaryOf } from '../testing/orders-fixtures';
import OrdersScreen from './orders-page';

vi.mock('../../../shared/session/use-signed-in-user', () => ({ useSignedInUser: () => STAFF }));
const live = vi.hoisted(() => ({
  onEvent: (_event: LiveEventMessage) => {},
}));
vi.mock('../../../shared/lib/live-events', () => ({
  useLiveEvents: (_restaurantId: number, onEvent: (event: LiveEventMessage) => void) => {
    live.onEvent = onEvent;
    return 'open';
  },
}));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const fetchMock = vi.fn<typeof fetch>();
const ORDERS: Order[] = [
  order({ id: 7, status: 'completed', customer_name: 'Anna Rossi', total: 32.5 }),
  order({ id: 8, status: 'received', customer_name: 'Bruno Verdi', total: 18 }),
];

/** The list's API: the query it was asked is kept; the same two orders answer every page. */
function serve() {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/restaurant/1') return jsonResponse(200, RESTAURANT);
    if (url.pathname === '/api/orders/export') {
      return new Response('\uFEFFNumero;Cliente\n', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="ordini-2026-11-01.csv"' },
      });
    }
    if (url.pathname === '/api/orders') {
      return jsonResponse(200, {
        items: ORDERS.map(summaryOf),
        total: 2,
        page: 1,
        limit: 20,
        totals: { count: 2, total: 50.5 },
      });
    }
    const one = /^\/api\/orders\/(\d+)$/.exec(url.pathname);
    const found = ORDERS.find((o) => o.id === Number(one?.[1]));
    if (found) return jsonResponse(200, found);
    return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
  });
}

/** Each query the list sent to GET /api/orders, as name → value. */
const listQueries = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input)))
    .filter((url) => url.pathname === '/api/orders')
    .map((url) => Object.fromEntries(url.searchParams));
const lastListQuery = () => listQueries().at(-1);

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/orders/list']}>
        <Routes>
          <Route path="/dashboard/orders/*" element={<OrdersScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const today = () => todayIn('Europe/Rome');

/** jsdom has no media queries: answer as a desktop (every min-width matches) or as a phone. */
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

beforeAll(() => initTestI18n('it'));
beforeEach(async () => {
  // The list states outlive a screen (spec §4): each test starts as after a logout.
  await runLogoutResets();
  fetchMock.mockReset();
  serve();
  vi.stubGlobal('fetch', fetchMock);
  emulateScreen(true);
});
afterEach(() => vi.unstubAllGlobals());

describe('the orders list', () => {
  it("asks for today's orders in the restaurant's zone, newest first, and shows the range's totals", async () => {
    renderList();
    expect(await screen.findByText('Anna Rossi')).toBeTruthy();
    expect(lastListQuery()).toMatchObject({
      restaurant_id: '1',
      from: today(),
      to: today(),
      orderByColumn: 'order_datetime',
      orderByType: 'desc',
      page: '1',
    });
    const totals = screen.getByRole('status', { name: 'Totali del periodo scelto' });
    expect(within(totals).getByText('2')).toBeTruthy();
    expect(within(totals).getByText(/50,50/)).toBeTruthy();
    // One word per state, not the board's column names.
    expect(screen.getByText('Completato')).toBeTruthy();
    expect(screen.getByText('Nuovo')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Elenco', selected: true })).toBeTruthy();
  });

  it('sends each filter and the search, and starts again from page 1', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Anna Rossi');

    await user.click(screen.getByRole('combobox', { name: 'Stato' }));
    await user.click(await screen.findByRole('option', { name: 'Annullato' }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ status: 'cancelled' }));

    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Consegna' }));
    await user.click(screen.getByRole('combobox', { name: 'Pagamento' }));
    await user.click(await screen.findByRole('option', { name: 'Carta' }));
    await waitFor(() =>
      expect(lastListQuery()).toMatchObject({
        status: 'cancelled',
        type: 'delivery',
        payment_method: 'card',
        page: '1',
      }),
    );

    await user.type(screen.getByRole('searchbox', { name: /Cerca nome/ }), '333 12');
    await waitFor(() => expect(lastListQuery()).toMatchObject({ search: '333 12' }));

    // A date picked in the browser's calendar arrives whole, as one change.
    fireEvent.input(screen.getByLabelText('Dal'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(lastListQuery()).toMatchObject({ from: '2026-11-01' }));
    // An end before the start moves the start back with it: the range never runs backwards.
    fireEvent.input(screen.getByLabelText('Al'), { target: { value: '2026-10-20' } });
    await waitFor(() =>
      expect(lastListQuery()).toMatchObject({ from: '2026-10-20', to: '2026-10-20' }),
    );
  });

  it('keeps its filters when the user leaves the list and comes back', async () => {
    const user = userEvent.setup();
    const first = renderList();
    await screen.findByText('Anna Rossi');
    await user.click(screen.getByRole('combobox', { name: 'Stato' }));
    await user.click(await screen.findByRole('option', { name: 'Completato' }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ status: 'completed' }));
    first.unmount();

    fetchMock.mockClear();
    renderList();
    await screen.findByText('Anna Rossi');
    expect(listQueries()[0]).toMatchObject({ status: 'completed', from: today() });
    expect(screen.getByRole('combobox', { name: 'Stato' }).textContent).toBe('Completato');
  });

  it("opens an order's detail from its row, and from its number for the keyboard", async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByText('Anna Rossi'));
    const drawer = await screen.findByRole('dialog', { name: '#7 · Anna Rossi' });
    expect(within(drawer).getByText('Cacio e pepe')).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: "Apri l'ordine #8" }));
    expect(await screen.findByRole('dialog', { name: '#8 · Bruno Verdi' })).toBeTruthy();
  });

  it('exports the same filters as a CSV file, without the page', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      renderList();
      await screen.findByText('Anna Rossi');
      await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
      await user.click(await screen.findByRole('option', { name: 'Ritiro' }));
      await waitFor(() => expect(lastListQuery()).toMatchObject({ type: 'pickup' }));
      await user.click(screen.getByRole('button', { name: 'Esporta CSV' }));
      await waitFor(() => expect(saved).toEqual(['ordini-2026-11-01.csv']));
      const exported = fetchMock.mock.calls
        .map(([input]) => new URL(String(input)))
        .find((url) => url.pathname === '/api/orders/export');
      const query = Object.fromEntries(exported?.searchParams ?? []);
      expect(query).toMatchObject({
        restaurant_id: '1',
        type: 'pickup',
        from: today(),
        to: today(),
        orderByColumn: 'order_datetime',
        orderByType: 'desc',
        language: 'it',
      });
      expect(query.page).toBeUndefined();
      expect(query.limit).toBeUndefined();
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });

  it('offers the way back to today when nothing matches', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input));
      if (url.pathname === '/api/restaurant/1') return jsonResponse(200, RESTAURANT);
      return jsonResponse(200, {
        items: [],
        total: 0,
        page: 1,
        limit: 20,
        totals: { count: 0, total: 0 },
      });
    });
    renderList();
    await screen.findByText('Nessun ordine oggi, per ora');
    await user.click(screen.getByRole('combobox', { name: 'Stato' }));
    await user.click(await screen.findByRole('option', { name: 'Rifiutato' }));
    await user.click(await screen.findByRole('button', { name: 'Torna a oggi' }));
    await waitFor(() => expect(lastListQuery()?.status).toBeUndefined());
    expect(lastListQuery()).toMatchObject({ from: today(), to: today() });
  });

  it('shows a card per order on a phone, each opening its detail, with the same pages', async () => {
    emulateScreen(false);
    const user = userEvent.setup();
    renderList();
    const card = await screen.findByRole('button', { name: "Apri l'ordine #7" });
    expect(within(card).getByText('Anna Rossi')).toBeTruthy();
    expect(within(card).getByText('Completato')).toBeTruthy();
    expect(within(card).getByText(/32,50/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('1–2 di 2')).toBeTruthy();
    await user.click(card);
    expect(await screen.findByRole('dialog', { name: '#7 · Anna Rossi' })).toBeTruthy();
  });

  it('reads the list again when an order of this restaurant is placed or moved, never on a timer', async () => {
    renderList();
    await screen.findByText('Anna Rossi');
    const before = listQueries().length;
    act(() =>
      live.onEvent({
        id: '1',
        type: 'order.updated',
        payload: { order_id: 8, restaurant_id: 2, status: 'accepted' },
      }),
    );
    act(() => live.onEvent({ id: '2', type: 'ordering.updated', payload: { restaurant_id: 1 } }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(listQueries()).toHaveLength(before);
    act(() =>
      live.onEvent({
        id: '3',
        type: 'order.created',
        payload: { order_id: 9, restaurant_id: 1, status: 'received' },
      }),
    );
    await waitFor(() => expect(listQueries()).toHaveLength(before + 1));
  });
});
