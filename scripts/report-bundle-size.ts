/**
 * The public site's initial JavaScript: what a visitor's first page, a restaurant's home in
 * Italian, downloads before it can render (DESIGN.md §8, §9): the entry with its static imports,
 * and the home screen's own code and strings, which the server names in the page for preloading
 * (apps/api/src/modules/site-head/page-preloads.ts). Builds the web app into a temporary folder
 * with the Vite manifest and source maps, and reports their gzip size; the source maps
 * name every module in those chunks, which proves that none of FORBIDDEN is among them.
 * Exits 1 when that is not so or the budget is exceeded. `npm run size`.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { createPagePreloads } from '../apps/api/src/modules/site-head/page-preloads';

/**
 * Issue 14's aim: at most 100 KB gzip, met since the web runs on Preact's compat runtime (decision
 * 097: 81.7 KB; on React it was 137.9, react-dom alone 63). The budget is a ratchet just above
 * today's size, so it cannot grow unnoticed; lower it as the first load shrinks. What is left is
 * mostly libraries every first screen runs: i18next ≈ 16, react-router ≈ 12, TanStack Query ≈ 10,
 * Preact ≈ 8.
 */
const AIM_GZIP_KB = 100;
const BUDGET_GZIP_KB = 84;
const webRoot = fileURLToPath(new URL('../apps/web/', import.meta.url));
/** Code that must never be in the public first load, by source path. */
const FORBIDDEN = [
  { label: 'dashboard code', pattern: /\/apps\/web\/src\/dashboard\// },
  { label: 'zod', pattern: /\/node_modules\/zod\// },
  // The first screen is plain elements and CSS; MUI loads with the parts built from it (decision 017).
  { label: 'MUI', pattern: /\/node_modules\/@mui\// },
  { label: 'emotion', pattern: /\/node_modules\/@emotion\// },
  // Forms load with the parts that have them (the home's contact form loads on scroll).
  { label: 'react-hook-form', pattern: /\/node_modules\/react-hook-form\// },
];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * The chunks index.html loads (its module scripts and preloads: the entry and what it imports
 * statically) and every chunk those import statically: what the browser must load first. Read
 * from the page rather than from the manifest's entry, since the whole first load is grouped into
 * one chunk (vite.config.ts) and the manifest then lists no entry of its own.
 */
function initialChunks(manifest: Manifest, indexHtml: string): string[] {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const homePreloads = createPagePreloads(manifest, indexHtml)({ name: '', language: 'it' });
  const loaded = [
    ...indexHtml.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g),
    ...indexHtml.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g),
    ...homePreloads.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g),
  ].map((match) => match[1]!);
  if (loaded.length === 0) throw new Error('index.html loads no module script');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const file of loaded) {
    const key = keyOfFile.get(file);
    if (!key) throw new Error(`index.html loads ${file}, which the manifest does not list`);
    visit(key);
  }
  return [...seen];
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One source-map segment's fields (base64 VLQ, as the source map format defines them). */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/**
 * The minified characters each source (by index in the map's `sources`) produced: every mapping
 * segment counts from its column to the next segment's, so the breakdown shows what each
 * library costs after tree-shaking and minifying, not how big its files are.
 */
function minifiedCharsPerSource(code: string, mappings: string): Map<number, number> {
  const chars = new Map<number, number>();
  const lines = code.split('\n');
  let source = 0;
  mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    const segments: { column: number; source: number | null }[] = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      if (fields.length > 1) source += fields[1] ?? 0;
      segments.push({ column, source: fields.length > 1 ? source : null });
    }
    segments.forEach((segment, index) => {
      if (segment.source === null) return;
      const end = segments[index + 1]?.column ?? lines[lineIndex]?.length ?? segment.column;
      chars.set(segment.source, (chars.get(segment.source) ?? 0) + end - segment.column);
    });
  });
  return chars;
}

/** The top-level package (or app folder) of a source path, for the breakdown. */
function ownerOf(source: string): string {
  const inModules = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules?.[1]) return inModules[1];
  const inApp = source.match(/apps\/web\/src\/([^/]+(?:\/[^/]+)?)/);
  if (inApp?.[1]) return `src/${inApp[1].replace(/\.[a-z]+$/, '')}`;
  return source.replace(/^(\.\.\/)+/, '');
}

const outDir = await mkdtemp(join(tmpdir(), 'coperto-size-'));
try {
  await build({
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: true },
  });
  const manifest = JSON.parse(
    await readFile(join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');

  let totalRaw = 0;
  let totalGzip = 0;
  const problems: string[] = [];
  const minifiedBytes = new Map<string, number>();
  const gzipEstimate = new Map<string, number>();
  console.info(
    "Public first load (entry + its static imports + the home screen's code and strings):\n",
  );
  for (const key of initialChunks(manifest, indexHtml)) {
    const chunk = manifest[key]!;
    const code = await readFile(join(outDir, chunk.file));
    const gzip = gzipSync(code, { level: 9 }).length;
    totalRaw += code.length;
    totalGzip += gzip;
    console.info(
      `  ${chunk.file.padEnd(44)} ${kb(code.length).padStart(7)} KB  ${kb(gzip).padStart(6)} KB gzip`,
    );
    // Rolldown's tiny runtime chunk has no source map: it has no sources either.
    const map = (await readFile(join(outDir, `${chunk.file}.map`), 'utf8').then(
      (text) => JSON.parse(text),
      () => ({ sources: [], mappings: '' }),
    )) as { sources: string[]; mappings: string };
    const minified = minifiedCharsPerSource(code.toString('utf8'), map.mappings);
    map.sources.forEach((source, index) => {
      const absolute = join(outDir, source);
      for (const { label, pattern } of FORBIDDEN) {
        if (pattern.test(absolute)) problems.push(`${label} in ${chunk.file}: ${source}`);
      }
      const owner = ownerOf(absolute);
      const size = minified.get(index) ?? 0;
      minifiedBytes.set(owner, (minifiedBytes.get(owner) ?? 0) + size);
      // This chunk's compression ratio, applied to the source's share: an estimate.
      gzipEstimate.set(owner, (gzipEstimate.get(owner) ?? 0) + (size * gzip) / code.length);
    });
  }
  console.info(
    `\n  total ${kb(totalRaw)} KB, ${kb(totalGzip)} KB gzip (aim ${AIM_GZIP_KB} KB, budget ${BUDGET_GZIP_KB} KB)\n`,
  );

  console.info('Largest contributors (minified, through the source maps; gzip estimated):');
  for (const [owner, size] of [...minifiedBytes].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    const gzip = gzipEstimate.get(owner) ?? 0;
    console.info(
      `  ${owner.padEnd(40)} ${kb(size).padStart(7)} KB  ≈ ${kb(gzip).padStart(5)} KB gzip`,
    );
  }

  if (totalGzip / 1024 > BUDGET_GZIP_KB) {
    problems.push(`${kb(totalGzip)} KB gzip is over the ${BUDGET_GZIP_KB} KB budget`);
  }
  if (problems.length) {
    console.error(`\nFAIL:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.info(`\nOK: no ${FORBIDDEN.map((f) => f.label).join(', ')} in the public first load.`);
  }
} finally {
  await rm(outDir, { recursive: true, force: true });
}
