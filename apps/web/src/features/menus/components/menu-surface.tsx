import { type ReactNode, useContext } from 'react';
import { colorsOf, fontStackOf, ThemeSpecContext } from '../../../shared/ui/theme-spec';
import { menuPaletteOf } from '../lib/menu-palette';
import './menu.css';

/** A page below the sticky app bar, or the menu overlay's dialog. */
export type MenuPlacement = 'page' | 'dialog';

/**
 * The paper a menu is printed on: the restaurant's background, font and readable colours (the
 * look the app set, ThemeSpecContext). On a page the section tabs stick below the app bar and a
 * desktop shows the menu as a framed card; in a dialog the tabs stick at its top and the dialog is
 * the card. Plain elements: the menu page loads no MUI (decision 017).
 */
export function MenuSurface({
  placement,
  children,
}: {
  placement: MenuPlacement;
  children: ReactNode;
}) {
  const spec = useContext(ThemeSpecContext);
  const font = fontStackOf(spec.look === 'site' ? spec.font : undefined);
  return (
    <div className={`menu-surface is-${placement}`} style={menuPaletteOf(colorsOf(spec), font)}>
      {children}
    </div>
  );
}
