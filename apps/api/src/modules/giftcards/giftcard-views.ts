import { centsToEuros } from '@coperto/shared/common/money';
import type {
  GiftCard,
  GiftCardLedgerEntry,
  GiftCardSummary,
  GiftCardTemplate,
} from '@coperto/shared/giftcards/giftcard.schemas';
import { formatShortCode } from '@coperto/shared/giftcards/giftcard-code';
import type { GiftCardLedgerRow, GiftCardRow, GiftCardTemplateRow } from './giftcards.repository';

export function toGiftCardTemplate(
  row: GiftCardTemplateRow,
  extra: { restaurantIds: number[]; imageUrl: string | null; cardsCount: number },
): GiftCardTemplate {
  return {
    id: row.id,
    name: row.name,
    design_key: row.design_key,
    image_id: row.image_id,
    image_url: extra.imageUrl,
    preset_amounts: row.preset_amounts_cents.map(centsToEuros),
    free_amount:
      row.free_min_cents !== null && row.free_max_cents !== null
        ? { min: centsToEuros(row.free_min_cents), max: centsToEuros(row.free_max_cents) }
        : null,
    validity_months: row.validity_months,
    title: row.title,
    description: row.description,
    terms: row.terms,
    active: row.active,
    restaurant_ids: extra.restaurantIds,
    cards_count: extra.cardsCount,
  };
}

export function toGiftCardSummary(
  row: GiftCardRow,
  extra: { balanceCents: number; templateName: string | null },
): GiftCardSummary {
  return {
    id: row.id,
    unique_id: row.unique_id,
    code: formatShortCode(row.code),
    type: 'card',
    status: row.status,
    template_id: row.template_id,
    template_name: extra.templateName,
    restaurant_id: row.restaurant_id,
    title: row.title,
    customer_name: row.customer_name,
    email: row.email,
    phone_number: row.phone_number,
    buyer_name: row.buyer_name,
    buyer_email: row.buyer_email,
    amount: centsToEuros(row.amount_cents),
    balance: centsToEuros(extra.balanceCents),
    min_amount: centsToEuros(row.min_amount_cents),
    date_expired: row.date_expired,
    delivery_at: row.delivery_at?.toISOString() ?? null,
    sold_via: row.sold_via,
    created_at: row.created_at.toISOString(),
  };
}

/** The ledger as read: each entry with the running balance after it. */
export function toLedger(
  rows: readonly { entry: GiftCardLedgerRow; by: string | null }[],
): GiftCardLedgerEntry[] {
  let balance = 0;
  return rows.map(({ entry, by }) => {
    balance += entry.amount_cents;
    return {
      id: entry.id,
      kind: entry.kind,
      amount: centsToEuros(entry.amount_cents),
      balance_after: centsToEuros(balance),
      note: entry.note,
      restaurant_id: entry.restaurant_id,
      order_id: entry.order_id,
      by: by?.trim() || null,
      created_at: entry.created_at.toISOString(),
    };
  });
}

export function toGiftCard(
  row: GiftCardRow,
  extra: {
    templateName: string | null;
    acceptedRestaurantIds: number[];
    ledger: readonly { entry: GiftCardLedgerRow; by: string | null }[];
  },
): GiftCard {
  const ledger = toLedger(extra.ledger);
  const balanceCents = extra.ledger.reduce((sum, { entry }) => sum + entry.amount_cents, 0);
  return {
    ...toGiftCardSummary(row, { balanceCents, templateName: extra.templateName }),
    description: row.description,
    message: row.message,
    send_email: row.send_email,
    is_percentage: false,
    privacy: row.privacy,
    marketing: row.marketing,
    language: row.language,
    email_sent_at: row.email_sent_at?.toISOString() ?? null,
    accepted_restaurant_ids: extra.acceptedRestaurantIds,
    ledger,
  };
}
