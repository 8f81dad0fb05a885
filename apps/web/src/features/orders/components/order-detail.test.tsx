import type { Order } from '@coperto/shared/orders/order.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCurrentUser } from '../../../shared/session/session-fixtures';
import { initTestI18n } from '../../../test/test-i18n';
import OrdersScreen from '../pages/orders-page';
import { jsonResponse, order, RESTAURANT, STAFF, staffMenu } from '../testing/orders-fixtures';

/** Who is signed in: staff by default, an owner for the refunds. */
let signedIn = STAFF;
vi.mock('../../../shared/session/use-signed-in-user', () => ({
  useSignedInUser: () => signedIn,
}));
const OWNER = fakeCurrentUser(Date.now() + 3_600_000, 'owner');

// A busy 2-core machine runs these beside other suites: give each screen time to load.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const fetchMock = vi.fn<typeof fetch>();
let current: Order;
let corrections: unknown[];
let refunds: unknown[];
/** What the refund call answers next, when not the order refunded as asked. */
let refundAnswer: Response | null;

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
  refunds = [];
  refundAnswer = null;
  signedIn = STAFF;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const { pathname } = new URL(String(input));
    if (pathname === '/api/restaurant/1') return jsonResponse(200, RESTAURANT);
    if (pathname === '/api/restaurant/1/menus') return jsonResponse(200, { menus: [staffMenu()] });
    if (pathname === '/api/orders/7/items' && init?.method === 'PUT') {
      corrections.push(JSON.parse(String(init.body)));
      return jsonResponse(200, current);
    }
    if (pathname === '/api/orders/7/refund' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      refunds.push(body);
      if (refundAnswer) return refundAnswer;
      const amount = body.amount ?? current.total - current.refunded;
      current = {
        ...current,
        refunded: current.refunded + amount,
        payment_status: current.refunded + amount >= current.total ? 'refunded' : 'paid',
        events: [
          ...current.events,
          {
            from_status: current.status,
            to_status: current.status,
            reason: body.reason ?? null,
            items_changed: null,
            at: '2026-11-26T18:30:00Z',
            by: 'Olga Owner',
            refund: amount,
          },
        ],
      };
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

describe("a card order's refund", () => {
  const paidByCard = (): Order => ({
    ...corrected(),
    status: 'completed',
    payment_method: 'card',
    payment_status: 'paid',
  });

  it('gives a part back with a reason, and shows it done in the payment and the history', async () => {
    signedIn = OWNER;
    current = paidByCard();
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Rimborsa' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rimborso ordine #7' }));
    expect(dialog.getByText(/Il cliente ha pagato 23,00/)).toBeTruthy();
    await userEvent.click(dialog.getByRole('radio', { name: 'Una parte' }));
    const amount = dialog.getByRole('textbox', { name: 'Importo da rimborsare' });
    await userEvent.type(amount, '30');
    expect(dialog.getByText(/Al massimo 23,00/)).toBeTruthy();
    expect((dialog.getByRole('button', { name: 'Rimborsa' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '5,50');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Motivo (facoltativo)' }),
      'Tiramisù mancante',
    );
    await userEvent.click(dialog.getByRole('button', { name: /^Rimborsa 5,50/ }));
    await waitFor(() => expect(refunds).toEqual([{ amount: 5.5, reason: 'Tiramisù mancante' }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Rimborso/ })).toBeNull());
    const norm = (s: string | null) => s?.replace(/\u00a0/g, ' ');
    expect(norm(screen.getByTestId('order-refunded').textContent)).toBe(
      'Rimborsati 5,50 € di 23,00 €',
    );
    expect(
      screen.getByText(
        (_, el) =>
          norm(el?.textContent ?? '') === 'Rimborso di 5,50 € sulla carta' && el?.tagName === 'P',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Motivo: Tiramisù mancante')).toBeTruthy();
    // What is left can still be given back, all of it by default (no amount: the server's sum).
    await userEvent.click(screen.getByRole('button', { name: 'Rimborsa' }));
    const again = within(await screen.findByRole('dialog', { name: 'Rimborso ordine #7' }));
    expect(again.getByRole('radio', { name: /Tutto \(17,50/ })).toBeTruthy();
    await userEvent.click(again.getByRole('button', { name: /^Rimborsa 17,50/ }));
    await waitFor(() => expect(refunds).toHaveLength(2));
    expect(refunds[1]).toEqual({});
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Rimborsa' })).toBeNull());
  });

  it('gives an order a gift card paid alone back on the gift card', async () => {
    signedIn = OWNER;
    current = {
      ...corrected(),
      status: 'completed',
      payment_method: 'at_restaurant',
      payment_status: 'paid',
      gift_card: 23,
      gift_card_last4: '4821',
      to_pay: 0,
    };
    renderDetail();
    expect((await screen.findByTestId('order-payment')).textContent).toBe('Carta regalo · pagato');
    await userEvent.click(await screen.findByRole('button', { name: 'Rimborsa' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rimborso ordine #7' }));
    expect(dialog.getByText(/pagato 23,00 .* con la carta regalo\s···4821/)).toBeTruthy();
    expect(dialog.getByText(/torna subito sul saldo della carta regalo\s···4821/)).toBeTruthy();
    expect(dialog.queryByText(/Stripe/)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: /^Rimborsa 23,00/ }));
    await waitFor(() => expect(refunds).toEqual([{}]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Rimborsa' })).toBeNull());
    expect(screen.getByTestId('order-refunded').textContent?.replace(/\u00a0/g, ' ')).toBe(
      'Rimborsati 23,00 € di 23,00 €',
    );
    expect(
      screen.getByText(
        (_, el) =>
          el?.tagName === 'P' &&
          el.textContent?.replace(/\u00a0/g, ' ') === 'Rimborso di 23,00 € sulla carta regalo',
      ),
    ).toBeTruthy();
  });

  it('says so when Stripe does not answer, and keeps the dialog', async () => {
    signedIn = OWNER;
    current = paidByCard();
    refundAnswer = jsonResponse(503, { code: 'SERVICE_UNAVAILABLE', detail: 'Down' });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Rimborsa' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rimborso ordine #7' }));
    await userEvent.click(dialog.getByRole('button', { name: /^Rimborsa 23,00/ }));
    expect((await dialog.findByRole('alert')).textContent).toContain('Stripe non risponde');
  });

  it('is not offered to staff', async () => {
    current = paidByCard();
    renderDetail();
    expect(await screen.findByTestId('order-payment')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rimborsa' })).toBeNull();
  });

  it.each([
    ['paid at the restaurant', { payment_method: 'at_restaurant', payment_status: 'unpaid' }],
    [
      'paid at the restaurant, a gift card only in part',
      { payment_method: 'at_restaurant', payment_status: 'paid', gift_card: 10, to_pay: 13 },
    ],
    ['refunded', { payment_status: 'refunded', refunded: 23 }],
    ['waiting for its payment', { status: 'awaiting_payment', payment_status: 'pending' }],
  ] as const)('is not offered for an order %s', async (_, changes) => {
    signedIn = OWNER;
    current = { ...paidByCard(), ...changes };
    renderDetail();
    expect(await screen.findByTestId('order-payment')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rimborsa' })).toBeNull();
  });
});
