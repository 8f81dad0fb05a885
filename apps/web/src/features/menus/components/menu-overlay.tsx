import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useState } from 'react';
import { useUiStore } from '../../../shared/stores/ui-store';
import type { MenusRestaurant } from './restaurant-menus';

const loadMenuOverlayDialog = () => import('./menu-overlay-dialog');
const MenuOverlayDialog = lazy(() =>
  loadMenuOverlayDialog().then((m) => ({ default: m.MenuOverlayDialog })),
);

/** Fetches the overlay's code ahead of a tap, e.g. when the "Menu" button is hovered or focused. */
export function preloadMenuOverlay(): void {
  void loadMenuOverlayDialog();
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
    <Suspense
      fallback={
        // Not MUI's backdrop: its transitions would join the shell's first load for a moment's use.
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
          <CircularProgress color="inherit" />
        </div>
      }
    >
      <MenuOverlayDialog restaurant={restaurant} open={open} />
    </Suspense>
  );
}
