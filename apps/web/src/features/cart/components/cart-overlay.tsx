import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInRouterContext, useNavigate } from 'react-router';
import { useUiStore } from '../../../shared/stores/ui-store';
import { useCartQuote } from '../api/quote-cart';
import { useCartTable } from '../hooks/use-cart-table';
import { lineKeyOf } from '../lib/cart-lines';
import { lineProblemsOf } from '../lib/order-lines';
import { useCartStore } from '../stores/cart-store';
import { CartLine } from './cart-line';
import { lineTotalsOf, QuotedTotals } from './cart-totals';

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
  const publicKey = useCartStore((s) => s.publicKey);
  const choice = useCartStore((s) => s.orderChoice);
  const table = useCartTable();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const close = () => setOverlay('cart', false);
  const language = i18n.language;
  const quote = useCartQuote({ publicKey, items, choice, language, enabled: open });
  // "Added to the cart" has been read: it would cover the drawer's checkout button on a phone.
  const closeAlert = useUiStore((s) => s.closeAlert);
  useEffect(() => {
    if (open) closeAlert();
  }, [open, closeAlert]);
  const answer = quote.data;
  const problems = lineProblemsOf(answer?.problems ?? {}, quote.mapping);
  const totals = lineTotalsOf(answer, quote.mapping.cartIndex, items.length);
  const blocked = problems.size > 0 || answer?.problems.items === 'under_minimum';

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
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id="cart-title" variant="h6" component="h2">
              {t('title')}
            </Typography>
            {table && (
              <Typography variant="body2" color="text.secondary" data-testid="cart-table">
                {t('table.label', { table: table.name })}
              </Typography>
            )}
          </Box>
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
          <Divider />
          <Box sx={{ px: 2, py: 2 }}>
            {error && (
              <Alert severity="warning" sx={{ mb: 2 }} data-testid="cart-sync-error">
                {t('syncError')}
              </Alert>
            )}
            <QuotedTotals quote={quote} delivery={choice.type === 'delivery'} language={language} />
            {problems.size > 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                {t('problem.removeToContinue')}
              </Typography>
            )}
            <Stack
              direction="row"
              spacing={1}
              sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Button color="inherit" size="small" onClick={confirmEmpty}>
                {t('emptyCart')}
              </Button>
              <CheckoutButton language={language} disabled={blocked || !answer} onGo={close} />
            </Stack>
          </Box>
        </>
      )}
    </Drawer>
  );
}

/** On to the checkout page: a route change inside the app, a page load outside the router. */
function CheckoutButton({
  language,
  disabled,
  onGo,
}: {
  language: string;
  disabled: boolean;
  onGo: () => void;
}) {
  const inRouter = useInRouterContext();
  return inRouter ? (
    <RoutedCheckoutButton language={language} disabled={disabled} onGo={onGo} />
  ) : (
    <CheckoutButtonView
      disabled={disabled}
      onClick={() => {
        onGo();
        window.location.assign(`/${language}/order`);
      }}
    />
  );
}

function RoutedCheckoutButton({
  language,
  disabled,
  onGo,
}: {
  language: string;
  disabled: boolean;
  onGo: () => void;
}) {
  const navigate = useNavigate();
  return (
    <CheckoutButtonView
      disabled={disabled}
      onClick={() => {
        onGo();
        navigate(`/${language}/order`);
      }}
    />
  );
}

function CheckoutButtonView({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <Button
      variant="contained"
      size="large"
      disabled={disabled}
      onClick={onClick}
      data-testid="cart-checkout"
    >
      {t('checkout')}
    </Button>
  );
}
