/**
 * Renders Coperto's default site icons (apps/web/public/icons/coperto/*.png) from one SVG with
 * Debian's Chromium, so they can be remade when the mark changes: `npx tsx scripts/render-default-icons.ts`.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../e2e/support/chromium';

const outDir = fileURLToPath(new URL('../apps/web/public/icons/coperto/', import.meta.url));

/** The mark: a plate seen from above. `rounded` false fills the square (iOS and tiles mask it). */
function markSvg(size: number, rounded: boolean): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="#0b6b4a"/>
  <circle cx="32" cy="32" r="17" fill="none" stroke="#fff" stroke-width="5"/>
  <circle cx="32" cy="32" r="7" fill="#25ca8c"/>
</svg>`;
}

const ICONS = [
  { file: 'favicon-32.png', size: 32, rounded: true },
  { file: 'apple-touch-icon.png', size: 180, rounded: false },
  { file: 'mstile-144.png', size: 144, rounded: false },
  { file: 'icon-192.png', size: 192, rounded: true },
  { file: 'icon-512.png', size: 512, rounded: true },
] as const;

const browser = await launchChromium();
try {
  await mkdir(outDir, { recursive: true });
  const page = await browser.newPage();
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${markSvg(icon.size, icon.rounded)}</body></html>`,
    );
    await page.locator('svg').screenshot({ path: `${outDir}${icon.file}`, omitBackground: true });
    console.info(`wrote ${icon.file} (${icon.size}px)`);
  }
} finally {
  await browser.close();
}
