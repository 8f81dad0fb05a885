import { z } from 'zod';
import { DEMO_DATA_DIR, parseDemoData, readDemoFile } from './demo-data';

/**
 * Flat illustrations for the demo restaurants: SVG files in demo-data/art/, rendered by sharp
 * (librsvg). No text and no fonts: letters are drawn as strokes, so they look the same on any
 * machine. No blur filters and no fine patterns: librsvg renders those many times slower.
 */

/** A drawing and the size it is rendered at. */
export interface Artwork {
  svg: string;
  width: number;
  height: number;
}

/** Every drawing, by its file name in demo-data/art/ without `.svg`. */
export const ARTWORK_NAMES = [
  'trattoria-hero',
  'trattoria-terrace',
  'trattoria-logo',
  'trattoria-carbonara',
  'trattoria-carciofi',
  'trattoria-bread',
  'trattoria-wine-toast',
  'trattoria-tiramisu',
  'trattoria-espresso',
  'pizzeria-hero',
  'pizzeria-oven',
  'osteria-hero',
  'osteria-cellar',
  'osteria-logo',
  'osteria-ribollita',
  'osteria-bistecca',
  'osteria-tagliere',
  'osteria-chianti',
  'osteria-bread-and-oil',
  'osteria-cantucci',
] as const;
export type ArtworkName = (typeof ARTWORK_NAMES)[number];

const pixels = z.coerce
  .number({ message: 'must be a size in pixels, like width="1600"' })
  .int()
  .min(16)
  .max(4096);
/** The root element must say the size it is rendered at: the images pipeline sizes from it. */
const SvgRootSchema = z.object({
  root: z.string({ message: 'must start with an <svg …> element' }),
  width: pixels,
  height: pixels,
  closed: z.literal(true, { message: 'must end with </svg>' }),
});

/** The drawing `name`; throws DemoDataError when its file is missing or not such an SVG. */
export function readArtwork(name: ArtworkName, dataDir: URL = DEMO_DATA_DIR): Artwork {
  const path = `art/${name}.svg`;
  const svg = readDemoFile(path, dataDir).trim();
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0];
  const { width, height } = parseDemoData(path, SvgRootSchema, {
    root,
    width: root && /\swidth="([^"]*)"/.exec(root)?.[1],
    height: root && /\sheight="([^"]*)"/.exec(root)?.[1],
    closed: svg.endsWith('</svg>'),
  });
  return { svg, width, height };
}
