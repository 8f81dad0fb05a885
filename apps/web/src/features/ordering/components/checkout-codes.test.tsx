import { DISCOUNT_REASONS } from '@coperto/shared/discounts/discount.constants';
import { CHECKOUT_GIFT_CARD_REASONS } from '@coperto/shared/orders/order.constants';
import type { OrderQuote, PublicOrdering } from '@coperto/shared/orders/order.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import de from '../../../locales/de/ordering.json';
import en from '../../../locales/en/ordering.json';
import es from '../../../locales/es/ordering.json';
import fr from '../../../locales/fr/ordering.json';
import it_ from '../../../locales/it/ordering.json';
import { initTestI18n } from '../../../test/test-i18n';
import { CheckoutForm, type CheckoutFormProps } from './checkout-form';

// The checkout's discount code and gift card (decisions 068, 071): applied, checked by the server's
// quote, and every reason it can give said in the guest's language.

const ORDERING: PublicOrdering = {
  available: true,
  closed_reason: null,
  types: ['pickup', 'delivery'],
  payment_methods: ['at_restaurant', 'card'],
  min_order: 0,
  delivery_zones: [],
  paused_until: null,
  next_slot: '2030-01-05T18:00:00.000Z',
};

const QUOTE: OrderQuote = {
  items: [],
  subtotal: 24,
  delivery_fee: 0,
  discount: 0,
  discount_code: null,
  discount_title: null,
  total: 24,
  gift_card: 0,
  gift_card_last4: null,
  gift_card_balance: null,
  to_pay: 24,
  min_order: 0,
  problems: {},
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Slots for any day; the place call answers what the test gives. */
function serve(place: () => Response) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string, init?: RequestInit) => {
      if (String(url).includes('/slots')) {
        return json(200, {
          date: '2030-01-05',
          time_zone: 'Europe/Rome',
          asap: '2030-01-05T18:00:00.000Z',
          slots: [{ start: '2030-01-05T18:00:00.000Z', remaining: 5 }],
        });
      }
      posts.push(JSON.parse(String(init?.body)));
      return place();
    }),
  );
  return posts;
}

function renderCheckout(quote: OrderQuote | undefined) {
  const onChoiceChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const props: CheckoutFormProps = {
    restaurant: { name: 'Trattoria Demo', public_key: 'pk-demo', time_zone: 'Europe/Rome' },
    ordering: ORDERING,
    items: [{ item_id: 7, quantity: 2 }],
    cartTempId: null,
    summary: <div />,
    quote,
    onChoiceChange,
    onPlaced: vi.fn(),
    goToPayment: vi.fn(),
  };
  const view = render(
    <QueryClientProvider client={client}>
      <CheckoutForm {...props} />
    </QueryClientProvider>,
  );
  const withQuote = (next: OrderQuote) =>
    view.rerender(
      <QueryClientProvider client={client}>
        <CheckoutForm {...props} quote={next} />
      </QueryClientProvider>,
    );
  return { onChoiceChange, withQuote };
}

const helperOf = (name: string) =>
  document.getElementById(
    screen.getByRole('textbox', { name }).getAttribute('aria-describedby') ?? '',
  )?.textContent;

const GIFT_CARD = 'Hai una carta regalo?';

