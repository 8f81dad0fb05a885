import type { PublicOrder } from '@coperto/shared/orders/order.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import { OrderTracking, stepsOf } from './order-tracking';

const PUBLIC_ID = 'AbCdEfGhIjKlMnOpQrStUv';

function order(changes: Partial<PublicOrder> = {}): PublicOrder {
  // Asserted: the answer gains fields (a card order's payment page) this page does not read.
  return {
    public_id: PUBLIC_ID,
    number: 42,
    status: 'received',
    type: 'pickup',
    slot_start: '2030-01-05T18:30:00.000Z',
    asap: false,
    ready_at: null,
    reason: null,
    items: [
      {
        item_id: 7,
        name: 'Cacio e pepe',
        variant_name: 'Porzione intera',
        quantity: 2,
        unit_price: 12,
        total: 24,
        vat_rate: 10,
        notes: 'ben cotta',
      },
    ],
    subtotal: 24,
    delivery_fee: 0,
    discount: 0,
    total: 24,
    gift_card: 0,
    gift_card_last4: null,
    to_pay: 24,
    payment_method: 'at_restaurant',
    payment_status: 'unpaid',
    payment_url: null,
    refunded: 0,
    customer_name: 'Anna Ospite',
    table_name: null,
    placed_at: '2030-01-05T17:50:00.000Z',
    restaurant: { name: 'Trattoria Demo', phone_number: '+39 06 1234 5678', public_key: 'pk' },
    events: [],
    ...changes,
  } as PublicOrder;
}

