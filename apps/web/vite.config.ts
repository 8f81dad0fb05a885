import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// Relative, not the package name: the config is bundled only with files it reaches by path. With
// its extension, as Vite's coming native config loader requires (it warns on every build without).
import { AFTER_FIRST_PAINT_CLASS } from '../../packages/shared/src/site/initial-data.ts';

/** Where the dev server finds the API: `API_ORIGIN=http://127.0.0.1:3100 npx vite …`. */
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

/**
 * MUI's `createTheme` imports its CSS-variables variant next to the plain one and picks at run
 * time; no theme here uses CSS variables (app/theme.ts), so the variant is 5 KB gzip of dead code
 * in every page's first load. This swaps it, for that one import, for a stub that says so.
 */
function withoutCssVariablesTheme(): Plugin {
  const stubId = '\0coperto:no-css-variables-theme';
  return {
    name: 'coperto:no-css-variables-theme',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (
        source === './createThemeWithVars.mjs' &&
        importer?.replaceAll('\\', '/').endsWith('/@mui/material/styles/createTheme.mjs')
      ) {
        return stubId;
      }
      return null;
    },
    load(id) {
      if (id !== stubId) return null;
      return `export default function createThemeWithVars() {
  throw new Error('Themes with CSS variables are left out of this build (apps/web/vite.config.ts).');
}`;
    },
  };
}

/**
 * The entry's stylesheet goes into index.html as a <style>: it is small, every page needs it for
 * its first render, and as a <link> it would hold the first paint back by a round trip.
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'coperto:inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g,
          (link, fileName: string) => {
            const asset = context.bundle?.[fileName];
            if (asset?.type !== 'asset') return link;
            return `<style>${String(asset.source).replaceAll('</style', '<\\/style')}</style>`;
          },
        );
      },
    },
  };
}

/**
 * What the page does once what the server sent is on screen (its first paint, and the home's
 * hero photo when there is one, loaded or failed): it adds the links kept in its
 * `<template>`s (AFTER_FIRST_PAINT_CLASS: this page's and apps/api's page-preloads.ts), which
 * fetch the app's code, then starts the app (`entry`). Until then nothing competes with the first
 * paint for the network or the CPU (decision 016): on a phone the photo is smaller than the
 * scripts and asked for first, so it arrives first anyway, and running the first chunk is a
 * second of CPU the guest would otherwise wait through with nothing on screen. A hidden tab
 * paints nothing, so there the app starts at once; anywhere it starts after three seconds.
 */
function appLoaderOf(entry: string): string {
  return `let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const template of document.querySelectorAll('template.${AFTER_FIRST_PAINT_CLASS}')) document.head.append(template.content);
  import('/${entry}');
};
if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) start();
else {
  const painted = new Promise((resolve) => new PerformanceObserver(resolve).observe({ type: 'paint', buffered: true }));
  const hero = document.querySelector('.first-paint img');
  const heroShown = !hero || hero.complete || new Promise((resolve) => { hero.onload = hero.onerror = resolve; });
  Promise.all([painted, heroShown]).then(start);
  setTimeout(start, 3000);
}`;
}

/**
 * index.html's module scripts (the entry, and rolldown's runtime before it) become preloads
 * kept for after the first paint, and appLoaderOf starts the app.
 */
function bootAfterFirstPaint(): Plugin {
  return {
    name: 'coperto:boot-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const scripts =
          /\s*<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"><\/script>/g;
        const files = [...html.matchAll(scripts)].map((match) => match[1]);
        // Vite writes the entry's script last, after the chunks it needs first.
        const entry = files.at(-1);
        if (!entry) return html;
        const preloads = files
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('');
        return html
          .replace(scripts, '')
          .replace(
            '</head>',
            `  <template class="${AFTER_FIRST_PAINT_CLASS}">${preloads}</template>\n    <script type="module">${appLoaderOf(entry)}</script>\n  </head>`,
          );
      },
    },
  };
}

const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|webmanifest)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes `.br` and `.gz` beside every text asset of the build: the API serves them to browsers
 * that accept them (@fastify/static `preCompressed`), so JavaScript travels at about a third of
 * its size without compressing on every request.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'coperto:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const assets = join(outDir, 'assets');
      const files = (await readdir(assets)).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = join(assets, name);
          const content = await readFile(file);
          if (content.length < MIN_COMPRESS_BYTES) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(content, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            promisify(gzip)(content, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

// The root is this folder whatever the caller's working directory (npm -w, or vite --config).
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    withoutCssVariablesTheme(),
    // React's fast refresh patches React's own renderer; the web runs on Preact (decision 097), so
    // in development an edit reloads the page instead.
    react({ refreshExclude: /./ }),
    inlineEntryStylesheet(),
    bootAfterFirstPaint(),
    precompressAssets(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server reads which files each public page needs and names
    // them in the page's HTML (apps/api/src/modules/site-head/page-preloads.ts).
    manifest: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // React Router reads React 19's useOptimistic only where the runtime has it; Preact's
        // compat runtime does not (decision 097).
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) {
          return;
        }
        warn(warning);
      },
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically is needed before the first render anyway:
            // one file, not twenty small ones (a phone on HTTP/1.1 fetches six at a time).
            { name: 'initial', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    // The API (npm run dev) serves /api and /media; the Vite dev server the rest, with hot reload.
    proxy: { '/api': apiOrigin, '/media': apiOrigin },
  },
});
