import {
  contrastRatio,
  readableColorOn,
  readableShadeOn,
} from '@coperto/shared/common/color-contrast';
import type { ThemeColors } from '@coperto/shared/restaurants/restaurant.schemas';
import type { CSSProperties } from 'react';

/** Warm near-black and grey, the ink of a printed menu; used when they read on the background. */
const MENU_INK = '#2a2320';
const MENU_MUTED = '#635a54';
/** The grey for a dark background. */
const MENU_MUTED_ON_DARK = '#cbc3bc';
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

const hexOr = (color: string, fallback: string) => (HEX_COLOR.test(color) ? color : fallback);

/**
 * The menu's colours as CSS variables, from the restaurant's theme colours, and its font: every
 * text colour meets WCAG AA on the restaurant's background, whatever colours the restaurant chose.
 * The secondary colour only draws ornaments (lines), which carry no text.
 */
export function menuPaletteOf(colors: ThemeColors, fontFamily: string): CSSProperties {
  const background = hexOr(colors.background_color, '#ffffff');
  const dark = contrastRatio('#ffffff', background) > contrastRatio(MENU_INK, background);
  const accent = readableColorOn(background, hexOr(colors.primary_color, MENU_INK));
  return {
    '--menu-bg': background,
    '--menu-ink': readableColorOn(background, MENU_INK),
    '--menu-muted': readableColorOn(background, dark ? MENU_MUTED_ON_DARK : MENU_MUTED),
    '--menu-accent': accent,
    '--menu-on-accent': readableColorOn(accent),
    // The restaurant's red stays red, only darkened until it reads.
    '--menu-alert': readableShadeOn([background], hexOr(colors.red_color, '#b3261e')),
    '--menu-ornament': colors.secondary_color,
    '--menu-font': fontFamily,
  } as CSSProperties;
}
