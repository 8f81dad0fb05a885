import type { CartItem } from '@coperto/shared/cart/cart.schemas';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useUiStore } from '../../../shared/stores/ui-store';
import { initTestI18n } from '../../../test/test-i18n';
import { useCartStore } from '../stores/cart-store';
import { CartButton } from './cart-button';
import { CartOverlay } from './cart-overlay';

const carbonara: CartItem = { id: 'm1', name: 'Carbonara', unit_price: 12.5, quantity: 2 };
const tiramisu: CartItem = {
  id: 'm2',
  name: 'Tiramisù',
  unit_price: 6,
  quantity: 1,
  notes: 'senza cacao',
};
/** Intl separates the amount and the sign with a no-break space. */
const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ');

beforeEach(() => {
  act(() => {
    useCartStore.setState({ items: [carbonara, tiramisu] });
    useUiStore.getState().setOverlay('cart', true);
  });
});
afterEach(() => {
  act(() => {
    useCartStore.setState({ items: [] });
    useUiStore.getState().setOverlay('cart', false);
    useUiStore.getState().closeConfirm();
  });
});

describe('cart overlay', () => {
  it('lists the lines with their quantities and the total, in Italian format', async () => {
    await initTestI18n('it');
    render(<CartOverlay />);
    const dialog = screen.getByRole('dialog', { name: 'Il tuo carrello' });
    const lines = within(dialog).getAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(text(lines[0]!)).toContain('Carbonara');
    expect(text(within(lines[0]!).getByTestId('cart-line-total'))).toBe('25,00 €');
    expect(text(lines[0]!)).toContain('12,50 € cad.');
    expect(within(lines[0]!).getByTestId('cart-line-quantity').textContent).toBe('2');
    expect(text(lines[1]!)).toContain('senza cacao');
    expect(text(screen.getByTestId('cart-total'))).toBe('31,00 €');
  });

  it('formats money in English when the site is in English', async () => {
    await initTestI18n('en');
    render(<CartOverlay />);
    expect(screen.getByRole('dialog', { name: 'Your cart' })).toBeTruthy();
    expect(text(screen.getByTestId('cart-total'))).toBe('€31.00');
    await initTestI18n('it');
  });

  it('changes quantities, removes lines and updates the total', async () => {
    await initTestI18n('it');
    render(<CartOverlay />);
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi uno: Carbonara' }));
    expect(screen.getByRole('status', { name: 'Quantità di Carbonara' }).textContent).toBe('3');
    expect(text(screen.getByTestId('cart-total'))).toBe('43,50 €');
    await userEvent.click(screen.getByRole('button', { name: 'Togli uno: Tiramisù' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi Carbonara' }));
    expect(screen.getByText('Il carrello è vuoto')).toBeTruthy();
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('asks before emptying the cart', async () => {
    await initTestI18n('it');
    render(<CartOverlay />);
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
