import type { GiftCardShop, PublicGiftCard } from '@coperto/shared/giftcards/giftcard.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import { GiftCardShopView } from './gift-card-shop';
import { GiftCardView } from './gift-card-view';

const SHOP: GiftCardShop = {
  restaurant_name: 'Trattoria Demo',
  online_sale: true,
  templates: [
    {
      id: 7,
      design_key: 'elegant',
      image_url: null,
      preset_amounts: [50, 100],
      free_amount: { min: 25, max: 300 },
      validity_months: 12,
      title: { it: 'Una cena da noi', en: 'A dinner with us' },
      description: { it: 'Da spendere in trattoria.' },
      terms: { it: 'Non convertibile in denaro.' },
    },
  ],
};
const UNIQUE_ID = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const CARD: PublicGiftCard = {
  unique_id: UNIQUE_ID,
  status: 'active',
  code: 'A7X7-HRK5-4SZ3',
  design_key: 'festive',
  image_url: null,
  title: 'Una cena da noi',
  terms: 'Non convertibile in denaro.',
  amount: 100,
  balance: 62.5,
  date_expired: '2027-11-26',
  message: 'Buon compleanno!',
  customer_name: 'Rita Regalo',
  buyer_name: 'Bruno Buyer',
  language: 'it',
  restaurant: { name: 'Trattoria Demo', host: 'trattoria.localhost', primary_color: '#8B2E2E' },
};
const NOW = Date.parse('2026-11-26T10:00:00Z');

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const call: Call = {
        method: init.method ?? 'GET',
        url: String(input),
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

function renderShop(leaveForPayment = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GiftCardShopView
        restaurant={{
          name: 'Trattoria Demo',
          public_key: 'pk-demo',
          time_zone: 'Europe/Rome',
          phone_number: '+39 06 1234 5678',
          primary_color: '#8B2E2E',
        }}
        privacyUrl="/it/privacy"
        homePath="/it/"
        leaveForPayment={leaveForPayment}
        now={NOW}
      />
    </QueryClientProvider>,
  );
  return { leaveForPayment };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /100,00/ }));
  const names = screen.getAllByRole('textbox', { name: 'Nome e cognome' });
  const emails = screen.getAllByRole('textbox', { name: 'Email' });
  await user.type(names[0]!, 'Bruno Buyer');
  await user.type(emails[0]!, 'bruno@ospite.test');
  await user.type(names[1]!, 'Rita Regalo');
  await user.type(emails[1]!, 'rita@ospite.test');
  await user.click(screen.getByRole('checkbox', { name: /informativa privacy/ }));
}

const text = (id: string) => screen.getByTestId(id).textContent?.replace(/[\u00a0\u202f]/g, ' ');

beforeEach(async () => {
  await initTestI18n('it');
});
afterEach(() => vi.unstubAllGlobals());

