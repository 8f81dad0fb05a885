import { readableShadeOn } from '@coperto/shared/common/color-contrast';
import { DEFAULT_THEME_COLORS } from '@coperto/shared/common/constants';
import type { ThemeColors } from '@coperto/shared/restaurants/restaurant.schemas';
import {
  isWebFontFamily,
  WEB_FONTS,
  type WebFontKind,
} from '@coperto/shared/restaurants/web-fonts';
import { createTheme, type Theme } from '@mui/material/styles';

const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Sentence-case buttons: capitals read as shouting in Italian and English alike. */
const BUTTON_TEXT = { textTransform: 'none', fontWeight: 600 } as const;

/** Coperto's own colours: the marketing host and the dashboard. */
export const COPERTO_COLORS: ThemeColors = {
  primary_color: '#0b6b4a',
  secondary_color: '#25ca8c',
  grey_color: '#4d5a55',
  background_color: '#f7f5f0',
  red_color: '#c62828',
  green_color: '#2e7d32',
};

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

/**
 * The public-site look: the restaurant's theme colours (spec §9 defaults for any missing) and its
 * font. Text on coloured surfaces meets WCAG AA (contrast 4.5).
 */
export function createPublicSiteTheme(colors: Partial<ThemeColors> = {}, font?: string): Theme {
  const c = { ...DEFAULT_THEME_COLORS, ...colors };
  return createTheme({
    palette: {
      contrastThreshold: 4.5,
      primary: { main: c.primary_color },
      secondary: { main: c.secondary_color },
      // Error messages are text on the page or a white form: a readable shade of the red.
      error: { main: readableShadeOn(['#ffffff', c.background_color], c.red_color) },
      success: { main: c.green_color },
      background: { default: c.background_color },
      grey: { 500: c.grey_color },
    },
    typography: { fontFamily: fontStackOf(font), button: BUTTON_TEXT },
    shape: { borderRadius: 10 },
  });
}

/** The dashboard look: Coperto's colours, denser, system fonts (work screens, not a brand). */
export function createDashboardTheme(): Theme {
  return createTheme({
    palette: {
      contrastThreshold: 4.5,
      primary: { main: COPERTO_COLORS.primary_color },
      secondary: { main: COPERTO_COLORS.secondary_color },
      error: { main: COPERTO_COLORS.red_color },
      success: { main: COPERTO_COLORS.green_color },
      background: { default: '#f4f6f5', paper: '#ffffff' },
    },
    typography: { fontFamily: SYSTEM_FONTS, button: BUTTON_TEXT },
    shape: { borderRadius: 8 },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
    },
  });
}
