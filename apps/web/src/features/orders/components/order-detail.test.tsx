import type { Order } from '@coperto/shared/orders/order.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import OrdersScreen from '../pages/orders-page';
import { jsonResponse, order, RESTAURANT, STAFF, staffMenu } from '../testing/orders-fixtures';

vi.mock('../../../shared/session/use-signed-in-user', () => ({ useSignedInUser: () => STAFF }));

// A busy 2-core machine runs these beside other suites: give each screen time to load.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const fetchMock = vi.fn<typeof fetch>();
let current: Order;
let corrections: unknown[];

const corrected = (): Order =>
  order({
    id: 7,
    status: 'accepted',
    type: 'delivery',
    delivery_address: {
      address: 'Via del Corso',
      street_number: '12',
      cap: '00186',
      city: 'Roma',
      notes: 'Citofono Rossi',
    },
    delivery_fee: 3,
    total: 23,
    vat: [
      { rate_code: 'food', rate: 10, net: 18.18, vat: 1.82, gross: 20 },
      { rate_code: 'standard', rate: 22, net: 2.46, vat: 0.54, gross: 3 },
    ],
    events: [
      {
        from_status: null,
        to_status: 'received',
        reason: null,
        items_changed: null,
        at: '2026-11-26T18:00:00Z',
        by: null,
        refund: null,
      },
      {
        from_status: 'received',
        to_status: 'accepted',
        reason: null,
        items_changed: null,
        at: '2026-11-26T18:02:00Z',
        by: 'Sara Staff',
        refund: null,
      },
      {
        from_status: 'accepted',
        to_status: 'accepted',
        reason: null,
        items_changed: {
          before: [{ name: 'Carbonara', variant_name: null, quantity: 1 }],
          after: [{ name: 'Cacio e pepe', variant_name: null, quantity: 2 }],
        },
        at: '2026-11-26T18:05:00Z',
        by: 'Sara Staff',
        refund: null,
      },
    ],
  });

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  current = corrected();
  corrections = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const { pathname } = new URL(String(input));
    if (pathname === '/api/restaurant/1') return jsonResponse(200, RESTAURANT);
    if (pathname === '/api/restaurant/1/menus') return jsonResponse(200, { menus: [staffMenu()] });
    if (pathname === '/api/orders/7/items' && init?.method === 'PUT') {
      corrections.push(JSON.parse(String(init.body)));
      return jsonResponse(200, current);
    }
    if (pathname === '/api/orders/7') return jsonResponse(200, current);
    return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderDetail() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/orders/7']}>
        <Routes>
          <Route path="/dashboard/orders/*" element={<OrdersScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("an order's detail", () => {
  it('shows VAT by rate, the address, and the history with who, and a correction before and after', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { name: '#7 · Cliente 7' })).toBeTruthy();
    const vat = within(screen.getByRole('table', { name: 'IVA per aliquota' }));
    expect(vat.getByRole('row', { name: /22 %/ }).textContent).toContain('0,54');
    expect(screen.getByText('Citofono Rossi')).toBeTruthy();
    expect(screen.getAllByText(/Sara Staff/)).toHaveLength(2);
    expect(screen.getByText('Nuovo → Accettato')).toBeTruthy();
    expect(screen.getByText('Piatti corretti')).toBeTruthy();
    expect(screen.getByText('1× Carbonara')).toBeTruthy();
    expect(screen.getByText('2× Cacio e pepe')).toBeTruthy();
    // Accepted: it moves on, or is cancelled; never rejected any more.
    expect(screen.getByRole('button', { name: 'Inizia a preparare' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Annulla ordine' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rifiuta' })).toBeNull();
  });

  it('corrects the lines of an order the kitchen has not started', async () => {
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Correggi' }));
    const dialog = within(await screen.findByRole('dialog', { name: "Correggi l'ordine #7" }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Uno in più: Cacio e pepe' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Aggiungi Margherita' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Margherita' })).getByRole('button', {
        name: /Normale/,
      }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Salva la correzione' }));
    await waitFor(() =>
      expect(corrections).toEqual([
        {
          items: [
            { item_id: 10, quantity: 3, notes: 'senza pepe' },
            { item_id: 11, variant: 0, quantity: 1 },
          ],
        },
      ]),
    );
  });

  it('offers no correction once the kitchen has started', async () => {
    current = { ...corrected(), status: 'preparing' };
    renderDetail();
    expect(await screen.findByRole('button', { name: 'Pronto' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Correggi' })).toBeNull();
  });
});
