import { readableShadeOn } from '@coperto/shared/common/color-contrast';
import { DEFAULT_THEME_COLORS } from '@coperto/shared/common/constants';
import type { ThemeColors } from '@coperto/shared/restaurants/restaurant.schemas';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, type Theme } from '@mui/material/styles';
// MUI's own ThemeProvider also carries the CSS-variables provider (color schemes), which no theme
// here uses: the system's provider is what it renders for such a theme, without 3 KB gzip of code.
import { ThemeProvider } from '@mui/system';
import { type ReactNode, useContext } from 'react';
import {
  COPERTO_COLORS,
  fontStackOf,
  SYSTEM_FONTS,
  type ThemeSpec,
  ThemeSpecContext,
} from './theme-spec';

/** Sentence-case buttons: capitals read as shouting in Italian and English alike. */
const BUTTON_TEXT = { textTransform: 'none', fontWeight: 600 } as const;

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
      // A section's tabs wider than a phone scroll: arrows say there are more than those in sight.
      MuiTabs: {
        defaultProps: { scrollButtons: 'auto', allowScrollButtonsMobile: true },
        styleOverrides: { scrollButtons: { '&.Mui-disabled': { opacity: 0.3 } } },
      },
    },
  });
}

// Every MUI part of a page reads the same theme object (each lazily loaded part has its own
// provider): built once per look, so styles are not computed again for an equal theme.
const themes = new Map<string, Theme>();

export function themeOf(spec: ThemeSpec): Theme {
  const key = JSON.stringify(spec);
  let theme = themes.get(key);
  if (!theme) {
    theme =
      spec.look === 'dashboard'
        ? createDashboardTheme()
        : createPublicSiteTheme(spec.colors, spec.font);
    themes.set(key, theme);
  }
  return theme;
}

/**
 * MUI's theme for the look the app set (ThemeSpecContext), around MUI components. `baseline`
 * adds MUI's page-wide defaults, for the shells built from MUI (dashboard, Coperto's site); the
 * public restaurant site has its own (base.css, public-site.css).
 */
export function MuiTheme({
  children,
  baseline = false,
}: {
  children: ReactNode;
  baseline?: boolean;
}) {
  const theme = themeOf(useContext(ThemeSpecContext));
  return (
    <ThemeProvider theme={theme}>
      {baseline && <CssBaseline />}
      {children}
    </ThemeProvider>
  );
}