describe('the gift card shop', () => {
  it('sends nothing while the form is wrong, and says what on each field', async () => {
    const calls = serve(() => json(200, SHOP));
    const user = userEvent.setup();
    renderShop();
    await user.click(await screen.findByRole('button', { name: 'Vai al pagamento' }));
    await screen.findByText("Per acquistare serve il consenso all'informativa privacy");
    // The amount, both names and both emails.
    expect(screen.getAllByText('Campo obbligatorio').length).toBe(5);
    await user.type(screen.getByRole('textbox', { name: /Un altro importo/ }), '5000');
    await user.click(screen.getByRole('button', { name: /^Paga 5\.000,00/ }));
    await screen.findByText(/L'importo va da 25,00\s€ a 300,00\s€/);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    // Marketing is never ticked beforehand.
    expect(
      (screen.getByRole('checkbox', { name: /novità e le offerte/ }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it('buys under one key per attempt and leaves for Stripe', async () => {
    const calls = serve((call) =>
      call.method === 'POST'
        ? json(201, {
            unique_id: UNIQUE_ID,
            status: 'pending',
            checkout_url: 'https://checkout.fake/pay/cs_test_1',
          })
        : json(200, SHOP),
    );
    const user = userEvent.setup();
    const { leaveForPayment } = renderShop();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: /^Paga 100,00/ }));
    await waitFor(() =>
      expect(leaveForPayment).toHaveBeenCalledWith('https://checkout.fake/pay/cs_test_1'),
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toContain('/api/public/giftcards/pk-demo/purchase');
    expect(post?.headers['idempotency-key']).toMatch(/^giftcard-[0-9a-f]{32}$/);
    expect(post?.body).toEqual({
      template_id: 7,
      amount: 100,
      buyer: { name: 'Bruno Buyer', email: 'bruno@ospite.test' },
      recipient: { name: 'Rita Regalo', email: 'rita@ospite.test' },
      message: '',
      privacy_consent: true,
      marketing_consent: false,
      language: 'it',
    });
  });

  it('turns to "buy at the restaurant" with the phone when the payment is refused (409)', async () => {
    serve((call) =>
      call.method === 'POST'
        ? json(409, {
            detail: 'counter only',
            code: 'conflict',
            fields: { payment: 'payments_unavailable' },
          })
        : json(200, SHOP),
    );
    const user = userEvent.setup();
    renderShop();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: /^Paga 100,00/ }));
    await screen.findByTestId('gift-card-shop-closed');
    expect(screen.getByTestId('gift-card-call').getAttribute('href')).toBe('tel:+390612345678');
  });

  it('says "buy at the restaurant" when the site cannot take cards', async () => {
    serve(() => json(200, { ...SHOP, online_sale: false }));
    renderShop();
    await screen.findByTestId('gift-card-shop-closed');
    expect(screen.queryByTestId('gift-card-shop-form')).toBeNull();
  });

  it('puts the server refusal on its field', async () => {
    serve((call) =>
      call.method === 'POST'
        ? json(422, {
            detail: 'This amount is not offered',
            code: 'validation_error',
            fields: { amount: 'This amount is not offered' },
          })
        : json(200, SHOP),
    );
    const user = userEvent.setup();
    renderShop();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: /^Paga 100,00/ }));
    await screen.findByText('Scegli un importo offerto');
  });
});

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GiftCardView uniqueId={UNIQUE_ID} />
    </QueryClientProvider>,
  );
}

describe("a gift card's page", () => {
  it('shows the card: value, balance, expiry, message, code and its QR', async () => {
    const calls = serve(() => json(200, CARD));
    renderCard();
    await screen.findByTestId('gift-card');
    expect(calls[0]?.url).toContain(`/api/public/giftcards/${UNIQUE_ID}`);
    expect(text('gift-card-balance')).toBe('62,50 €');
    expect(text('gift-card-expiry')).toBe('26 novembre 2027');
    expect(text('gift-card-status')).toBe('Attivo');
    expect(text('gift-card-message')).toBe('Buon compleanno!');
    expect(text('gift-card-code')).toBe('A7X7-HRK5-4SZ3');
    const qr = await screen.findByTestId('gift-card-qr');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(qr.getAttribute('alt')).toContain('A7X7-HRK5-4SZ3');
    // Not just bought here: no thanks.
    expect(screen.queryByTestId('gift-card-thanks')).toBeNull();
  });

  it('waits while the payment is pending, then shows the card with thanks', async () => {
    let paid = false;
    serve(() => json(200, paid ? CARD : { ...CARD, status: 'pending', code: null }));
    renderCard();
    await screen.findByTestId('gift-card-waiting');
    expect(screen.queryByTestId('gift-card-code')).toBeNull();
    paid = true;
    await screen.findByTestId('gift-card', {}, { timeout: 5_000 });
    expect(screen.getByTestId('gift-card-thanks').textContent).toContain('Rita Regalo');
  });

  it('says plainly that an unknown link is no card', async () => {
    serve(() => json(404, { detail: 'Gift card not found', code: 'not_found' }));
    renderCard();
    await screen.findByTestId('gift-card-not-found');
    expect(screen.getByRole('heading', { name: 'Buono regalo non trovato' })).toBeTruthy();
  });

  it('offers to try again when the server fails', { timeout: 15_000 }, async () => {
    serve(() => json(500, { detail: 'boom', code: 'internal' }));
    renderCard();
    // After the query's own two retries.
    await screen.findByRole('button', { name: 'Riprova' }, { timeout: 8_000 });
    expect(screen.queryByTestId('gift-card-not-found')).toBeNull();
  });
});
