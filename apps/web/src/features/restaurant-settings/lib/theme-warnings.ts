import { contrastRatio, readableColorOn } from '@coperto/shared/common/color-contrast';
import type { ThemeColors } from '@coperto/shared/restaurants/restaurant.schemas';

/** WCAG 2 AA for text; 3 for large text and for shapes one must notice. */
const READABLE_TEXT = 4.5;
const NOTICEABLE = 3;
/** Below this an ornament (a line, a frame) all but disappears. */
const VISIBLE_ORNAMENT = 1.5;

export type ThemeColorKey = keyof ThemeColors;

/**
 * What a restaurant should know about its colours, as the public site uses them (site-style.ts,
 * menu-palette.ts): text the site cannot make readable, or a colour it replaces to keep text
 * readable, or one that barely shows on the background.
 */
export type ThemeWarning =
  | { kind: 'unreadableText'; ratio: number }
  | { kind: 'replacedForText'; ratio: number }
  | { kind: 'darkenedForText'; ratio: number }
  | { kind: 'faint'; ratio: number };

const HEX = /^#[0-9a-f]{6}$/i;
export const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && HEX.test(value);

/** The best contrast any text can have on this colour (the site picks near-black or white). */
const bestTextContrast = (color: string) => contrastRatio(readableColorOn(color), color);

export function themeWarningsOf(theme: ThemeColors): Partial<Record<ThemeColorKey, ThemeWarning>> {
  const paper = theme.background_color;
  const warnings: Partial<Record<ThemeColorKey, ThemeWarning>> = {};
  const check = (key: ThemeColorKey, warning: () => ThemeWarning | undefined) => {
    if (!isHexColor(theme[key]) || (key !== 'background_color' && !isHexColor(paper))) return;
    const found = warning();
    if (found) warnings[key] = found;
  };

  // The bar and the photo-less cover are the primary colour with text on it; links and titles
  // on the page take it only where it reads on the background.
  check('primary_color', () => {
    const onColor = bestTextContrast(theme.primary_color);
    if (onColor < READABLE_TEXT) return { kind: 'unreadableText', ratio: onColor };
    const onPaper = contrastRatio(theme.primary_color, paper);
    return onPaper < READABLE_TEXT ? { kind: 'replacedForText', ratio: onPaper } : undefined;
  });
  check('background_color', () => {
    const ratio = bestTextContrast(paper);
    return ratio < READABLE_TEXT ? { kind: 'unreadableText', ratio } : undefined;
  });
  // Error texts sit on the page and on white forms: the site darkens a red that does not read.
  check('red_color', () => {
    const ratio = Math.min(
      contrastRatio(theme.red_color, paper),
      contrastRatio(theme.red_color, '#ffffff'),
    );
    return ratio < READABLE_TEXT ? { kind: 'darkenedForText', ratio } : undefined;
  });
  check('secondary_color', () => {
    const ratio = contrastRatio(theme.secondary_color, paper);
    return ratio < VISIBLE_ORNAMENT ? { kind: 'faint', ratio } : undefined;
  });
  for (const key of ['grey_color', 'green_color'] as const) {
    check(key, () => {
      const ratio = contrastRatio(theme[key], paper);
      return ratio < NOTICEABLE ? { kind: 'faint', ratio } : undefined;
    });
  }
  return warnings;
}
