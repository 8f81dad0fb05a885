import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store';
import { cartItemCount } from '../lib/cart-lines';
import { useCartStore } from '../stores/cart-store';

const MAX_SHOWN = 99;

/**
 * The app bar's cart button: how many items, and a tap opens the cart overlay. The count is a
 * plain badge drawn here (MUI's Badge would add its code to every public page's first load); the
 * button's label says it to screen readers.
 */
export function CartButton() {
  const { t } = useTranslation('cart', { useSuspense: false });
  const count = useCartStore((s) => cartItemCount(s.items));
  const setOverlay = useUiStore((s) => s.setOverlay);
  return (
    <IconButton
      color="inherit"
      aria-label={t('buttonLabel', { count, defaultValue: 'Carrello' })}
      onClick={() => setOverlay('cart', true)}
      data-testid="cart-button"
    >
      <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
        <ShoppingCartOutlinedIcon />
        {count > 0 && (
          <Box
            component="span"
            aria-hidden
            data-testid="cart-count"
            sx={{
              position: 'absolute',
              top: -8,
              insetInlineStart: 14,
              minWidth: 20,
              height: 20,
              px: 0.75,
              borderRadius: 10,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontSize: 12,
              fontWeight: 600,
              lineHeight: '20px',
              textAlign: 'center',
              boxSizing: 'border-box',
            }}
          >
            {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
          </Box>
        )}
      </Box>
    </IconButton>
  );
}
