import { contrastRatio } from '@coperto/shared/common/color-contrast';
import { DEFAULT_THEME_COLORS } from '@coperto/shared/common/constants';
import { describe, expect, it } from 'vitest';
import { menuPaletteOf } from './menu-palette';

const AA = 4.5;

function paletteOn(
  background: string,
  primary: string,
  red: string = DEFAULT_THEME_COLORS.red_color,
) {
  const colors = {
    ...DEFAULT_THEME_COLORS,
    background_color: background,
    primary_color: primary,
    red_color: red,
  };
  return menuPaletteOf(colors, 'Lora, serif') as Record<string, string>;
}

describe("the menu's colours", () => {
  it.each([
    ['a light background and a pale brand colour', '#fffaf0', '#f6d365', '#ff8a80'],
    ['a white background and a deep red', '#fdfdfd', '#9c2f2f', '#c62828'],
    ['a dark background and a gold', '#1d1b19', '#c9a227', '#c62828'],
  ])('keep every text readable on %s', (_, background, primary, red) => {
    const palette = paletteOn(background, primary, red);
    for (const text of ['--menu-ink', '--menu-muted', '--menu-accent', '--menu-alert']) {
      expect(contrastRatio(palette[text]!, background)).toBeGreaterThanOrEqual(AA);
    }
    expect(
      contrastRatio(palette['--menu-on-accent']!, palette['--menu-accent']!),
    ).toBeGreaterThanOrEqual(AA);
  });

  it("keeps the restaurant's colours when they read, and its font", () => {
    const palette = paletteOn('#fdfdfd', '#9c2f2f', '#c62828');
    expect(palette['--menu-accent']).toBe('#9c2f2f');
    expect(palette['--menu-alert']).toBe('#c62828');
    expect(palette['--menu-font']).toBe('Lora, serif');
  });
});
