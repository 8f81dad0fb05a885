import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../shared/lib/format-money';
import { useCartQuote } from '../api/quote-cart';
import { lineKeyOf } from '../lib/cart-lines';
import { lineProblemsOf } from '../lib/order-lines';
import { useCartStore } from '../stores/cart-store';
import { CartLine } from './cart-line';
import { lineTotalsOf, QuotedTotals } from './cart-totals';

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
      <QuotedTotals quote={quote} delivery={choice.type === 'delivery'} language={language} />
      {answer && answer.min_order > 0 && answer.problems.items !== 'under_minimum' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('quote.minimumMet', {
            amount: formatEuros(answer.min_order, language),
          })}
        </Typography>
      )}
    </Box>
  );
}
