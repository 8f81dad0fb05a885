import { pickTranslation } from '@coperto/shared/common/translations';
import type { MenuItem } from '@coperto/shared/menus/menu.schemas';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithTheme } from '../../../shared/ui/lazy-with-theme';
import './add-to-cart-button.css';

// MUI's dialog loads the first time a guest taps "Aggiungi", not with the menu.
const AddToCartDialog = lazyWithTheme(() =>
  import('./add-to-cart-dialog').then((m) => m.AddToCartDialog),
);

/**
 * A dish's "Aggiungi" button on the menu, shown only while the restaurant takes orders; a
 * sold-out dish has none. A tap opens the dialog that chooses variant, quantity and note.
 */
export function AddToCartButton({
  item,
  fallbackLanguage,
}: {
  item: MenuItem;
  fallbackLanguage: string;
}) {
  const { t, i18n } = useTranslation('cart');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!item.available) return null;
  const name = pickTranslation(item.name, i18n.language, fallbackLanguage);
  return (
    <>
      <button
        type="button"
        className="add-to-cart-button"
        aria-label={t('add.buttonLabel', { name })}
        aria-haspopup="dialog"
        onPointerEnter={() => AddToCartDialog.preload()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-testid="add-to-cart"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M12 5v14M5 12h14"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
        {t('add.button')}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <AddToCartDialog
            item={item}
            fallbackLanguage={fallbackLanguage}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
