import { describe, expect, it } from 'vitest';
import { cartLineId, lineProblemsOf, orderLinesOf, parseCartLineId } from './order-lines';

describe('cart lines as order lines', () => {
  it('keeps the menu item id and the variant index in the line id', () => {
    expect(cartLineId(12)).toBe('12');
    expect(cartLineId(12, 0)).toBe('12~0');
    expect(parseCartLineId('12~3')).toEqual({ item_id: 12, variant: 3 });
    expect(parseCartLineId('12')).toEqual({ item_id: 12 });
    for (const bad of ['m1', '0', '-4', '12~', '12~x', '1.5', '']) {
      expect(parseCartLineId(bad)).toBeNull();
    }
  });

  it('maps the lines, leaving out and naming those without a menu item', () => {
    const mapping = orderLinesOf([
      { id: 'old-line', name: 'Vecchio', unit_price: 1, quantity: 1 },
      { id: '7', name: 'Carbonara', unit_price: 12, quantity: 2, notes: '  ben cotta ' },
      { id: '9~1', name: 'Vino', unit_price: 20, quantity: 1, notes: '   ' },
    ]);
    expect(mapping.lines).toEqual([
      { item_id: 7, quantity: 2, notes: 'ben cotta' },
      { item_id: 9, variant: 1, quantity: 1 },
    ]);
    expect(mapping.cartIndex).toEqual([1, 2]);
    expect(mapping.unknown).toEqual([0]);
    // The server's `items.1` is the cart's third line; a variant's problem is its line's.
    const problems = lineProblemsOf(
      { 'items.1.variant': 'unknown_variant', items: 'under_minimum', postcode: 'outside_zone' },
      mapping,
    );
    expect([...problems]).toEqual([
      [0, 'unknown_dish'],
      [2, 'unknown_variant'],
    ]);
  });
});
