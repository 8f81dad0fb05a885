import { DEFAULT_THEME_COLORS } from '@coperto/shared/common/constants';
import type { ThemeColors } from '@coperto/shared/restaurants/restaurant.schemas';
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

/** A font family name as CSS, with the system fonts behind it while it loads (or if it fails). */
export function fontStackOf(font: string | undefined): string {
  const family = font?.replace(/[^A-Za-z0-9 ]/g, '').trim();
  return family ? `"${family}", ${SYSTEM_FONTS}` : SYSTEM_FONTS;
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
      error: { main: c.red_color },
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