function serve(status: number, body: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderTracking(orderAgainPath: string | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/it/order/${PUBLIC_ID}`]}>
        <Routes>
          <Route
            path="/it/order/:publicId"
            element={
              <OrderTracking
                publicId={PUBLIC_ID}
                timeZone="Europe/Rome"
                homePath="/it/"
                orderAgainPath={orderAgainPath}
              />
            }
          />
          <Route path="/it/menu" element={<p data-testid="menu-page">menu</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ');

beforeEach(async () => {
  await initTestI18n('it');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('order tracking', () => {
  it('shows the number big, the steps with the current one, the slot, the lines and the phone', async () => {
    const fetch = serve(200, order());
    renderTracking();
    expect((await screen.findByTestId('tracking-number')).textContent).toBe('Ordine n. 42');
    expect(String((fetch.mock.calls[0] as unknown[] | undefined)?.[0])).toContain(
      `/api/public-orders/${PUBLIC_ID}`,
    );
    const steps = within(screen.getByRole('list', { name: "Stato dell'ordine" }));
    expect(steps.getAllByRole('listitem').map((step) => step.dataset.state)).toEqual([
      'current',
      'todo',
      'todo',
      'todo',
      'todo',
    ]);
    expect(steps.getByText('Pronto da ritirare')).toBeTruthy();
    expect(screen.getByTestId('tracking-slot').textContent).toBe(
      'Ritiro: sabato 5 gennaio alle 19:30',
    );
    expect(text(screen.getByTestId('tracking-items'))).toContain(
      '2 × Cacio e pepe · Porzione intera',
    );
    expect(text(screen.getByTestId('tracking-items'))).toContain('ben cotta');
    expect(screen.getByText('La pagina si aggiorna da sola.')).toBeTruthy();
    expect(screen.getByTestId('tracking-call').getAttribute('href')).toBe('tel:+390612345678');
  });

  it("shows an order from a table: brought to the table, paid with the table's bill", async () => {
    serve(200, order({ type: 'table', status: 'accepted', asap: true, table_name: '12' }));
    renderTracking();
    expect(await screen.findByTestId('tracking-slot')).toBeTruthy();
    expect(screen.getByTestId('tracking-slot').textContent).toBe(
      'Lo portiamo al tavolo appena è pronto.',
    );
    const steps = within(screen.getByRole('list', { name: "Stato dell'ordine" }));
    // Ready to be brought, not to be collected; no delivery step.
    expect(steps.getByText('Pronto')).toBeTruthy();
    expect(steps.queryByText('Pronto da ritirare')).toBeNull();
    expect(screen.queryByTestId('tracking-step-out_for_delivery')).toBeNull();
    expect(screen.getByTestId('tracking-payment').textContent).toBe(
      'Si paga con il conto del tavolo',
    );
    // The table it goes to, by the name the restaurant gave it.
    expect(screen.getByTestId('tracking-type').textContent).toBe('Al tavolo 12');
    // This browser keeps no table (the email's link opened elsewhere): no next round offered.
    expect(screen.queryByTestId('tracking-order-again')).toBeNull();
  });

  it('offers the next round at the table while the table is kept, back to the menu', async () => {
    serve(200, order({ type: 'table', status: 'preparing', asap: true, table_name: 'Dehors 3' }));
    renderTracking('/it/menu');
    const again = await screen.findByTestId('tracking-order-again');
    expect(screen.getByTestId('tracking-type').textContent).toBe('Al tavolo Dehors 3');
    expect(again.textContent).toContain('Un dolce, un altro giro?');
    const link = within(again).getByRole('link', { name: 'Ordina ancora' });
    expect(link.getAttribute('href')).toBe('/it/menu');
    fireEvent.click(link);
    expect(await screen.findByTestId('menu-page')).toBeTruthy();
  });

  it('offers no next round for a pickup order, and names no table', async () => {
    serve(200, order());
    renderTracking('/it/menu');
    await screen.findByTestId('tracking-number');
    expect(screen.getByTestId('tracking-type').textContent).toBe('Ritiro al ristorante');
    expect(screen.queryByTestId('tracking-order-again')).toBeNull();
  });

  it('says "Al tavolo" alone for a table order whose table has no name to give', async () => {
    serve(200, order({ type: 'table', asap: true, table_name: null }));
    renderTracking();
    expect((await screen.findByTestId('tracking-type')).textContent).toBe('Al tavolo');
  });

  it('shows a delivery on its way, with the ready time and the fee', async () => {
    serve(
      200,
      order({
        type: 'delivery',
        status: 'out_for_delivery',
        asap: true,
        ready_at: '2030-01-05T18:40:00.000Z',
        delivery_fee: 3,
        total: 27,
      }),
    );
    renderTracking();
    const current = await screen.findByTestId('tracking-step-out_for_delivery');
    expect(current.getAttribute('aria-current')).toBe('step');
    expect(screen.getByTestId('tracking-step-ready').dataset.state).toBe('done');
    expect(screen.getByTestId('tracking-slot').textContent).toBe('Consegna: prima possibile');
    expect(screen.getByTestId('tracking-ready-at').textContent).toBe('Pronto verso le 19:40');
    expect(
      screen.getByText('27,00 €', { normalizer: (s) => s.replace(/\u00a0/g, ' ') }),
    ).toBeTruthy();
  });

  it('says a rejected order was rejected, and why; a final order is not asked for again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = serve(200, order({ status: 'rejected', reason: 'Cucina chiusa per un guasto' }));
    renderTracking();
    const stopped = await screen.findByTestId('tracking-stopped');
    expect(stopped.textContent).toContain('Rifiutato');
    expect(stopped.textContent).toContain('Motivo: Cucina chiusa per un guasto');
    expect(screen.queryByRole('list', { name: "Stato dell'ordine" })).toBeNull();
    expect(screen.queryByText('La pagina si aggiorna da sola.')).toBeNull();
    await vi.advanceTimersByTimeAsync(25_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again every 10 s while the order can still move', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = serve(200, order({ status: 'accepted' }));
    renderTracking();
    await screen.findByTestId('tracking-number');
    await vi.advanceTimersByTimeAsync(10_500);
    expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('asks a card order waiting for its payment to pay now, and says the kitchen gets it once paid', async () => {
    const url = 'https://checkout.stripe.com/c/pay/cs_test_abc';
    serve(
      200,
      order({
        status: 'awaiting_payment',
        payment_method: 'card',
        payment_status: 'pending',
        payment_url: url,
      }),
    );
    renderTracking();
    const pay = await screen.findByTestId('tracking-pay');
    expect(pay.textContent).toContain("Paga per confermare l'ordine");
    expect(pay.textContent).toContain(
      "La cucina riceve l'ordine appena il pagamento è confermato.",
    );
    const button = within(pay).getByRole('link', { name: /Paga ora · 24,00/ });
    expect(button.getAttribute('href')).toBe(url);
    expect(pay.textContent).toContain('Hai già pagato?');
    expect(screen.getByTestId('tracking-step-awaiting_payment').getAttribute('aria-current')).toBe(
      'step',
    );
    expect(screen.getByTestId('tracking-payment').textContent).toBe(
      'Pagamento con carta in attesa',
    );
  });

  it('says so when the payment page is not there, rather than a dead button', async () => {
    serve(
      200,
      order({ status: 'awaiting_payment', payment_method: 'card', payment_status: 'pending' }),
    );
    renderTracking();
    expect((await screen.findByTestId('tracking-pay-missing')).textContent).toContain(
      'chiama il ristorante',
    );
    expect(screen.queryByTestId('tracking-pay-now')).toBeNull();
  });

  it('says a paid card order was paid by card, and no pay button', async () => {
    serve(200, order({ payment_method: 'card', payment_status: 'paid' }));
    renderTracking();
    expect((await screen.findByTestId('tracking-payment')).textContent).toBe('Pagato con carta');
    expect(screen.queryByTestId('tracking-pay')).toBeNull();
    expect(screen.queryByTestId('tracking-refund')).toBeNull();
  });

  it('says what was refunded: a part with its amount, or all of it', async () => {
    serve(200, order({ payment_method: 'card', payment_status: 'paid', refunded: 4.5 }));
    renderTracking();
    const refund = await screen.findByTestId('tracking-refund');
    expect(text(refund)).toContain('Ti abbiamo rimborsato 4,50 € dei 24,00 € pagati con la carta.');
    expect(text(screen.getByTestId('tracking-payment'))).toBe(
      'Pagato con carta · rimborsati 4,50 €',
    );
  });

  it('says a fully refunded order was refunded', async () => {
    serve(
      200,
      order({
        status: 'completed',
        payment_method: 'card',
        payment_status: 'refunded',
        refunded: 24,
      }),
    );
    renderTracking();
    expect(text(await screen.findByTestId('tracking-refund'))).toContain(
      'Ti abbiamo rimborsato 24,00 € sulla carta.',
    );
    expect(screen.getByTestId('tracking-payment').textContent).toBe(
      'Pagato con carta · rimborsato',
    );
  });

  it('reads a card order let go for want of payment as cancelled, in the guest’s words', async () => {
    serve(
      200,
      order({
        status: 'cancelled',
        payment_method: 'card',
        payment_status: 'unpaid',
        reason: 'Pagamento non completato / Payment not completed',
        events: [
          {
            from_status: null,
            to_status: 'awaiting_payment',
            reason: null,
            at: '2030-01-05T17:50:00Z',
          },
          {
            from_status: 'awaiting_payment',
            to_status: 'cancelled',
            reason: 'Pagamento non completato / Payment not completed',
            at: '2030-01-05T18:30:00Z',
          },
        ],
      }),
    );
    renderTracking();
    const stopped = await screen.findByTestId('tracking-stopped');
    expect(stopped.textContent).toContain('Annullato');
    expect(stopped.textContent).toContain(
      "Il pagamento non è stato completato in tempo: l'ordine è stato annullato e non ti è stato addebitato nulla.",
    );
    // The server's two-language note is not repeated under it.
    expect(stopped.textContent).not.toContain('Payment not completed');
    expect(screen.getByTestId('tracking-payment').textContent).toBe(
      'Pagamento con carta non completato: nessun addebito',
    );
    expect(screen.queryByTestId('tracking-pay')).toBeNull();
  });

  it('says when the link names no order', async () => {
    serve(404, { code: 'NOT_FOUND', detail: 'Order not found' });
    renderTracking();
    expect((await screen.findByTestId('tracking-error')).textContent).toContain(
      'Non troviamo questo ordine',
    );
  });

  it('lists the steps of each kind of order', () => {
    expect(stepsOf('delivery', 'received')).toEqual([
      'received',
      'accepted',
      'preparing',
      'ready',
      'out_for_delivery',
      'completed',
    ]);
    expect(stepsOf('pickup', 'awaiting_payment')[0]).toBe('awaiting_payment');
  });
});
