/**
 * The layering of DESIGN.md §4, checked (decision 022). Reads every import of apps/web/src and
 * apps/api/src and fails on an arrow that points the wrong way:
 * - web: a feature importing another feature, a shell or app/; shared/ importing a feature, a
 *   shell or app/;
 * - api: shared/ or plugins/ importing modules/; a module importing another module's repository;
 * - both: any import cycle, type-only imports included (a type-only cycle is still a design
 *   cycle: the two files cannot be understood, or moved, apart).
 * Known violations waiting for their fix are listed in check-architecture-allowlist.ts; anything
 * else fails `npm run lint`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KNOWN_VIOLATIONS } from './check-architecture-allowlist';

export type Violation = { rule: string; key: string };
type ImportGraph = Map<string, Set<string>>;
type ImportRule = (from: string, to: string) => string | undefined;

const WEB_SHELLS = new Set(['public-site', 'dashboard', 'marketing', 'app']);

/** What part of the web app a path (relative to apps/web/src) belongs to. */
function webLayer(path: string): { kind: 'feature' | 'shell' | 'shared' | 'other'; name: string } {
  const [top = '', second = ''] = path.split('/');
  if (top === 'features') return { kind: 'feature', name: second };
  if (WEB_SHELLS.has(top)) return { kind: 'shell', name: top };
  if (top === 'shared') return { kind: 'shared', name: top };
  return { kind: 'other', name: top };
}

const webRule: ImportRule = (from, to) => {
  const source = webLayer(from);
  const target = webLayer(to);
  if (source.kind === 'feature') {
    if (target.kind === 'feature' && target.name !== source.name)
      return 'feature imports a feature';
    if (target.kind === 'shell') return 'feature imports a shell';
  }
  if (source.kind === 'shared' && (target.kind === 'feature' || target.kind === 'shell')) {
    return `shared imports a ${target.kind}`;
  }
  return undefined;
};

const apiRule: ImportRule = (from, to) => {
  const [top = '', module = ''] = from.split('/');
  const [targetTop = '', targetModule = ''] = to.split('/');
  if (targetTop !== 'modules') return undefined;
  if (top === 'shared' || top === 'plugins') return `${top} imports a module`;
  if (top === 'modules' && module !== targetModule && to.endsWith('.repository.ts')) {
    return "module imports another module's repository";
  }
  return undefined;
};

function listSourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listSourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const IMPORT_PATTERNS = [
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g, // import x / import type x / export … from
  /\bimport\s*['"]([^'"]+)['"]/g, // import './side-effect'
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g, // import('./lazy')
];

/** The module specifiers a source file imports; comments are dropped first so examples in them do not count. */
export function readImportSpecifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return IMPORT_PATTERNS.flatMap((pattern) =>
    [...code.matchAll(pattern)].map((match) => match[1] as string),
  );
}

/** A relative specifier to the source file it names, or undefined (a package, CSS, JSON …). */
function resolveImport(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(fromFile), specifier).replace(/\.js$/, '');
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find(
    (path) => /\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile(),
  );
}

/** Every file of one app with the app's files it imports, as paths relative to the app root. */
export function buildImportGraph(appRoot: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of listSourceFiles(appRoot)) {
    const targets = readImportSpecifiers(readFileSync(file, 'utf8'))
      .map((specifier) => resolveImport(file, specifier))
      .filter((target): target is string => target !== undefined)
      .map((target) => relative(appRoot, target));
    graph.set(relative(appRoot, file), new Set(targets));
  }
  return graph;
}

/** Strongly connected components with more than one file (or a file importing itself): Tarjan. */
export function findCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    lowLink.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(next)!));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node)!, index.get(next)!));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) cycles.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

function checkApp(repoRoot: string, app: string, rule: ImportRule): Violation[] {
  const appRoot = join(repoRoot, app);
  const graph = buildImportGraph(appRoot);
  const violations: Violation[] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const broken = rule(from, to);
      if (broken) violations.push({ rule: broken, key: `${app}/${from} -> ${app}/${to}` });
    }
  }
  for (const cycle of findCycles(graph)) {
    violations.push({
      rule: 'import cycle',
      key: cycle.map((file) => `${app}/${file}`).join(' <-> '),
    });
  }
  return violations;
}

/** Every violation in a repository tree, and which of them are not in the allowlist. */
export function checkArchitecture(repoRoot: string, allowlist: readonly string[] = []) {
  const violations = [
    ...checkApp(repoRoot, 'apps/web/src', webRule),
    ...checkApp(repoRoot, 'apps/api/src', apiRule),
  ];
  const allowed = new Set(allowlist);
  const found = new Set(violations.map((violation) => violation.key));
  return {
    violations,
    newViolations: violations.filter((violation) => !allowed.has(violation.key)),
    // Entries that no longer happen: fixed, so they should leave the allowlist.
    staleAllowlistEntries: allowlist.filter((entry) => !found.has(entry)),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repoRoot = fileURLToPath(new URL('..', import.meta.url));
  const { violations, newViolations, staleAllowlistEntries } = checkArchitecture(
    repoRoot,
    KNOWN_VIOLATIONS,
  );
  for (const entry of staleAllowlistEntries) {
    console.warn(`fixed, remove from scripts/check-architecture-allowlist.ts: ${entry}`);
  }
  if (newViolations.length > 0) {
    console.error('Imports that break the layering of DESIGN.md §4 (decision 022):');
    for (const { rule, key } of newViolations) console.error(`  ${rule}: ${key}`);
    process.exit(1);
  }
  const known = violations.length;
  console.info(`Architecture check passed (${known} known violation(s) in the allowlist).`);
}
