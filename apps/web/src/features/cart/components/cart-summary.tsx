import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatEuroCents } from '../../../shared/lib/format-money';
import { useCartQuote } from '../api/quote-cart';
import { lineKeyOf } from '../lib/cart-lines';
import { lineProblemsOf } from '../lib/order-lines';
import { useCartStore } from '../stores/cart-store';
import { CartLine } from './cart-line';
import { CartTotals, lineTotalsOf } from './cart-totals';

const toCents = (euros: number) => Math.round(euros * 100);

/**
 * The cart as the checkout shows it: its lines, priced by the server for the guest's choice (a
 * delivery's zone fee and minimum, a slot's menus), the lines that cannot be ordered marked with
 * a way to remove them, and a word when the postcode is outside every zone.
 */
export function CartSummary() {
  const { t, i18n } = useTranslation('cart');
  const language = i18n.language;
  const items = useCartStore((s) => s.items);
  const publicKey = useCartStore((s) => s.publicKey);
  const choice = useCartStore((s) => s.orderChoice);
  const quote = useCartQuote({ publicKey, items, choice, language });
  const answer = quote.data;
  const problems = lineProblemsOf(answer?.problems ?? {}, quote.mapping);
  const totals = lineTotalsOf(answer, quote.mapping.cartIndex, items.length);

  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 2.5 }}
      data-testid="cart-summary"
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <List sx={{ py: 0 }} aria-label={t('title')}>
        {items.map((line, index) => (
          <CartLine
            key={lineKeyOf(line)}
            line={line}
            language={language}
            total={totals[index]}
            problem={problems.get(index)}
            divider={index < items.length - 1}
          />
        ))}
      </List>
      <Divider sx={{ mb: 1.5 }} />
      {quote.isError && !answer && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
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
        delivery={choice.type === 'delivery'}
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
          {t('quote.minimum', { amount: formatEuroCents(toCents(answer.min_order), language) })}
        </Alert>
      )}
      {answer && answer.min_order > 0 && answer.problems.items !== 'under_minimum' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('quote.minimumMet', {
            amount: formatEuroCents(toCents(answer.min_order), language),
          })}
        </Typography>
      )}
    </Box>
  );
}
