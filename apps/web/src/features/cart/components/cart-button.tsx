import { readableColorOn } from '@coperto/shared/common/color-contrast';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store';
import { ShoppingCartOutlinedIcon } from '../../../shared/ui/icons';
import { colorsOf, ThemeSpecContext } from '../../../shared/ui/theme-spec';
import { cartItemCount } from '../lib/cart-lines';
import { useCartStore } from '../stores/cart-store';
import './cart-button.css';

const MAX_SHOWN = 99;

/**
 * The app bar's cart button: how many items, and a tap opens the cart overlay. Plain HTML, as it
 * is in every public page's first load; the count is a badge in the look's secondary colour, and
 * the button's label says it to screen readers.
 */
export function CartButton() {
  const { t } = useTranslation('cart', { useSuspense: false });
  const count = useCartStore((s) => cartItemCount(s.items));
  const setOverlay = useUiStore((s) => s.setOverlay);
  const badgeColor = colorsOf(useContext(ThemeSpecContext)).secondary_color;
  return (
    <button
      type="button"
      className="cart-button"
      aria-label={t('buttonLabel', { count, defaultValue: 'Carrello' })}
      onClick={() => setOverlay('cart', true)}
      data-testid="cart-button"
    >
      <ShoppingCartOutlinedIcon />
      {count > 0 && (
        <span
          className="cart-button-count"
          aria-hidden
          data-testid="cart-count"
          style={{ color: readableColorOn(badgeColor), background: badgeColor }}
        >
          {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
        </span>
      )}
    </button>
  );
}
