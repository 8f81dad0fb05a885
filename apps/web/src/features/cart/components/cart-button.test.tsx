import type { CartItem } from '@coperto/shared/cart/cart.schemas';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ThemeSpecContext } from '../../../shared/ui/theme-spec';
import { initTestI18n } from '../../../test/test-i18n';
import { useCartStore } from '../stores/cart-store';
import { CartButton } from './cart-button';

const item = (quantity: number): CartItem => ({
  id: 'm1',
  name: 'Carbonara',
  unit_price: 12.5,
  quantity,
});
const setItems = (items: CartItem[]) => act(() => useCartStore.setState({ items }));

beforeAll(() => initTestI18n('it'));
afterEach(() => setItems([]));

describe('the cart button', () => {
  it('shows no count while the cart is empty', () => {
    render(<CartButton />);
    expect(screen.getByRole('button', { name: 'Carrello, 0 articoli' })).toBeTruthy();
    expect(screen.queryByTestId('cart-count')).toBeNull();
  });

  it('counts the items, up to 99+', () => {
    setItems([item(3)]);
    render(<CartButton />);
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
    setItems([item(120)]);
    expect(screen.getByTestId('cart-count').textContent).toBe('99+');
    expect(screen.getByRole('button', { name: 'Carrello, 120 articoli' })).toBeTruthy();
  });

  it("wears the look's secondary colour, with text that reads on it", () => {
    setItems([item(1)]);
    const { rerender } = render(
      <ThemeSpecContext.Provider value={{ look: 'site', colors: { secondary_color: '#1a237e' } }}>
        <CartButton />
      </ThemeSpecContext.Provider>,
    );
    const badge = screen.getByTestId('cart-count');
    expect(badge.style.background).toBe('rgb(26, 35, 126)');
    expect(badge.style.color).toBe('rgb(255, 255, 255)');
    rerender(
      <ThemeSpecContext.Provider value={{ look: 'dashboard' }}>
        <CartButton />
      </ThemeSpecContext.Provider>,
    );
    // Coperto's secondary colour, #25ca8c.
    expect(badge.style.background).toBe('rgb(37, 202, 140)');
    expect(badge.style.color).toBe('rgb(28, 36, 33)');
  });
});
