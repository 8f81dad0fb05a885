import { DEFAULT_THEME_COLORS } from '@coperto/shared/common/constants';
import type { ThemeColors } from '@coperto/shared/restaurants/restaurant.schemas';
import {
  isWebFontFamily,
  WEB_FONTS,
  type WebFontKind,
} from '@coperto/shared/restaurants/web-fonts';
import { createContext } from 'react';

/**
 * Which look the screens wear, as plain data: the public first screen reads it without MUI, and
 * the MUI theme is built from it only where an MUI component shows (mui-theme.tsx).
 */
export type ThemeSpec =
  | { look: 'dashboard' }
  | { look: 'site'; colors?: Partial<ThemeColors>; font?: string };

/** Set by the app for the current path (app/theme.ts); outside it, a site in the default colours. */
export const ThemeSpecContext = createContext<ThemeSpec>({ look: 'site' });

export const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Coperto's own colours: the marketing host and the dashboard. */
export const COPERTO_COLORS: ThemeColors = {
  primary_color: '#0b6b4a',
  secondary_color: '#25ca8c',
  grey_color: '#4d5a55',
  background_color: '#f7f5f0',
  red_color: '#c62828',
  green_color: '#2e7d32',
};

/** The look's colours: the restaurant's (spec §9's defaults for any missing), or Coperto's. */
export function colorsOf(spec: ThemeSpec): ThemeColors {
  if (spec.look === 'dashboard') return COPERTO_COLORS;
  return { ...DEFAULT_THEME_COLORS, ...spec.colors };
}

/** What shows while a family loads (or if it fails): installed fonts of the same kind. */
const FALLBACK_FONTS: Record<WebFontKind, string> = {
  sans: SYSTEM_FONTS,
  serif: 'Georgia, Cambria, "Times New Roman", Times, serif',
  script: '"Segoe Script", "Brush Script MT", "Snell Roundhand", cursive',
};

/**
 * A restaurant's font as CSS: the family (one of web-fonts.ts, which web-font.ts loads), then
 * installed fonts of its kind. Any other name is neither loaded nor named: the system fonts.
 */
export function fontStackOf(font: string | undefined): string {
  if (!isWebFontFamily(font)) return SYSTEM_FONTS;
  return `"${font}", ${FALLBACK_FONTS[WEB_FONTS[font]]}`;
}
