import { CART_MAX_QUANTITY } from '@coperto/shared/cart/cart.constants';
import type { CartItem } from '@coperto/shared/cart/cart.schemas';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../shared/lib/format-money';
import { lineKeyOf } from '../lib/cart-lines';
import { useCartStore } from '../stores/cart-store';

/** The problems the cart has words for; any other reads as "cannot be ordered now". */
const LINE_PROBLEMS = ['sold_out', 'menu_closed', 'unknown_dish', 'unknown_variant'] as const;
type LineProblem = (typeof LINE_PROBLEMS)[number];
const lineProblemKey = (rule: string): LineProblem | 'other' =>
  (LINE_PROBLEMS as readonly string[]).includes(rule) ? (rule as LineProblem) : 'other';

export function CartLine({
  line,
  language,
  total,
  problem,
  divider = false,
}: {
  line: CartItem;
  language: string;
  /** The line's total as the server priced it; undefined while it prices. */
  total: number | undefined;
  problem: string | undefined;
  /** A rule under the line, when another follows (the list holds only its items). */
  divider?: boolean;
}) {
  const { t } = useTranslation('cart');
  const setQuantity = useCartStore((s) => s.setQuantity);
  const removeItem = useCartStore((s) => s.removeItem);
  const key = lineKeyOf(line);
  const quantityId = `cart-quantity-${encodeURIComponent(key)}`;
  return (
    <ListItem
      divider={divider}
      disableGutters
      sx={{ display: 'block', py: 1.5 }}
      data-testid="cart-line"
      data-problem={problem}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
        <Typography
          sx={{
            flex: 1,
            minWidth: 0,
            fontWeight: 600,
            overflowWrap: 'anywhere',
            ...(problem && { color: 'text.secondary', textDecoration: 'line-through' }),
          }}
        >
          {line.name}
        </Typography>
        {!problem && (
          <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="cart-line-total">
            {total === undefined ? '…' : formatEuros(total, language)}
          </Typography>
        )}
      </Stack>
      {problem && (
        <Alert
          severity="warning"
          sx={{ mt: 1, py: 0, alignItems: 'center' }}
          data-testid="cart-line-problem"
          action={
            <Button color="inherit" size="small" onClick={() => removeItem(key)}>
              {t('problem.remove')}
            </Button>
          }
        >
          {t(`problem.${lineProblemKey(problem)}`)}
        </Alert>
      )}
      {line.notes && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {line.notes}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {t('each', { price: formatEuros(line.unit_price, language) })}
        </Typography>
        <IconButton
          size="small"
          aria-label={t('decrease', { name: line.name })}
          aria-controls={quantityId}
          onClick={() => setQuantity(key, line.quantity - 1)}
        >
          <RemoveIcon fontSize="small" />
        </IconButton>
        <Typography
          component="output"
          id={quantityId}
          aria-label={t('quantityOf', { name: line.name })}
          sx={{ minWidth: '2ch', textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
          data-testid="cart-line-quantity"
        >
          {line.quantity}
        </Typography>
        <IconButton
          size="small"
          aria-label={t('increase', { name: line.name })}
          aria-controls={quantityId}
          disabled={line.quantity >= CART_MAX_QUANTITY}
          onClick={() => setQuantity(key, line.quantity + 1)}
        >
          <AddIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('remove', { name: line.name })}
          onClick={() => removeItem(key)}
        >
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </Stack>
    </ListItem>
  );
}
