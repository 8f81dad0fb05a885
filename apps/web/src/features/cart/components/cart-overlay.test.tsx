import type { CartItem } from '@coperto/shared/cart/cart.schemas';
import type { OrderQuote } from '@coperto/shared/orders/order.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../../shared/stores/ui-store';
import { initTestI18n } from '../../../test/test-i18n';
import { useCartStore } from '../stores/cart-store';
import { CartButton } from './cart-button';
import { CartOverlay } from './cart-overlay';

// Line ids name the menu item (and variant): `"7"`, `"9~1"` (lib/order-lines.ts).
const carbonara: CartItem = { id: '7', name: 'Carbonara', unit_price: 12.5, quantity: 2 };
const tiramisu: CartItem = {
  id: '9~1',
  name: 'Tiramisù · Grande',
  unit_price: 6,
  quantity: 1,
  notes: 'senza cacao',
};
/** Intl separates the amount and the sign with a no-break space. */
const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ');

interface QuoteBody {
  type: string;
  slot: string;
  items: { item_id: number; variant?: number; quantity: number; notes?: string }[];
  postcode?: string;
  language: string;
}

/**
 * A stand-in for POST /ordering/:publicKey/quote: the server's prices (14 € and 6 €, the menu's
 * and not the cart's), a 3 € fee for postcode 00186, and whatever problems the test names.
 */
function serveQuotes(
  extra: (body: QuoteBody) => Partial<Pick<OrderQuote, 'problems' | 'min_order'>> = () => ({}),
) {
  const bodies: QuoteBody[] = [];
  const prices: Record<number, number> = { 7: 1400, 9: 600 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: URL | string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as QuoteBody;
      bodies.push(body);
      const { problems = {}, min_order = 0 } = extra(body);
      const sellable = body.items.filter((_, i) => !problems[`items.${i}`]);
      const items = sellable.map((line) => ({
        item_id: line.item_id,
        variant: line.variant ?? null,
        name: String(line.item_id),
        variant_name: null,
        quantity: line.quantity,
        unit_price: (prices[line.item_id] ?? 0) / 100,
        total: ((prices[line.item_id] ?? 0) * line.quantity) / 100,
      }));
      const subtotal = items.reduce((sum, line) => sum + Math.round(line.total * 100), 0);
      const fee = body.type === 'delivery' && body.postcode === '00186' ? 300 : 0;
      const answer: OrderQuote = {
        items,
        subtotal: subtotal / 100,
        delivery_fee: fee / 100,
        discount: 0,
        discount_code: null,
        discount_title: null,
        total: (subtotal + fee) / 100,
        gift_card: 0,
        gift_card_last4: null,
        gift_card_balance: null,
        to_pay: (subtotal + fee) / 100,
        min_order,
        problems,
      };
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return bodies;
}

function renderOverlay() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CartOverlay />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  act(() => {
    useCartStore.setState({
      items: [carbonara, tiramisu],
      publicKey: 'pk-demo',
      orderChoice: { type: 'pickup', postcode: null, slot: 'asap' },
    });
    useUiStore.getState().setOverlay('cart', true);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    useCartStore.setState({ items: [] });
    useUiStore.getState().setOverlay('cart', false);
    useUiStore.getState().closeConfirm();
  });
});