/** Pasted rather than typed key by key: the same input events, quicker on a busy machine. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  const enter = text.endsWith('{Enter}');
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(enter ? text.slice(0, -'{Enter}'.length) : text);
  if (enter) await user.keyboard('{Enter}');
}

beforeEach(async () => {
  await initTestI18n('it');
});
afterEach(() => vi.unstubAllGlobals());

describe('the checkout’s gift card', () => {
  it('applies the code for the quote, shows what the card pays and what is left to pay', async () => {
    serve(() => json(500, {}));
    const user = userEvent.setup();
    const { onChoiceChange, withQuote } = renderCheckout(QUOTE);
    expect(helperOf(GIFT_CARD)).toMatch(/codice stampato sulla carta/);
    await typeInto(user, GIFT_CARD, 'cena-due2-345e');
    await user.click(screen.getByRole('button', { name: 'Applica la carta regalo' }));
    await waitFor(() =>
      expect(onChoiceChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ giftCardCode: 'cena-due2-345e', discountCode: null }),
      ),
    );
    expect(helperOf(GIFT_CARD)).toBe('Verifichiamo il codice…');
    withQuote({
      ...QUOTE,
      gift_card: 5,
      gift_card_last4: '345E',
      gift_card_balance: 5,
      to_pay: 19,
    });
    expect(helperOf(GIFT_CARD)).toMatch(/^La carta ···345E paga 5,00\s€ e resta vuota\.$/);
    withQuote({
      ...QUOTE,
      gift_card: 5,
      gift_card_last4: '345E',
      gift_card_balance: 8,
      to_pay: 19,
    });
    expect(helperOf(GIFT_CARD)).toMatch(/^La carta ···345E paga 5,00\s€; ne resteranno 3,00\s€/);
    expect(screen.getByTestId('checkout-gift-card-pays').textContent).toMatch(
      /scegli come pagare il resto \(19,00\s€\)/,
    );
    // Both ways to pay the rest stay.
    expect(screen.getByRole('radio', { name: /Carta online/ })).toBeTruthy();

    // Removed: the field empties and the quote no longer has it.
    await user.click(screen.getByRole('button', { name: 'Rimuovi la carta regalo' }));
    await waitFor(() =>
      expect(onChoiceChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ giftCardCode: null }),
      ),
    );
    expect((screen.getByRole('textbox', { name: GIFT_CARD }) as HTMLInputElement).value).toBe('');
  });

  it('says the server’s reason under the field', async () => {
    serve(() => json(500, {}));
    const user = userEvent.setup();
    const { withQuote } = renderCheckout(QUOTE);
    await typeInto(user, GIFT_CARD, 'SCAD-UTA9-8766{Enter}');
    withQuote({ ...QUOTE, problems: { gift_card_code: 'giftcard_expired' } });
    expect(helperOf(GIFT_CARD)).toBe('Questa carta regalo è scaduta.');
    expect(screen.getByRole('textbox', { name: GIFT_CARD }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('a card that pays it all leaves nothing to choose; the order sends the code', async () => {
    const posts = serve(() => json(422, { detail: 'x', code: 'RULE_BROKEN', fields: {} }));
    const user = userEvent.setup();
    const { withQuote } = renderCheckout(QUOTE);
    await typeInto(user, GIFT_CARD, 'CENA-DUE2-345E');
    await user.click(screen.getByRole('button', { name: 'Applica la carta regalo' }));
    withQuote({
      ...QUOTE,
      gift_card: 24,
      gift_card_last4: '345E',
      gift_card_balance: 100,
      to_pay: 0,
    });
    expect(screen.getByTestId('checkout-gift-card-pays').textContent).toBe(
      "La carta regalo paga tutto l'ordine: non c'è altro da pagare.",
    );
    expect(screen.queryByRole('radio', { name: /Carta online/ })).toBeNull();
    expect(helperOf(GIFT_CARD)).toMatch(/paga tutto l'ordine \(24,00\s€\); ne resteranno 76,00/);

    await typeInto(user, 'Nome e cognome', 'Anna Ospite');
    await typeInto(user, 'Email', 'anna@ospite.test');
    await typeInto(user, 'Telefono', '+39 333 123 4567');
    await user.click(screen.getByRole('checkbox', { name: /Acconsento al trattamento/ }));
    await user.click(screen.getByRole('button', { name: "Invia l'ordine" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ gift_card_code: 'CENA-DUE2-345E' });
  });

  it('a card emptied meanwhile: the placement’s refusal lands on the field', async () => {
    serve(() =>
      json(422, {
        detail: 'The card has nothing left',
        code: 'RULE_BROKEN',
        fields: { gift_card_code: 'giftcard_insufficient_balance' },
      }),
    );
    const user = userEvent.setup();
    renderCheckout(QUOTE);
    await typeInto(user, GIFT_CARD, 'PARZ-7AUS-ATA7');
    await typeInto(user, 'Nome e cognome', 'Anna Ospite');
    await typeInto(user, 'Email', 'anna@ospite.test');
    await typeInto(user, 'Telefono', '+39 333 123 4567');
    await user.click(screen.getByRole('checkbox', { name: /Acconsento al trattamento/ }));
    await user.click(screen.getByRole('button', { name: "Invia l'ordine" }));
    await waitFor(() =>
      expect(helperOf(GIFT_CARD)).toBe('Questa carta regalo è già stata spesa tutta.'),
    );
  });
});

describe('the checkout’s discount code', () => {
  it('applied, shows what it takes off, or why it does not apply', async () => {
    serve(() => json(500, {}));
    const user = userEvent.setup();
    const { onChoiceChange, withQuote } = renderCheckout(QUOTE);
    await typeInto(user, 'Codice sconto', 'BENVENUTO10');
    await user.click(screen.getByRole('button', { name: 'Applica il codice sconto' }));
    await waitFor(() =>
      expect(onChoiceChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ discountCode: 'BENVENUTO10' }),
      ),
    );
    withQuote({ ...QUOTE, discount: 2.4, discount_code: 'BENVENUTO10', total: 21.6, to_pay: 21.6 });
    expect(helperOf('Codice sconto')).toMatch(/^Sconto applicato: −2,40\s€$/);
    withQuote({ ...QUOTE, problems: { discount_code: 'discount_first_order_only' } });
    expect(helperOf('Codice sconto')).toBe('Questo codice sconto vale solo per il primo ordine.');
    // Typed again, it is no longer the applied one: the quote drops it until applied.
    await typeInto(user, 'Codice sconto', 'X');
    await waitFor(() =>
      expect(onChoiceChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ discountCode: null }),
      ),
    );
  });
});

describe('every reason the server gives for a code', () => {
  const catalogs = { it: it_, en, de, fr, es } as Record<
    string,
    { errors: Record<string, string> }
  >;
  for (const [language, catalog] of Object.entries(catalogs)) {
    it(`has its own words in ${language}`, () => {
      for (const reason of [...DISCOUNT_REASONS, ...CHECKOUT_GIFT_CARD_REASONS]) {
        const words = catalog.errors[reason];
        expect(words, `${language}: ${reason}`).toBeTruthy();
        expect(words).not.toBe(catalog.errors.invalid);
      }
    });
  }
});
