import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { menuPaletteOf } from '../lib/menu-palette';
import './menu.css';

/** A page below the sticky app bar, or the menu overlay's dialog. */
export type MenuPlacement = 'page' | 'dialog';

/**
 * The paper a menu is printed on: the restaurant's background, font and readable colours. On a
 * page the section tabs stick below the app bar and a desktop shows the menu as a framed card; in
 * a dialog the tabs stick at its top and the dialog is the card.
 */
export function MenuSurface({
  placement,
  children,
}: {
  placement: MenuPlacement;
  children: ReactNode;
}) {
  const theme = useTheme();
  return (
    <div className={`menu-surface is-${placement}`} style={menuPaletteOf(theme)}>
      {children}
    </div>
  );
}
