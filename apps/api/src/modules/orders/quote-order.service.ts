import { centsToEuros } from '@coperto/shared/common/money';
import type { OrderQuote, OrderQuoteBodySchema } from '@coperto/shared/orders/order.schemas';
import { wallClockAt } from '@coperto/shared/restaurants/opening-hours';
import type { z } from 'zod';
import type { ServiceContext } from '../../shared/context';
import { itemsForOrder } from '../menus/orderable-items.service';
import { listRestaurantLanguages } from '../restaurants/tenant-restaurants.service';
import { priceOrder } from './order-pricing';
import { findVatRates } from './ordering-settings.repository';
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
    const [items, vatRates, languages] = await Promise.all([
      itemsForOrder(
        tx,
        restaurant.id,
        body.items.map((line) => line.item_id),
      ),
      findVatRates(tx),
      listRestaurantLanguages(tx, restaurant.id),
    ]);
    const zone =
      body.type === 'delivery' && body.postcode
        ? place.settings.delivery_zones.find((z) => z.postcodes.includes(body.postcode ?? ''))
        : undefined;
    const at = body.slot === 'asap' ? now : new Date(body.slot);
    const priced = priceOrder({
      lines: body.items,
      items,
      type: body.type,
      slotClock: wallClockAt(restaurant.time_zone, at.getTime()),
      language: body.language,
      fallbackLanguage: languages[0] ?? body.language,
      vatRates,
      deliveryFee: zone
        ? { cents: zone.fee_cents, vatRate: place.settings.delivery_fee_vat_rate }
        : null,
    });
    const minimum = Math.max(place.settings.min_order_cents, zone?.min_order_cents ?? 0);
    const problems: OrderQuote['problems'] = { ...priced.problems };
    if (body.type === 'delivery' && body.postcode && !zone) problems.postcode = 'outside_zone';
    if (priced.subtotal_cents < minimum) problems.items = 'under_minimum';
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
      discount: 0,
      total: centsToEuros(priced.total_cents),
      min_order: centsToEuros(minimum),
      problems,
    };
  });
}
