import type { PublicOrdering } from '@coperto/shared/orders/order.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import { CheckoutForm, type CheckoutFormProps } from './checkout-form';

const ORDERING: PublicOrdering = {
  available: true,
  closed_reason: null,
  types: ['pickup', 'delivery'],
  // Card is listed by the API only where the platform has Stripe and the account can charge.
  payment_methods: ['at_restaurant', 'card'],
  min_order: 0,
  delivery_zones: [{ name: 'Centro', fee: 3, min_order: 15 }],
  paused_until: null,
  next_slot: '2030-01-05T18:00:00.000Z',
};

const PLACED = { public_id: 'p'.repeat(22), number: 12 };
const PAYMENT_URL = 'https://checkout.stripe.com/c/pay/cs_test_abc';
const PLACED_BY_CARD = {
  ...PLACED,
  status: 'awaiting_payment',
  payment_method: 'card',
  payment_status: 'pending',
  payment_url: PAYMENT_URL,
};

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** The API: slots for any day, and the place call answering what the test queues. */
function serve(placeAnswers: (() => Response | Promise<Response>)[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string, init?: RequestInit) => {
      const call = {
        url: String(url),
        method: init?.method ?? 'GET',
        headers: (init?.headers ?? {}) as Record<string, string>,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      if (call.url.includes('/slots')) {
        return json(200, {
          date: '2030-01-05',
          time_zone: 'Europe/Rome',
          asap: '2030-01-05T18:00:00.000Z',
          slots: [{ start: '2030-01-05T18:00:00.000Z', remaining: 5 }],
        });
      }
      const answer = placeAnswers.shift();
      if (!answer) throw new Error(`unexpected call ${call.url}`);
      return answer();
    }),
  );
  return calls;
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderCheckout(props: Partial<CheckoutFormProps> = {}) {
  const onPlaced = vi.fn();
  const onChoiceChange = vi.fn();
  const goToPayment = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CheckoutForm
        restaurant={{ name: 'Trattoria Demo', public_key: 'pk-demo', time_zone: 'Europe/Rome' }}
        ordering={ORDERING}
        items={[{ item_id: 7, quantity: 2 }]}
        cartTempId={'t'.repeat(22)}
        summary={<div data-testid="summary" />}
        onChoiceChange={onChoiceChange}
        onPlaced={onPlaced}
        goToPayment={goToPayment}
        {...props}
      />
    </QueryClientProvider>,
  );
  return { onPlaced, onChoiceChange, goToPayment };
}

async function fillGuest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Nome e cognome' }), 'Anna Ospite');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'anna@ospite.test');
  await user.type(screen.getByRole('textbox', { name: 'Telefono' }), '+39 333 123 4567');
  await user.click(screen.getByRole('checkbox', { name: /Acconsento al trattamento/ }));
}

const placeCalls = (calls: Call[]) => calls.filter((call) => call.method === 'POST');
const helperOf = (name: string) =>
  document.getElementById(
    screen.getByRole('textbox', { name }).getAttribute('aria-describedby') ?? '',
  )?.textContent;

beforeEach(async () => {
  await initTestI18n('it');
});
afterEach(() => vi.unstubAllGlobals());

