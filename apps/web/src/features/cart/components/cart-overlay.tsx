import { CART_MAX_QUANTITY } from '@coperto/shared/cart/cart.constants';
import type { CartItem } from '@coperto/shared/cart/cart.schemas';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { formatEuroCents } from '../../../shared/lib/format-money';
import { useUiStore } from '../../../shared/stores/ui-store';
import { cartTotalCents, lineKeyOf } from '../lib/cart-lines';
import { useCartStore } from '../stores/cart-store';

const toCents = (euros: number) => Math.round(euros * 100);

function CartLine({ line, language }: { line: CartItem; language: string }) {
  const { t } = useTranslation('cart');
  const setQuantity = useCartStore((s) => s.setQuantity);
  const removeItem = useCartStore((s) => s.removeItem);
  const key = lineKeyOf(line);
  const quantityId = `cart-quantity-${encodeURIComponent(key)}`;
  return (
    <ListItem disableGutters sx={{ display: 'block', py: 1.5 }} data-testid="cart-line">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
        <Typography sx={{ flex: 1, minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
          {line.name}
        </Typography>
        <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="cart-line-total">
          {formatEuroCents(toCents(line.unit_price) * line.quantity, language)}
        </Typography>
      </Stack>
      {line.notes && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {line.notes}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {t('each', { price: formatEuroCents(toCents(line.unit_price), language) })}
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

/** The cart overlay (spec §2): the lines with their quantities, and the total. */
export function CartOverlay() {
  const { t, i18n } = useTranslation('cart');
  const open = useUiStore((s) => s.overlays.cart);
  const setOverlay = useUiStore((s) => s.setOverlay);
  const askConfirm = useUiStore((s) => s.askConfirm);
  const items = useCartStore((s) => s.items);
  const loading = useCartStore((s) => s.loading);
  const error = useCartStore((s) => s.error);
  const emptyCart = useCartStore((s) => s.emptyCart);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const close = () => setOverlay('cart', false);
  const language = i18n.language;

  const confirmEmpty = () =>
    askConfirm({
      title: t('confirmEmpty.title'),
      message: t('confirmEmpty.message'),
      confirmLabel: t('confirmEmpty.confirm'),
      onConfirm: emptyCart,
    });

  return (
    <Drawer
      anchor={phone ? 'bottom' : 'right'}
      open={open}
      onClose={close}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': 'cart-title',
          sx: phone
            ? { maxHeight: '85dvh', borderTopLeftRadius: 16, borderTopRightRadius: 16 }
            : { width: 400 },
        },
      }}
      data-testid="cart-overlay"
    >
      <Box sx={{ position: 'relative' }}>
        {loading && (
          <LinearProgress
            aria-label={t('saving')}
            sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
          />
        )}
        <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5 }}>
          <Typography id="cart-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('title')}
          </Typography>
          <IconButton aria-label={t('close')} onClick={close} edge="end">
            <CloseIcon />
          </IconButton>
        </Stack>
      </Box>
      <Divider />
      {items.length === 0 ? (
        <Box sx={{ px: 2, py: 4, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>{t('empty')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('emptyHint')}
          </Typography>
        </Box>
      ) : (
        <>
          <List sx={{ px: 2, py: 0, overflowY: 'auto', flex: 1 }} aria-label={t('title')}>
            {items.map((line, index) => (
              <Box key={lineKeyOf(line)}>
                {index > 0 && <Divider component="div" />}
                <CartLine line={line} language={language} />
              </Box>
            ))}
          </List>
          <Divider />
          <Box sx={{ px: 2, py: 2 }}>
            {error && (
              <Alert severity="warning" sx={{ mb: 2 }} data-testid="cart-sync-error">
                {t('syncError')}
              </Alert>
            )}
            <Stack direction="row" sx={{ alignItems: 'baseline', mb: 1.5 }}>
              <Typography variant="h6" component="p" sx={{ flex: 1 }}>
                {t('total')}
              </Typography>
              <Typography variant="h6" component="p" data-testid="cart-total">
                {formatEuroCents(cartTotalCents(items), language)}
              </Typography>
            </Stack>
            <Button color="inherit" size="small" onClick={confirmEmpty}>
              {t('emptyCart')}
            </Button>
          </Box>
        </>
      )}
    </Drawer>
  );
}
