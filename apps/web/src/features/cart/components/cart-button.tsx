import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store';
import { cartItemCount } from '../lib/cart-lines';
import { useCartStore } from '../stores/cart-store';

/** The app bar's cart button: how many items, and a tap opens the cart overlay. */
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
      <Badge badgeContent={count} color="secondary" max={99}>
        <ShoppingCartOutlinedIcon />
      </Badge>
    </IconButton>
  );
}