describe('checkout form', () => {
  it('shows its rules as clear Italian messages on the fields, and sends nothing', async () => {
    const calls = serve([]);
    const user = userEvent.setup();
    renderCheckout();
    // Never ticked beforehand; paying at the restaurant is the first choice.
    expect(
      (screen.getByRole('checkbox', { name: /novità e offerte/ }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(
      (screen.getByRole('radio', { name: /Paga al ristorante/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByRole('radio', { name: /Carta online/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: "Invia l'ordine" }));
    await waitFor(() => expect(helperOf('Nome e cognome')).toBe('Scrivi nome e cognome.'));
    expect(helperOf('Email')).toBe('Campo obbligatorio.');
    expect(helperOf('Telefono')).toBe('Scrivi un numero di telefono: solo cifre, spazi e +.');
    expect(
      screen.getByText('Per ordinare serve il consenso al trattamento dei dati.'),
    ).toBeTruthy();
    expect(placeCalls(calls)).toHaveLength(0);
  });

  it('places a pickup order with an Idempotency-Key, reused when retrying after a network error', async () => {
    const calls = serve([
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json(201, PLACED),
    ]);
    const user = userEvent.setup();
    const { onPlaced } = renderCheckout();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: "Invia l'ordine" }));
    const alert = await screen.findByTestId('checkout-alert');
    expect(alert.textContent).toContain('non verrà inviato due volte');
    expect(onPlaced).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: "Invia l'ordine" }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(PLACED));
    const [first, retry] = placeCalls(calls);
    expect(first?.url).toContain('/api/ordering/pk-demo/orders');
    expect(first?.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(retry?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(first?.body).toEqual({
      type: 'pickup',
      slot: 'asap',
      items: [{ item_id: 7, quantity: 2 }],
      customer: { name: 'Anna Ospite', email: 'anna@ospite.test', phone: '+39 333 123 4567' },
      notes: '',
      privacy_consent: true,
      marketing_consent: false,
      payment_method: 'at_restaurant',
      language: 'it',
      cart_temp_id: 't'.repeat(22),
    });
  });

  it('offers card where the restaurant takes it, says the guest pays on the next page, and leaves for it once placed', async () => {
    const calls = serve([() => json(201, PLACED_BY_CARD)]);
    const user = userEvent.setup();
    const { onPlaced, goToPayment } = renderCheckout();
    const card = screen.getByTestId('checkout-payment-card');
    expect(card.textContent).toContain('Paghi subito dopo, nella pagina sicura di Stripe.');
    await fillGuest(user);
    await user.click(screen.getByRole('radio', { name: /Carta online/ }));
    const submit = screen.getByRole('button', { name: 'Ordina e paga con carta' });
    expect(screen.getByText(/passi alla pagina di pagamento di Stripe/)).toBeTruthy();
    await user.click(submit);
    // Placed as any order (the cart empties), then the browser goes to Stripe's page.
    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith(PAYMENT_URL));
    expect(onPlaced).toHaveBeenCalledWith(PLACED_BY_CARD);
    expect(placeCalls(calls)[0]?.body).toMatchObject({ payment_method: 'card' });
    // On its way: no second tap while the browser leaves.
    expect(
      (screen.getByRole('button', { name: 'Ordina e paga con carta' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('says clearly when card payments do not answer, and the retry keeps the same key', async () => {
    const calls = serve([
      () =>
        json(503, {
          code: 'SERVICE_UNAVAILABLE',
          detail: 'Card payments are unavailable right now: try again',
        }),
      () => json(201, PLACED_BY_CARD),
    ]);
    const user = userEvent.setup();
    const { onPlaced, goToPayment } = renderCheckout();
    await fillGuest(user);
    await user.click(screen.getByRole('radio', { name: /Carta online/ }));
    await user.click(screen.getByRole('button', { name: 'Ordina e paga con carta' }));
    const alert = await screen.findByTestId('checkout-alert');
    expect(alert.textContent).toContain('I pagamenti con carta non rispondono');
    expect(alert.textContent).toContain('non ti è stato addebitato nulla');
    expect(onPlaced).not.toHaveBeenCalled();
    expect(goToPayment).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Ordina e paga con carta' }));
    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith(PAYMENT_URL));
    const [first, retry] = placeCalls(calls);
    expect(retry?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
  });

  it('offers no card where the restaurant does not take it', async () => {
    serve([]);
    renderCheckout({ ordering: { ...ORDERING, payment_methods: ['at_restaurant'] } });
    expect(screen.getByRole('radio', { name: /Paga al ristorante/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Carta online/ })).toBeNull();
    expect(screen.getByRole('button', { name: "Invia l'ordine" })).toBeTruthy();
  });

  it("shows a refusal's rule codes on their fields, and the order's problems above the form", async () => {
    serve([
      () =>
        json(422, {
          code: 'RULE_BROKEN',
          detail: 'Refused',
          fields: { 'customer.phone': 'Only digits', 'items.0': 'sold_out' },
        }),
    ]);
    const user = userEvent.setup();
    renderCheckout();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: "Invia l'ordine" }));
    const alert = await screen.findByTestId('checkout-alert');
    expect(alert.textContent).toBe('Un piatto del carrello è esaurito: toglilo per continuare.');
    expect(helperOf('Telefono')).toBe('Controlla questo campo.');
  });

  it('asks for the address of a delivery and prices the postcode once it has five digits', async () => {
    serve([
      () =>
        json(422, {
          code: 'RULE_BROKEN',
          detail: 'We do not deliver to this postcode',
          fields: { 'delivery_address.cap': 'outside_zone' },
        }),
    ]);
    const user = userEvent.setup();
    const { onChoiceChange } = renderCheckout();
    await waitFor(() =>
      expect(onChoiceChange).toHaveBeenLastCalledWith({
        type: 'pickup',
        postcode: null,
        slot: 'asap',
        discountCode: null,
        giftCardCode: null,
      }),
    );
    expect(screen.queryByRole('textbox', { name: 'CAP' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Consegna a domicilio' }));
    const where = screen.getByRole('region', { name: 'Indirizzo di consegna' });
    await user.type(within(where).getByRole('textbox', { name: 'Via o piazza' }), 'Via Giulia');
    await user.type(within(where).getByRole('textbox', { name: 'CAP' }), '0018');
    expect(onChoiceChange).toHaveBeenLastCalledWith({
      type: 'delivery',
      postcode: null,
      slot: 'asap',
      discountCode: null,
      giftCardCode: null,
    });
    await user.type(within(where).getByRole('textbox', { name: 'CAP' }), '6');
    await user.type(within(where).getByRole('textbox', { name: 'Città' }), 'Roma');
    await waitFor(() =>
      expect(onChoiceChange).toHaveBeenLastCalledWith({
        type: 'delivery',
        postcode: '00186',
        slot: 'asap',
        discountCode: null,
        giftCardCode: null,
      }),
    );
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: "Invia l'ordine" }));
    await waitFor(() => expect(helperOf('CAP')).toBe('Non consegniamo a questo CAP.'));
  });
});
