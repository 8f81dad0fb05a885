import type { CartItem } from '@coperto/shared/cart/cart.schemas';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  cartItemCount,
  cartTotalCents,
  isCartItem,
  lineKeyOf,
  removeLine,
  setLineQuantity,
} from './cart-lines';

const carbonara: CartItem = { id: 'm1', name: 'Carbonara', unit_price: 12.5, quantity: 1 };

describe('cart lines', () => {
  it('adds to an existing line, up to 99, and keeps items with other notes apart', () => {
    let items = addLine([], carbonara)!;
    items = addLine(items, { ...carbonara, quantity: 2 })!;
    expect(items).toEqual([{ ...carbonara, quantity: 3 }]);
    items = addLine(items, { ...carbonara, notes: 'senza pepe' })!;
    expect(items).toHaveLength(2);
    items = addLine(items, { ...carbonara, quantity: 200 })!;
    expect(items[0]!.quantity).toBe(99);
  });

  it('refuses a 101st line', () => {
    const full = Array.from({ length: 100 }, (_, i) => ({ ...carbonara, id: `m${i}` }));
    expect(addLine(full, { ...carbonara, id: 'one-more' })).toBeNull();
    expect(addLine(full, carbonara)).not.toBeNull();
  });

  it('sets a quantity, removes the line below one, and removes on request', () => {
    const items = [carbonara, { ...carbonara, id: 'm2', name: 'Tiramisù' }];
    const key = lineKeyOf(carbonara);
    expect(setLineQuantity(items, key, 5)[0]!.quantity).toBe(5);
    expect(setLineQuantity(items, key, 0).map((l) => l.id)).toEqual(['m2']);
    expect(removeLine(items, lineKeyOf(items[1]!)).map((l) => l.id)).toEqual(['m1']);
  });

  it('adds the total in cents, so decimals add up exactly', () => {
    const items = [
      { ...carbonara, unit_price: 0.1, quantity: 3 },
      { ...carbonara, id: 'm2', unit_price: 0.2, quantity: 1 },
    ];
    expect(cartTotalCents(items)).toBe(50);
    expect(cartItemCount(items)).toBe(4);
  });

  it('checks a stored line by hand', () => {
    expect(isCartItem(carbonara)).toBe(true);
    expect(isCartItem({ ...carbonara, notes: 'ok' })).toBe(true);
    for (const bad of [
      null,
      'Carbonara',
      { ...carbonara, quantity: 0 },
      { ...carbonara, quantity: 1.5 },
      { ...carbonara, unit_price: '12.50' },
      { ...carbonara, name: ' ' },
      { ...carbonara, notes: 3 },
    ]) {
      expect(isCartItem(bad)).toBe(false);
    }
  });
});
