import { TableOrderBodySchema } from '@coperto/shared/floor/service.schemas';
import { describe, expect, it } from 'vitest';
import {
  emptyTableCheckout,
  type TableCheckoutValues,
  tableCheckoutErrorsOf,
  tableCheckoutSchema,
  tableOrderBodyOf,
} from './table-checkout-rules';
import { tableOrderingOpen } from './table-ordering';

const filled = (changes: Partial<TableCheckoutValues> = {}): TableCheckoutValues => ({
  ...emptyTableCheckout(),
  name: 'Anna',
  privacy: true,
  ...changes,
});

function errorsOf(values: TableCheckoutValues) {
  const result = tableCheckoutSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const context = {
  items: [
    { item_id: 7, quantity: 2 },
    { item_id: 9, variant: 1, quantity: 1, notes: 'senza' },
  ],
  language: 'it' as const,
  cartTempId: 't'.repeat(22),
};

describe('the checkout at a table', () => {
  it('starts empty, with both consents unticked', () => {
    const empty = emptyTableCheckout();
    expect(empty.privacy).toBe(false);
    expect(empty.marketing).toBe(false);
  });

  it('asks only for a name for the waiter and the privacy consent; email and phone are optional', () => {
    expect(errorsOf(emptyTableCheckout())).toEqual({ name: 'nameShort', privacy: 'privacy' });
    expect(errorsOf(filled())).toEqual({});
    expect(errorsOf(filled({ name: ' A ' }))).toEqual({ name: 'nameShort' });
    expect(errorsOf(filled({ email: 'anna@' }))).toEqual({ email: 'email' });
    expect(errorsOf(filled({ phone: 'chiamami' }))).toEqual({ phone: 'phone' });
    expect(errorsOf(filled({ phone: '+ ( ) -' }))).toEqual({ phone: 'phone' });
    expect(errorsOf(filled({ email: 'anna@ospite.test', phone: '+39 333 123 4567' }))).toEqual({});
  });

  it('refuses what is too long before sending it', () => {
    expect(
      errorsOf(
        filled({
          name: 'x'.repeat(500),
          email: `${'a'.repeat(260)}@x.it`,
          phone: '1'.repeat(31),
          notes: 'n'.repeat(5000),
          discountCode: 'C'.repeat(100),
          giftCardCode: 'G'.repeat(100),
        }),
      ),
    ).toEqual({
      name: 'tooLong',
      email: 'tooLong',
      phone: 'tooLong',
      notes: 'tooLong',
      discountCode: 'tooLong',
      giftCardCode: 'tooLong',
    });
  });

  it('sends what the server takes: no kind, time, address, payment or price; empty extras left out', () => {
    const body = tableOrderBodyOf(filled({ name: '  Anna  ', notes: ' al sangue ' }), context);
    expect(body).toEqual({
      items: context.items,
      customer: { name: 'Anna' },
      notes: 'al sangue',
      privacy_consent: true,
      marketing_consent: false,
      language: 'it',
      cart_temp_id: 't'.repeat(22),
    });
    expect(TableOrderBodySchema.safeParse(body).success).toBe(true);

    const full = tableOrderBodyOf(
      filled({
        email: ' anna@ospite.test ',
        phone: '+39 333 123 4567',
        discountCode: ' ESTATE ',
        giftCardCode: ' abcd-efgh-jkm2 ',
        marketing: true,
      }),
      { ...context, cartTempId: null },
    );
    expect(full).toMatchObject({
      customer: { name: 'Anna', email: 'anna@ospite.test', phone: '+39 333 123 4567' },
      discount_code: 'ESTATE',
      gift_card_code: 'abcd-efgh-jkm2',
      marketing_consent: true,
    });
    expect(full).not.toHaveProperty('cart_temp_id');
    expect(TableOrderBodySchema.safeParse(full).success).toBe(true);
  });

  it("puts a refusal's fields on the form, and the rest above it in words for a table", () => {
    expect(
      tableCheckoutErrorsOf({
        'customer.email': 'Invalid email',
        'customer.name': 'Too short',
        'items.1': 'sold_out',
        type: 'ordering_closed',
        payment_method: 'payment_unavailable',
        slot: 'slot_full',
        'items.0': 'sold_out',
      }),
    ).toEqual({
      fields: { email: 'invalid', name: 'invalid' },
      order: ['sold_out', 'ordering_closed', 'payment_unavailable', 'kitchen_busy'],
    });
    // A gift card the server refused is said on its field, as at the usual checkout.
    expect(tableCheckoutErrorsOf({ gift_card_code: 'giftcard_expired' }).fields).toEqual({
      giftCardCode: 'giftcard_expired',
    });
    expect(tableCheckoutErrorsOf({ slot: 'slot_unavailable', weird: 'x' })).toEqual({
      fields: {},
      order: ['invalid', 'kitchen_busy'],
    });
  });

  it('is open only while the restaurant takes orders and payment with the bill', () => {
    const open = {
      available: true,
      closed_reason: null,
      types: ['pickup' as const],
      payment_methods: ['at_restaurant' as const],
      min_order: 0,
      delivery_zones: [],
      paused_until: null,
      next_slot: '2026-11-26T19:00:00.000Z',
    };
    expect(tableOrderingOpen(open)).toBe(true);
    expect(tableOrderingOpen(undefined)).toBe(false);
    expect(tableOrderingOpen({ ...open, available: false, closed_reason: 'paused' })).toBe(false);
    expect(tableOrderingOpen({ ...open, payment_methods: ['card'] })).toBe(false);
  });
});
