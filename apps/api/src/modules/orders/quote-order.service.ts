import { centsToEuros } from '@coperto/shared/common/money';
import type { OrderQuote, OrderQuoteBodySchema } from '@coperto/shared/orders/order.schemas';
import type { z } from 'zod';
import type { ServiceContext } from '../../shared/context';
import { checkDiscount } from '../discounts/discount-checkout.service';
import { checkCardForOrder } from '../giftcards/giftcards.service';
import { priceLines } from './order-creation';
import { inPublicRestaurant } from './public-ordering.service';

type QuoteInput = z.output<typeof OrderQuoteBodySchema>;

/**
 * The cart as the server prices it (the cart shows these figures, never its own): the same
 * pricing as placing an order, with what cannot be sold named instead of refused.
 */
export function quoteOrder(
  ctx: ServiceContext,
  publicKey: string,
  body: QuoteInput,
): Promise<OrderQuote> {
  const now = ctx.clock.now();
  return inPublicRestaurant(ctx, publicKey, async (tx, place, restaurant) => {
    const zone =
      body.type === 'delivery' && body.postcode
        ? place.settings.delivery_zones.find((z) => z.postcodes.includes(body.postcode ?? ''))
        : undefined;
    const priced = await priceLines(tx, restaurant, place, {
      items: body.items,
      type: body.type,
      at: body.slot === 'asap' ? now : new Date(body.slot),
      language: body.language,
      zone,
    });
    const minimum = Math.max(place.settings.min_order_cents, zone?.min_order_cents ?? 0);
    const problems: OrderQuote['problems'] = { ...priced.problems };
    if (body.type === 'delivery' && body.postcode && !zone) problems.postcode = 'outside_zone';
    if (priced.subtotal_cents < minimum) problems.items = 'under_minimum';
    // The code is checked as placing would check it, without taking a use (decision 068).
    const discount = body.discount_code
      ? await checkDiscount(tx, {
          code: body.discount_code,
          restaurantId: restaurant.id,
          orderType: body.type,
          subtotalCents: priced.subtotal_cents,
          email: body.email ?? null,
          now,
        })
      : null;
    if (discount && !discount.ok) problems.discount_code = discount.reason;
    const discountCents = discount?.ok ? discount.discountCents : 0;
    const totalCents = priced.total_cents - discountCents;
    // The card pays what the discount leaves, at most what it holds (decision 071); nothing taken.
    const card = body.gift_card_code
      ? await checkCardForOrder(tx, {
          code: body.gift_card_code,
          restaurantId: restaurant.id,
          amountCents: totalCents,
          orderTotalCents: totalCents,
          now,
        })
      : null;
    if (card && !card.ok) problems.gift_card_code = card.reason;
    const cardCents = card?.ok ? card.amountCents : 0;
    return {
      items: priced.lines
        .filter((line) => line.kind === 'dish')
        .map((line) => ({
          item_id: line.menu_item_id ?? 0,
          variant: line.variant_index,
          name: line.name,
          variant_name: line.variant_name,
          quantity: line.quantity,
          unit_price: centsToEuros(line.unit_price_cents),
          total: centsToEuros(line.gross_cents),
        })),
      subtotal: centsToEuros(priced.subtotal_cents),
      delivery_fee: centsToEuros(priced.delivery_fee_cents),
      discount: centsToEuros(discountCents),
      discount_code: discount?.ok ? discount.code : null,
      discount_title: discount?.ok ? discount.title : null,
      total: centsToEuros(totalCents),
      gift_card: centsToEuros(cardCents),
      gift_card_last4: card?.ok ? card.last4 : null,
      gift_card_balance: card?.ok ? centsToEuros(card.balanceCents) : null,
      to_pay: centsToEuros(totalCents - cardCents),
      min_order: centsToEuros(minimum),
      problems,
    };
  });
}