describe('cart overlay', () => {
  it("shows the server's prices: line totals, subtotal and total, in Italian format", async () => {
    const bodies = serveQuotes();
    await initTestI18n('it');
    renderOverlay();
    const dialog = screen.getByRole('dialog', { name: 'Il tuo carrello' });
    await waitFor(() => expect(text(screen.getByTestId('cart-total'))).toBe('34,00 €'));
    const lines = within(dialog).getAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(text(lines[0]!)).toContain('Carbonara');
    // The server's 14 €, not the 12.50 € the cart remembered.
    expect(text(within(lines[0]!).getByTestId('cart-line-total'))).toBe('28,00 €');
    expect(text(lines[1]!)).toContain('senza cacao');
    expect(text(screen.getByTestId('cart-subtotal'))).toBe('34,00 €');
    expect(screen.queryByTestId('cart-delivery-fee')).toBeNull();
    expect(bodies[0]).toEqual({
      type: 'pickup',
      slot: 'asap',
      items: [
        { item_id: 7, quantity: 2 },
        { item_id: 9, variant: 1, quantity: 1, notes: 'senza cacao' },
      ],
      language: 'it',
    });
    expect(screen.getByTestId('cart-checkout').hasAttribute('disabled')).toBe(false);
  });

  it('formats money in English when the site is in English', async () => {
    serveQuotes();
    await initTestI18n('en');
    renderOverlay();
    expect(screen.getByRole('dialog', { name: 'Your cart' })).toBeTruthy();
    await waitFor(() => expect(text(screen.getByTestId('cart-total'))).toBe('€34.00'));
    await initTestI18n('it');
  });

  it('asks the server again when a quantity changes', async () => {
    serveQuotes();
    await initTestI18n('it');
    renderOverlay();
    await waitFor(() => expect(text(screen.getByTestId('cart-total'))).toBe('34,00 €'));
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi uno: Carbonara' }));
    expect(screen.getByRole('status', { name: 'Quantità di Carbonara' }).textContent).toBe('3');
    await waitFor(() => expect(text(screen.getByTestId('cart-total'))).toBe('48,00 €'));
    await userEvent.click(screen.getByRole('button', { name: 'Togli uno: Tiramisù · Grande' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi Carbonara' }));
    expect(screen.getByText('Il carrello è vuoto')).toBeTruthy();
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('marks a line the server cannot sell, with a way to remove it, and holds the checkout', async () => {
    serveQuotes((body) => (body.items.length > 1 ? { problems: { 'items.1': 'sold_out' } } : {}));
    await initTestI18n('it');
    renderOverlay();
    const problem = await screen.findByTestId('cart-line-problem');
    expect(problem.textContent).toContain('Esaurito');
    await waitFor(() => expect(text(screen.getByTestId('cart-total'))).toBe('28,00 €'));
    expect(screen.getByTestId('cart-checkout').hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(problem).getByRole('button', { name: 'Rimuovi' }));
    expect(useCartStore.getState().items.map((line) => line.id)).toEqual(['7']);
    await waitFor(() => expect(screen.queryByTestId('cart-line-problem')).toBeNull());
    await waitFor(() =>
      expect(screen.getByTestId('cart-checkout').hasAttribute('disabled')).toBe(false),
    );
  });

  it("prices a delivery for the guest's postcode, and says when the minimum is not reached", async () => {
    const bodies = serveQuotes(() => ({ min_order: 50, problems: { items: 'under_minimum' } }));
    act(() =>
      useCartStore.setState({ orderChoice: { type: 'delivery', postcode: '00186', slot: 'asap' } }),
    );
    await initTestI18n('it');
    renderOverlay();
    await waitFor(() => expect(text(screen.getByTestId('cart-total'))).toBe('37,00 €'));
    expect(text(screen.getByTestId('cart-delivery-fee'))).toBe('3,00 €');
    expect(bodies[0]?.postcode).toBe('00186');
    expect(text(screen.getByTestId('cart-minimum'))).toContain('50,00 €');
    expect(screen.getByTestId('cart-checkout').hasAttribute('disabled')).toBe(true);
  });

  it('at a table: priced as served there, with no minimum to reach, and says which table', async () => {
    const bodies = serveQuotes(() => ({ min_order: 50, problems: { items: 'under_minimum' } }));
    act(() =>
      useCartStore.setState({
        orderChoice: { type: 'table', postcode: null, slot: 'asap' },
        table: { token: 'AbCdEfGhIjKlMnOpQrStUv', name: '12', expiresAt: Date.now() + 60_000 },
      }),
    );
    await initTestI18n('it');
    renderOverlay();
    await waitFor(() => expect(text(screen.getByTestId('cart-total'))).toBe('34,00 €'));
    expect(bodies[0]?.type).toBe('table');
    expect(screen.getByTestId('cart-table').textContent).toBe('Ordine al tavolo 12');
    expect(screen.queryByTestId('cart-minimum')).toBeNull();
    expect(screen.getByTestId('cart-checkout').hasAttribute('disabled')).toBe(false);
    act(() => useCartStore.setState({ table: null }));
  });

  it('asks before emptying the cart', async () => {
    serveQuotes();
    await initTestI18n('it');
    renderOverlay();
    await userEvent.click(screen.getByRole('button', { name: 'Svuota il carrello' }));
    const request = useUiStore.getState().confirm;
    expect(request?.title).toBe('Svuotare il carrello?');
    act(() => void request?.onConfirm());
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('is opened by the cart button, which counts the items', async () => {
    await initTestI18n('it');
    act(() => useUiStore.getState().setOverlay('cart', false));
    render(<CartButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Carrello, 3 articoli' }));
    expect(useUiStore.getState().overlays.cart).toBe(true);
  });
});
