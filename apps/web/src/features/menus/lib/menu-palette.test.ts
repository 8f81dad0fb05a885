import { contrastRatio } from '@coperto/shared/common/color-contrast';
import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { menuPaletteOf } from './menu-palette';

const AA = 4.5;

function paletteOn(background: string, primary: string) {
  const theme = createTheme({
    palette: { background: { default: background }, primary: { main: primary } },
  });
  return menuPaletteOf(theme) as Record<string, string>;
}

describe("the menu's colours", () => {
  it.each([
    ['a light background and a pale brand colour', '#fffaf0', '#f6d365'],
    ['a white background and a deep red', '#fdfdfd', '#9c2f2f'],
    ['a dark background and a gold', '#1d1b19', '#c9a227'],
  ])('keep every text readable on %s', (_, background, primary) => {
    const palette = paletteOn(background, primary);
    for (const text of ['--menu-ink', '--menu-muted', '--menu-accent', '--menu-alert']) {
      expect(contrastRatio(palette[text]!, background)).toBeGreaterThanOrEqual(AA);
    }
    expect(
      contrastRatio(palette['--menu-on-accent']!, palette['--menu-accent']!),
    ).toBeGreaterThanOrEqual(AA);
  });

  it("keeps the restaurant's colour for headings when it reads", () => {
    expect(paletteOn('#fdfdfd', '#9c2f2f')['--menu-accent']).toBe('#9c2f2f');
  });
});
