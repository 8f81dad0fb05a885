/**
 * Compiles the API once for `npm run start:production`: apps/api/src/cluster.ts (the production
 * start) and server.ts (one process) with @coperto/shared into ESM bundles in apps/api/dist.
 * Packages from node_modules stay imports (sharp and argon2 are native addons; the rest is
 * installed anyway). `tsx scripts/build-api.ts [outdir]`; the web app builds with Vite apart.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const apiSource = fileURLToPath(new URL('../apps/api/src/', import.meta.url));
const defaultOutdir = fileURLToPath(new URL('../apps/api/dist', import.meta.url));

function packageNamesOf(manifestPath: string) {
  const manifest = JSON.parse(readFileSync(new URL(manifestPath, import.meta.url), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
}

/** Every installed package but our own workspace one, whose TypeScript source Node cannot run. */
const external = [
  ...packageNamesOf('../package.json'),
  ...packageNamesOf('../apps/api/package.json'),
  ...packageNamesOf('../packages/shared/package.json'),
]
  .filter((name) => name !== '@coperto/shared')
  .flatMap((name) => [name, `${name}/*`]);

/**
 * The API reads files beside its source at run time (migrations, the built web app, icons,
 * locales), by paths relative to `import.meta.url`. In the bundle each module keeps its source
 * file's URL, so those paths resolve in the repository as they do under tsx.
 */
function keepSourceUrls(outdir: string): Plugin {
  return {
    name: 'keep-source-urls',
    setup(builder) {
      builder.onLoad({ filter: /\.ts$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const fromBundle = relative(outdir, args.path).split('\\').join('/');
        const sourceUrl = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', sourceUrl), loader: 'ts' };
      });
    },
  };
}

export async function buildApi(outdir = defaultOutdir) {
  await build({
    entryPoints: [`${apiSource}cluster.ts`, `${apiSource}server.ts`],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // server.ts becomes a chunk that cluster.js imports in its workers only.
    splitting: true,
    sourcemap: true,
    external,
    plugins: [keepSourceUrls(outdir)],
    logLevel: 'warning',
  });
  return outdir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outdir = await buildApi(process.argv[2]);
  console.info(`API compiled into ${relative(repoRoot, outdir) || outdir}`);
}
