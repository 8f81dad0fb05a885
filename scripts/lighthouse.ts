/**
 * Lighthouse on the public restaurant site, as a phone sees it (`npm run lighthouse`): builds the
 * web app, starts the production server with the demo data on a free loopback port, and runs
 * Lighthouse's default (mobile) configuration — a mid-range phone, simulated slow 4G and a 4×
 * slower CPU — on the Trattoria's home and menu pages, each page a fresh first visit (empty cache
 * and storage). Each page is measured LIGHTHOUSE_RUNS times (3 by default) and the median run by
 * performance score is reported, as Lighthouse's own guidance advises on a shared machine.
 *
 * Prints per page the performance score, LCP, TBT, CLS and the JavaScript transferred, and the
 * public site's initial JavaScript (the entry and the modules it preloads, gzip -9 as
 * `npm run size` counts it). Fails (exit 1) when a page scores below 95, or when a public page
 * requested anything from a Google host. The JSON reports go to a temporary folder, never the repo.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse, { type Result, type RunnerResult } from 'lighthouse';

const MIN_SCORE = 95;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HOST = 'trattoria.localhost';
const PAGES = [
  { name: 'home', path: '/it/' },
  { name: 'menu', path: '/it/menu' },
];
// Headless, no sandbox (containers run as root), and nothing that reaches the network by itself.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const GOOGLE_HOST = /(^|\.)(google|googleapis|gstatic|googletagmanager|google-analytics)\.com$/;
const root = fileURLToPath(new URL('../', import.meta.url));

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** Ends a process this script started, and waits for it. */
async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * This shell's environment without what would point the server elsewhere: PGlite in a temporary
 * folder, no maps key (the address and its link, as most restaurants have), no mail server.
 */
function serverEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'GOOGLE_MAPS_BROWSER_KEY', 'SMTP_URL', 'PUBLIC_URL']) {
    delete env[name];
  }
  return env;
}

/** The production server with the demo data and throwaway secrets, on a free port. */
async function startServer(dataDir: string): Promise<{ server: ChildProcess; origin: string }> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...serverEnvironment(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { server, origin };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop(server);
  throw new Error('the server did not answer /api/health within 2 minutes');
}

/** Debian's Chromium with its DevTools port; the port is read from what Chromium prints. */
function startChromium(profileDir: string): Promise<{ chromium: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const chromium = spawn(
      CHROMIUM_PATH,
      [
        ...CHROMIUM_ARGS,
        '--remote-debugging-port=0',
        `--user-data-dir=${profileDir}`,
        'about:blank',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let output = '';
    const timer = setTimeout(() => reject(new Error('Chromium did not start in 30 s')), 30_000);
    chromium.once('error', reject);
    chromium.stderr?.on('data', (data: Buffer) => {
      output += data.toString();
      const match = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) {
        clearTimeout(timer);
        resolve({ chromium, port: Number(match[1]) });
      }
    });
  });
}

/** GET over loopback with this Host header (Node cannot resolve `*.localhost` names itself). */
function get(origin: string, host: string, path: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const request = httpGet(`${origin}${path}`, { headers: { host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(Buffer.concat(chunks))
          : reject(new Error(`GET ${path} on ${host}: ${response.statusCode}`)),
      );
    });
    request.once('error', reject);
  });
}

/**
 * The public site's initial JavaScript as a page declares it: the entry script and the modules
 * it preloads (Vite lists every static import), each gzipped at level 9 as `npm run size` does.
 */
async function initialJavaScriptGzip(origin: string, host: string, path: string) {
  const html = (await get(origin, host, path)).toString();
  const sources = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1]!);
  let total = 0;
  for (const source of new Set(sources)) {
    total += gzipSync(await get(origin, host, source), { level: 9 }).length;
  }
  return total;
}

interface Measure {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptBytes: number;
  googleRequests: string[];
  lhr: Result;
}

