import type { OrderQuote } from '@coperto/shared/orders/order.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../shared/lib/format-money';
import type { useCartQuote } from '../api/quote-cart';

/**
 * Each cart line's total as the server priced it: the quote lists the lines it could price in
 * the order they were sent, leaving out those with a problem.
 */
export function lineTotalsOf(
  quote: OrderQuote | undefined,
  cartIndex: readonly number[],
  lineCount: number,
): (number | undefined)[] {
  const totals: (number | undefined)[] = Array.from({ length: lineCount }, () => undefined);
  if (!quote) return totals;
  let priced = 0;
  cartIndex.forEach((cartLine, sent) => {
    const hasProblem = Object.keys(quote.problems).some(
      (field) => field === `items.${sent}` || field.startsWith(`items.${sent}.`),
    );
    if (hasProblem) return;
    totals[cartLine] = quote.items[priced]?.total;
    priced += 1;
  });
  return totals;
}

function TotalRow({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  const variant = strong ? 'h6' : 'body1';
  return (
    <Stack direction="row" sx={{ alignItems: 'baseline', py: strong ? 0.5 : 0.25 }}>
      <Typography variant={variant} component="p" sx={{ flex: 1 }}>
        {label}
      </Typography>
      <Typography
        variant={variant}
        component="p"
        data-testid={testId}
        sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {value}
      </Typography>
    </Stack>
  );
}

/**
 * Subtotal, delivery, discount and total, as the server priced them; with a gift card, what it
 * pays and what is left to pay (decision 071).
 */
export function CartTotals({
  quote,
  delivery,
  language,
  pricing,
}: {
  quote: OrderQuote | undefined;
  delivery: boolean;
  language: string;
  pricing: boolean;
}) {
  const { t } = useTranslation('cart');
  const money = (euros: number | undefined) =>
    euros === undefined ? '…' : formatEuros(euros, language);
  return (
    <Box aria-busy={pricing} data-testid="cart-totals">
      <TotalRow label={t('subtotal')} value={money(quote?.subtotal)} testId="cart-subtotal" />
      {delivery && (
        <TotalRow
          label={t('deliveryFee')}
          value={
            quote?.problems.postcode
              ? '—'
              : quote && quote.delivery_fee === 0
                ? t('deliveryAtCheckout')
                : money(quote?.delivery_fee)
          }
          testId="cart-delivery-fee"
        />
      )}
      {(quote?.discount ?? 0) > 0 && (
        <TotalRow
          label={t('discount')}
          value={`−${money(quote?.discount)}`}
          testId="cart-discount"
        />
      )}
      <Divider sx={{ my: 1 }} />
      <TotalRow label={t('total')} value={money(quote?.total)} testId="cart-total" strong />
      {quote && quote.gift_card > 0 && (
        <>
          <TotalRow
            label={t('giftCard', { last4: quote.gift_card_last4 ?? '' })}
            value={`−${money(quote.gift_card)}`}
            testId="cart-gift-card"
          />
          <TotalRow label={t('toPay')} value={money(quote.to_pay)} testId="cart-to-pay" strong />
        </>
      )}
    </Box>
  );
}

/**
 * What the drawer and the checkout both show under the lines: the server's totals, a way to try
 * pricing again when it failed, and what stops the order (outside the zones, under the minimum).
 */
export function QuotedTotals({
  quote,
  delivery,
  language,
}: {
  quote: ReturnType<typeof useCartQuote>;
  delivery: boolean;
  language: string;
}) {
  const { t } = useTranslation('cart');
  const answer = quote.data;
  return (
    <>
      {quote.isError && !answer && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          data-testid="cart-quote-error"
          action={
            <Button color="inherit" size="small" onClick={() => void quote.refetch()}>
              {t('quote.retry')}
            </Button>
          }
        >
          {t('quote.failed')}
        </Alert>
      )}
      <CartTotals
        quote={answer}
        delivery={delivery}
        language={language}
        pricing={quote.isFetching}
      />
      {answer?.problems.postcode === 'outside_zone' && (
        <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="cart-outside-zone">
          {t('quote.outsideZone')}
        </Alert>
      )}
      {answer?.problems.items === 'under_minimum' && (
        <Alert severity="info" sx={{ mt: 1.5 }} data-testid="cart-minimum">
          {t('quote.minimum', { amount: formatEuros(answer.min_order, language) })}
        </Alert>
      )}
    </>
  );
}
