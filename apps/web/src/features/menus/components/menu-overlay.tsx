import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store';
import { lazyWithTheme } from '../../../shared/ui/lazy-with-theme';
import { Spinner } from '../../../shared/ui/page-spinner';
import type { MenusRestaurant } from './restaurant-menus';

const MenuOverlayDialog = lazyWithTheme(() =>
  import('./menu-overlay-dialog').then((m) => m.MenuOverlayDialog),
);

/** Fetches the overlay's code ahead of a tap, e.g. when the "Menu" button is hovered or focused. */
export function preloadMenuOverlay(): void {
  MenuOverlayDialog.preload();
}

/**
 * The shell's menu overlay (spec §2), opened with `setOverlay('menu', true)`: the restaurant's
 * menus in a dialog. Its code and strings load the first time it opens, not with the shell; once
 * opened it stays mounted, so closing it animates.
 */
export function MenuOverlay({ restaurant }: { restaurant: MenusRestaurant }) {
  const open = useUiStore((s) => s.overlays.menu);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={<MenuOverlayLoading />}>
      <MenuOverlayDialog restaurant={restaurant} open={open} />
    </Suspense>
  );
}

/** Until the dialog's code arrives: a dimmed page and a spinner, in plain HTML. */
function MenuOverlayLoading() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <div
      role="status"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 1300,
        display: 'grid',
        placeItems: 'center',
        color: '#fff',
        background: 'rgb(0 0 0 / 0.5)',
      }}
    >
      <Spinner label={ready ? t('loading') : undefined} />
    </div>
  );
}