function measureOf(lhr: Result): Measure {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = (lhr.audits['resource-summary']?.details as { items?: unknown[] } | undefined)
    ?.items as { resourceType: string; transferSize: number }[] | undefined;
  const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)
    ?.items as { url: string }[] | undefined;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: summary?.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    googleRequests: (requests ?? [])
      .map((request) => request.url)
      .filter((url) => {
        try {
          return GOOGLE_HOST.test(new URL(url).hostname);
        } catch {
          return false;
        }
      }),
    lhr,
  };
}

const workDir = await mkdtemp(join(tmpdir(), 'coperto-lighthouse-'));
const reportsDir = join(workDir, 'reports');
let server: ChildProcess | undefined;
let chromium: ChildProcess | undefined;
try {
  console.info('Building the web app (npm run build) …');
  await run('npm', ['run', 'build', '--silent']);
  const started = await startServer(join(workDir, 'data'));
  server = started.server;
  const port = new URL(started.origin).port;
  const origin = `http://${HOST}:${port}`;
  const browser = await startChromium(join(workDir, 'chromium-profile'));
  chromium = browser.chromium;
  await mkdir(reportsDir, { recursive: true });

  const results: { name: string; path: string; median: Measure; scores: number[] }[] = [];
  for (const page of PAGES) {
    const url = `${origin}${page.path}`;
    const measures: Measure[] = [];
    for (let index = 0; index < RUNS; index++) {
      const result: RunnerResult | undefined = await lighthouse(url, {
        port: browser.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError) {
        throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
      }
      const file = join(reportsDir, `${page.name}-${index + 1}.json`);
      await writeFile(file, typeof result.report === 'string' ? result.report : result.report[0]!);
      measures.push(measureOf(result.lhr));
      console.info(`  ${url} run ${index + 1}/${RUNS}: ${measures.at(-1)!.score}`);
    }
    const sorted = [...measures].sort((a, b) => a.score - b.score);
    results.push({
      name: page.name,
      path: page.path,
      median: sorted[Math.floor((sorted.length - 1) / 2)]!,
      scores: measures.map((m) => m.score),
    });
  }
  const initialJs = await initialJavaScriptGzip(started.origin, `${HOST}:${port}`, '/it/');

  console.info(
    `\nLighthouse ${results[0]?.median.lhr.lighthouseVersion}, mobile (default config), ` +
      `median of ${RUNS} on http://${HOST}:PORT\n`,
  );
  const header = ['page', 'score', 'runs', 'LCP', 'TBT', 'CLS', 'JS transferred'];
  const rows = results.map(({ path, median, scores }) => [
    path,
    String(median.score),
    scores.join(' '),
    `${(median.lcp / 1000).toFixed(2)} s`,
    `${Math.round(median.tbt)} ms`,
    median.cls.toFixed(3),
    `${kb(median.scriptBytes)} KB`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.info(line(header));
  console.info(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.info(line(row));
  console.info(`\nInitial JavaScript of the public site: ${kb(initialJs)} KB gzip`);
  console.info(`JSON reports: ${reportsDir}`);

  const problems: string[] = [];
  for (const { path, median } of results) {
    if (median.score < MIN_SCORE) {
      problems.push(`${path} scores ${median.score}, below ${MIN_SCORE}`);
      const opportunities = Object.values(median.lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.details)
        .filter((audit) => ['opportunity', 'table'].includes(audit.details?.type ?? ''))
        .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      if (opportunities.length) {
        console.info(`\n${path}, what Lighthouse points at:\n  - ${opportunities.join('\n  - ')}`);
      }
    }
    for (const url of new Set(median.googleRequests)) {
      problems.push(`${path} requested a Google host: ${url}`);
    }
  }
  if (problems.length) {
    console.error(`\nFAIL:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.info(`\nOK: every page scores ${MIN_SCORE} or more, and no Google host was asked.`);
  }
} finally {
  await stop(chromium);
  await stop(server);
  // The reports stay for reading; the database and the browser profile go.
  await rm(join(workDir, 'data'), { recursive: true, force: true });
  await rm(join(workDir, 'chromium-profile'), { recursive: true, force: true });
}
