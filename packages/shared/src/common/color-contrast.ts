/** WCAG 2 contrast helpers for the restaurant's theme colours (all `#rrggbb`). */

const AA_NORMAL_TEXT = 4.5;
const NEAR_BLACK = '#1c2421';
const WHITE = '#ffffff';

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/**
 * The preferred colour when it is readable on the background (AA for normal text); otherwise
 * near-black or white, whichever reads better. A restaurant's chosen colours never make text
 * unreadable.
 */
export function readableColorOn(background: string, preferred?: string): string {
  if (preferred && contrastRatio(preferred, background) >= AA_NORMAL_TEXT) return preferred;
  return contrastRatio(NEAR_BLACK, background) >= contrastRatio(WHITE, background)
    ? NEAR_BLACK
    : WHITE;
}

/**
 * The colour itself when text in it reads on every one of the backgrounds (AA for normal text);
 * otherwise the same hue, darkened step by step until it does. A restaurant's red for errors stays
 * red, only readable; if no shade of it reads (dark backgrounds), near-black or white.
 */
export function readableShadeOn(backgrounds: readonly string[], color: string): string {
  const reads = (shade: string) =>
    backgrounds.every((background) => contrastRatio(shade, background) >= AA_NORMAL_TEXT);
  let shade = color;
  for (let step = 0; step < 24; step++) {
    if (reads(shade)) return shade;
    shade = `#${[1, 3, 5]
      .map((start) => Math.floor(Number.parseInt(shade.slice(start, start + 2), 16) * 0.9))
      .map((channel) => channel.toString(16).padStart(2, '0'))
      .join('')}`;
  }
  return readableColorOn(backgrounds[0] ?? WHITE);
}
