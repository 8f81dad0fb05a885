import { GIFT_CARD_CODE_LENGTH } from '@coperto/shared/giftcards/giftcard.constants';
import type { GiftCard, GiftCardTemplate } from '@coperto/shared/giftcards/giftcard.schemas';
import { formatShortCode, makeShortCode } from '@coperto/shared/giftcards/giftcard-code';
import { fakeCurrentUser } from '../../../shared/session/session-fixtures';

export { jsonResponse } from '../../../shared/session/session-fixtures';

const HOUR = 3_600_000;
export const OWNER = fakeCurrentUser(Date.now() + HOUR, 'owner');
export const MANAGER = fakeCurrentUser(Date.now() + HOUR, 'manager');
export const STAFF = fakeCurrentUser(Date.now() + HOUR, 'staff');

/** GET /api/restaurant/1 as the gift card screens read it. */
export const RESTAURANT = {
  id: 1,
  name: 'Trattoria Demo',
  time_zone: 'Europe/Rome',
  public_key: 'trattoria-key',
  language: ['it', 'en'],
};

/** A well-formed code (its check character right), as printed. */
export function aCode(seed = 1): string {
  let n = seed;
  return formatShortCode(
    makeShortCode(GIFT_CARD_CODE_LENGTH, (size) =>
      Uint8Array.from({ length: size }, () => {
        n = (n * 37 + 11) % 251;
        return n;
      }),
    ),
  );
}

export function template(fields: Partial<GiftCardTemplate> = {}): GiftCardTemplate {
  return {
    id: 3,
    name: 'Natale',
    design_key: 'festive',
    image_id: null,
    image_url: null,
    preset_amounts: [25, 50, 100],
    free_amount: null,
    validity_months: 12,
    title: { it: 'Buono regalo di Natale' },
    description: {},
    terms: {},
    active: true,
    restaurant_ids: [1],
    cards_count: 0,
    ...fields,
  };
}

export function card(fields: Partial<GiftCard> = {}): GiftCard {
  return {
    id: 9,
    unique_id: 'a'.repeat(32),
    code: aCode(),
    type: 'card',
    status: 'active',
    template_id: 3,
    template_name: 'Natale',
    restaurant_id: 1,
    title: 'Buono regalo',
    customer_name: 'Giulia Verdi',
    email: 'giulia@example.com',
    phone_number: null,
    buyer_name: 'Marco Rossi',
    buyer_email: null,
    amount: 50,
    balance: 50,
    min_amount: 0,
    date_expired: '2027-11-26',
    delivery_at: null,
    sold_via: 'cash',
    created_at: '2026-11-20T10:00:00.000Z',
    description: '',
    message: '',
    send_email: false,
    is_percentage: false,
    privacy: true,
    marketing: false,
    language: 'it',
    email_sent_at: null,
    accepted_restaurant_ids: [1],
    ledger: [
      {
        id: 1,
        kind: 'issued',
        amount: 50,
        balance_after: 50,
        note: '',
        restaurant_id: 1,
        order_id: null,
        by: 'Olga Owner',
        created_at: '2026-11-20T10:00:00.000Z',
      },
    ],
    ...fields,
  };
}
