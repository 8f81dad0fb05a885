import { contrastRatio, readableColorOn } from '@coperto/shared/common/color-contrast';
import type { Theme } from '@mui/material/styles';
import type { CSSProperties } from 'react';

/** Warm near-black and grey, the ink of a printed menu; used when they read on the background. */
const MENU_INK = '#2a2320';
const MENU_MUTED = '#635a54';
/** The grey for a dark background. */
const MENU_MUTED_ON_DARK = '#cbc3bc';
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

const hexOr = (color: string, fallback: string) => (HEX_COLOR.test(color) ? color : fallback);

/**
 * The menu's colours as CSS variables, from the restaurant's theme: every text colour meets WCAG
 * AA on the restaurant's background, whatever colours the restaurant chose. The secondary colour
 * only draws ornaments (lines), which carry no text.
 */
export function menuPaletteOf(theme: Theme): CSSProperties {
  const background = hexOr(theme.palette.background.default, '#ffffff');
  const dark = contrastRatio('#ffffff', background) > contrastRatio(MENU_INK, background);
  const accent = readableColorOn(background, hexOr(theme.palette.primary.main, MENU_INK));
  return {
    '--menu-bg': background,
    '--menu-ink': readableColorOn(background, MENU_INK),
    '--menu-muted': readableColorOn(background, dark ? MENU_MUTED_ON_DARK : MENU_MUTED),
    '--menu-accent': accent,
    '--menu-on-accent': readableColorOn(accent),
    '--menu-alert': readableColorOn(background, hexOr(theme.palette.error.main, '#b3261e')),
    '--menu-ornament': theme.palette.secondary.main,
    '--menu-font': theme.typography.fontFamily,
  } as CSSProperties;
}
