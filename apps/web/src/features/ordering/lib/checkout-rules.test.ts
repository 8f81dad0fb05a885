import { describe, expect, it } from 'vitest';
import {
  type CheckoutValues,
  checkoutErrorsOf,
  checkoutSchema,
  emptyCheckout,
  placeOrderBodyOf,
} from './checkout-rules';

const filled = (changes: Partial<CheckoutValues> = {}): CheckoutValues => ({
  ...emptyCheckout({ type: 'pickup', day: '2026-11-26', payment: 'at_restaurant' }),
  name: 'Anna Ospite',
  email: 'anna@ospite.test',
  phone: '+39 333 123 4567',
  privacy: true,
  ...changes,
});

/** The form's errors by field, as message codes: the first of each field, as the form shows it. */
function errorsOf(values: CheckoutValues) {
  const result = checkoutSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('checkout rules', () => {
  it('starts empty, with both consents unticked', () => {
    const empty = emptyCheckout({ type: 'delivery', day: '2026-11-26', payment: 'at_restaurant' });
    expect(empty.privacy).toBe(false);
    expect(empty.marketing).toBe(false);
    expect(empty.slot).toBe('asap');
  });

  it('asks for a name, an email, a phone and the privacy consent', () => {
    const empty = emptyCheckout({ type: 'pickup', day: '2026-11-26', payment: 'at_restaurant' });
    expect(errorsOf(empty)).toEqual({
      name: 'nameShort',
      email: 'required',
      phone: 'phone',
      privacy: 'privacy',
    });
    expect(errorsOf(filled())).toEqual({});
    expect(errorsOf(filled({ email: 'anna@' }))).toEqual({ email: 'email' });
    expect(errorsOf(filled({ phone: 'chiamami' }))).toEqual({ phone: 'phone' });
    expect(errorsOf(filled({ phone: '+ ( ) -' }))).toEqual({ phone: 'phone' });
  });

  it('asks for the address only for a delivery, with a five-digit postcode', () => {
    expect(errorsOf(filled({ type: 'delivery' }))).toEqual({
      address: 'address',
      postcode: 'postcode',
      city: 'city',
    });
    expect(
      errorsOf(filled({ type: 'delivery', address: 'Via Giulia', postcode: '0018', city: 'Roma' })),
    ).toEqual({ postcode: 'postcode' });
    expect(
      errorsOf(
        filled({ type: 'delivery', address: 'Via Giulia', postcode: '00186', city: 'Roma' }),
      ),
    ).toEqual({});
  });

  it('sends the order without prices, the address only for a delivery', () => {
    const items = [{ item_id: 7, quantity: 2 }];
    const pickup = placeOrderBodyOf(filled({ address: 'ignored', discountCode: ' ' }), {
      items,
      language: 'it',
      cartTempId: 'a'.repeat(22),
    });
    expect(pickup).toEqual({
      type: 'pickup',
      slot: 'asap',
      items,
      customer: { name: 'Anna Ospite', email: 'anna@ospite.test', phone: '+39 333 123 4567' },
      notes: '',
      privacy_consent: true,
      marketing_consent: false,
      payment_method: 'at_restaurant',
      language: 'it',
      cart_temp_id: 'a'.repeat(22),
    });
    const delivery = placeOrderBodyOf(
      filled({
        type: 'delivery',
        slot: '2026-11-26T19:30:00.000Z',
        address: ' Via Giulia ',
        streetNumber: '12',
        postcode: '00186',
        city: 'Roma',
        addressNotes: 'citofono Rossi',
        discountCode: 'BENVENUTO',
        marketing: true,
      }),
      { items, language: 'en', cartTempId: null },
    );
    expect(delivery.delivery_address).toEqual({
      address: 'Via Giulia',
      street_number: '12',
      cap: '00186',
      city: 'Roma',
      notes: 'citofono Rossi',
    });
    expect(delivery.discount_code).toBe('BENVENUTO');
    expect(delivery.marketing_consent).toBe(true);
    expect(delivery.slot).toBe('2026-11-26T19:30:00.000Z');
    expect('cart_temp_id' in delivery).toBe(false);
  });

  it("puts a refused order's reasons on their fields, and the order's above the form", () => {
    expect(
      checkoutErrorsOf({
        slot: 'slot_full',
        'delivery_address.cap': 'outside_zone',
        'customer.email': 'Not an email address',
        payment_method: 'payment_unavailable',
      }),
    ).toEqual({
      fields: {
        slot: 'slot_full',
        postcode: 'outside_zone',
        email: 'invalid',
        payment: 'payment_unavailable',
      },
      order: [],
    });
    expect(
      checkoutErrorsOf({
        'items.0': 'sold_out',
        'items.2': 'sold_out',
        'items.1.variant': 'unknown_variant',
        items: 'under_minimum',
        type: 'ordering_closed',
      }),
    ).toEqual({
      fields: {},
      order: ['sold_out', 'unknown_variant', 'under_minimum', 'ordering_closed'],
    });
  });
});
