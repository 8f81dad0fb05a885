import type { TenantTx } from '../../db/tenant-scope';
import { sumRedeemed } from './giftcard-takings.repository';

/**
 * What the cash-ups ask of gift cards (DESIGN.md §11: cashups → giftcards): the card money
 * spent at a restaurant in a span (at the counter or in its orders), to reconcile beside the till.
 */
export function redeemedGiftCardTakings(
  tx: TenantTx,
  q: { restaurantId: number; from: Date; to: Date },
) {
  return sumRedeemed(tx, q);
}
