import type { CartItem } from '@coperto/shared/cart/cart.schemas';
import { type LanguageCode, SUPPORTED_LANGUAGES } from '@coperto/shared/common/constants';
import type { OrderQuote } from '@coperto/shared/orders/order.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { orderLinesOf } from '../lib/order-lines';
import type { OrderChoice } from '../stores/cart-store';

/** A language the API knows; a site language it does not falls back to Italian's. */
export const apiLanguageOf = (language: string): LanguageCode =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(language) ? (language as LanguageCode) : 'it';

/**
 * At a table the minimum order does not apply (a coffee is an order like any other: the server
 * places a table's order whatever its total, decision 061), so it neither shows nor holds the
 * checkout back.
 */
export function withoutMinimum(quote: OrderQuote): OrderQuote {
  if (quote.min_order === 0 && quote.problems.items !== 'under_minimum') return quote;
  const { items, ...problems } = quote.problems;
  return {
    ...quote,
    min_order: 0,
    problems: items && items !== 'under_minimum' ? { ...problems, items } : problems,
  };
}

/**
 * The cart priced by the server (POST /ordering/:publicKey/quote): the drawer shows these figures,
 * never its own arithmetic. Keyed by what it prices, so a change asks again and the previous
 * answer stays on screen meanwhile.
 */
export function useCartQuote(input: {
  publicKey: string | null;
  items: readonly CartItem[];
  choice: OrderChoice;
  language: string;
  enabled?: boolean;
}) {
  const mapping = orderLinesOf(input.items);
  const body = {
    type: input.choice.type,
    slot: input.choice.slot,
    items: mapping.lines,
    language: apiLanguageOf(input.language),
    ...(input.choice.type === 'delivery' && input.choice.postcode
      ? { postcode: input.choice.postcode }
      : {}),
    ...(input.choice.discountCode ? { discount_code: input.choice.discountCode } : {}),
    ...(input.choice.giftCardCode ? { gift_card_code: input.choice.giftCardCode } : {}),
  };
  const query = useQuery({
    queryKey: ['ordering', 'quote', input.publicKey, body],
    queryFn: ({ signal }) =>
      callApi('POST /ordering/:publicKey/quote', {
        params: { publicKey: input.publicKey ?? '' },
        body,
        signal,
      }),
    select: input.choice.type === 'table' ? withoutMinimum : undefined,
    enabled: (input.enabled ?? true) && Boolean(input.publicKey) && mapping.lines.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return { ...query, mapping };
}
