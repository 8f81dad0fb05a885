import type {
  GiftCardLedgerKind,
  GiftCardRefusal,
  GiftCardStatus,
} from '@coperto/shared/giftcards/giftcard.constants';
import { canMoveGiftCard } from '@coperto/shared/giftcards/giftcard.constants';
import type { TenantTx } from '../../db/tenant-scope';
import { notFound, ruleBroken } from '../../shared/app-error';
import {
  balanceOf,
  type GiftCardRow,
  insertLedgerEntry,
  lockGiftCard,
  updateGiftCard,
} from './giftcards.repository';

/** A card that cannot do what was asked: 422 naming the field and the reason (the web words it). */
export function refuseCard(field: string, reason: GiftCardRefusal, detail: string): never {
  throw ruleBroken(detail, { [field]: reason });
}

/** The card, locked for the rest of the transaction, with its balance (decision 067). */
export async function lockCardWithBalance(tx: TenantTx, cardId: number) {
  const card = await lockGiftCard(tx, cardId);
  if (!card) throw notFound('Gift card');
  return { card, balanceCents: await balanceOf(tx, card.id) };
}

/** The state a card moves to after an entry leaves it with `balance`. */
function statusAfter(card: GiftCardRow, kind: GiftCardLedgerKind, balance: number): GiftCardStatus {
  if (kind === 'expired') return 'expired';
  if (card.status === 'pending') return kind === 'issued' ? 'active' : 'pending';
  if (card.status === 'cancelled') return 'cancelled';
  return balance > 0 ? 'active' : 'redeemed';
}

export interface LedgerWrite {
  kind: GiftCardLedgerKind;
  /** Signed cents: what the entry adds to the balance. */
  amountCents: number;
  note?: string;
  restaurantId?: number | null;
  orderId?: number | null;
  userId?: number | null;
  now: Date;
}

/**
 * Writes one entry on a card locked by `lockCardWithBalance` in this transaction, and moves its
 * state. The balance never goes below 0: the entry is refused instead (the database's check on the
 * sign of each kind stands behind this).
 */
export async function writeLedgerEntry(
  tx: TenantTx,
  locked: { card: GiftCardRow; balanceCents: number },
  write: LedgerWrite,
) {
  const balance = locked.balanceCents + write.amountCents;
  if (balance < 0) {
    refuseCard(
      'amount',
      'giftcard_insufficient_balance',
      'The card does not hold that much: redeem at most its balance',
    );
  }
  const entry = await insertLedgerEntry(tx, {
    business_id: locked.card.business_id,
    card_id: locked.card.id,
    kind: write.kind,
    amount_cents: write.amountCents,
    note: write.note ?? '',
    restaurant_id: write.restaurantId ?? null,
    order_id: write.orderId ?? null,
    user_id: write.userId ?? null,
    created_at: write.now,
  });
  const status = statusAfter(locked.card, write.kind, balance);
  let card = locked.card;
  if (status !== card.status) {
    if (!canMoveGiftCard(card.status, status)) {
      throw new Error(`Gift card ${card.id}: no move from ${card.status} to ${status}`);
    }
    card = await updateGiftCard(tx, card.id, { status, updated_at: write.now });
  }
  return { card, entry, balanceCents: balance };
}
