import { describe, expect, it } from 'vitest';
import {
  amountCentsOf,
  emptyGiftCardShopForm,
  type GiftCardShopValues,
  giftCardShopErrors,
  isAmountOffered,
  purchaseBodyOf,
  type ShopTemplate,
  serverErrorsOf,
} from './giftcard-shop-rules';

const TEMPLATE: ShopTemplate = {
  id: 7,
  design_key: 'classic',
  image_url: null,
  preset_amounts: [50, 100],
  free_amount: { min: 25, max: 300 },
  validity_months: 12,
  title: { it: 'Una cena da noi' },
  description: {},
  terms: {},
};
const PRESETS_ONLY: ShopTemplate = { ...TEMPLATE, id: 8, free_amount: null };
const TODAY = '2026-11-26';

const filled = (changes: Partial<GiftCardShopValues> = {}): GiftCardShopValues => ({
  ...emptyGiftCardShopForm(7),
  amount: '50',
  buyerName: 'Bruno Buyer',
  buyerEmail: 'Bruno@Ospite.test ',
  recipientName: 'Rita Regalo',
  recipientEmail: 'rita@ospite.test',
  privacy: true,
  ...changes,
});
const errorsOf = (values: GiftCardShopValues) =>
  giftCardShopErrors(values, [TEMPLATE, PRESETS_ONLY], TODAY);

describe('the gift card shop form', () => {
  it('starts with nothing consented, delivered now, on the first design', () => {
    const empty = emptyGiftCardShopForm(7);
    expect(empty).toMatchObject({
      templateId: 7,
      privacy: false,
      marketing: false,
      delivery: 'now',
    });
    expect(errorsOf(empty)).toEqual({
      amount: 'required',
      buyerName: 'required',
      buyerEmail: 'required',
      recipientName: 'required',
      recipientEmail: 'required',
      privacy: 'privacy',
    });
  });

  it('takes a filled form', () => {
    expect(errorsOf(filled())).toEqual({});
    expect(errorsOf(filled({ amount: '37,50' }))).toEqual({});
  });

  it('reads amounts as typed in Italian or English, and refuses what is not one', () => {
    expect(amountCentsOf('37,50')).toBe(3750);
    expect(amountCentsOf('37.5')).toBe(3750);
    expect(amountCentsOf('€ 100')).toBe(10000);
    for (const bad of ['abc', '10.001', '-5', '1e3', '<script>']) {
      expect(amountCentsOf(bad), bad).toBeUndefined();
      expect(errorsOf(filled({ amount: bad })).amount, bad).toBe('invalid');
    }
  });

  it('takes a preset or an amount inside the free range, nothing else', () => {
    expect(isAmountOffered(TEMPLATE, 5000)).toBe(true);
    expect(isAmountOffered(TEMPLATE, 2500)).toBe(true);
    expect(isAmountOffered(TEMPLATE, 30000)).toBe(true);
    expect(isAmountOffered(TEMPLATE, 2499)).toBe(false);
    expect(isAmountOffered(TEMPLATE, 30001)).toBe(false);
    expect(errorsOf(filled({ amount: '5' })).amount).toBe('amountRange');
    expect(errorsOf(filled({ amount: '1000000' })).amount).toBe('amountRange');
    expect(errorsOf(filled({ templateId: 8, amount: '60' })).amount).toBe('amount');
    expect(errorsOf(filled({ templateId: 8, amount: '100' }))).toEqual({});
  });

  it('refuses a design that is not on sale', () => {
    expect(errorsOf(filled({ templateId: 99 })).templateId).toBe('required');
    expect(errorsOf(filled({ templateId: null })).templateId).toBe('required');
  });

  it('refuses short, long and malformed names and emails', () => {
    expect(errorsOf(filled({ buyerName: ' A ' })).buyerName).toBe('tooShort');
    expect(errorsOf(filled({ recipientName: 'x'.repeat(121) })).recipientName).toBe('tooLong');
    expect(errorsOf(filled({ buyerEmail: 'not-an-email' })).buyerEmail).toBe('email');
    expect(errorsOf(filled({ recipientEmail: 'a@b' })).recipientEmail).toBe('email');
    expect(errorsOf(filled({ recipientEmail: `${'a'.repeat(250)}@x.it` })).recipientEmail).toBe(
      'email',
    );
    expect(errorsOf(filled({ message: 'x'.repeat(501) })).message).toBe('tooLong');
    expect(errorsOf(filled({ message: 'x'.repeat(500) }))).toEqual({});
  });

  it('delivers from today to a year ahead on a chosen day', () => {
    expect(errorsOf(filled({ delivery: 'later' })).deliveryDate).toBe('required');
    expect(errorsOf(filled({ delivery: 'later', deliveryDate: '2026-11-25' })).deliveryDate).toBe(
      'date',
    );
    expect(errorsOf(filled({ delivery: 'later', deliveryDate: '2027-11-27' })).deliveryDate).toBe(
      'date',
    );
    expect(errorsOf(filled({ delivery: 'later', deliveryDate: 'tomorrow' })).deliveryDate).toBe(
      'date',
    );
    expect(errorsOf(filled({ delivery: 'later', deliveryDate: TODAY }))).toEqual({});
    expect(errorsOf(filled({ delivery: 'later', deliveryDate: '2027-11-26' }))).toEqual({});
    // A day typed and then "now" chosen again is not sent.
    expect(errorsOf(filled({ delivery: 'now', deliveryDate: '1999-01-01' }))).toEqual({});
  });

  it('requires the privacy consent; marketing is optional', () => {
    expect(errorsOf(filled({ privacy: false })).privacy).toBe('privacy');
    expect(errorsOf(filled({ marketing: true }))).toEqual({});
  });

  it('writes the purchase body the API takes', () => {
    expect(purchaseBodyOf(filled({ amount: '37,50', message: '  Auguri!  ' }), 'it')).toEqual({
      template_id: 7,
      amount: 37.5,
      buyer: { name: 'Bruno Buyer', email: 'bruno@ospite.test' },
      recipient: { name: 'Rita Regalo', email: 'rita@ospite.test' },
      message: 'Auguri!',
      privacy_consent: true,
      marketing_consent: false,
      language: 'it',
    });
    expect(
      purchaseBodyOf(
        filled({ delivery: 'later', deliveryDate: '2026-12-24', marketing: true }),
        'en',
      ),
    ).toMatchObject({ delivery_date: '2026-12-24', marketing_consent: true, language: 'en' });
  });

  it("puts the server's refusals on the form's fields and leaves the rest out", () => {
    expect(
      serverErrorsOf({
        amount: 'This amount is not offered',
        'recipient.email': 'Invalid email',
        delivery_date: 'From today to a year ahead',
        payment: 'payments_unavailable',
      }),
    ).toEqual({ amount: 'amount', recipientEmail: 'email', deliveryDate: 'date' });
  });
});
