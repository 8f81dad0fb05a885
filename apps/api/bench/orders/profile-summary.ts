/**
 * `npx tsx apps/api/bench/orders/profile-summary.ts <file.cpuprofile>`: where a V8 CPU profile of
 * the API (BENCH_CPU_PROF, bench-postgres.ts) spent its busy time, by package (node_modules), our
 * bundle (server.js), Node's internals and V8's own entries, then the functions with the most self
 * time. Idle time is left out of the shares: they are of the time the process was working.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const file = process.argv[2];
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile>');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));

function placeOf({ url, functionName }: ProfileNode['callFrame']): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node internals';
  return 'ours (server.js)';
}

const byPlace = new Map<string, number>();
const byFunction = new Map<string, number>();
let busy = 0;
profile.samples.forEach((id, i) => {
  const frame = byId.get(id)!.callFrame;
  const micros = profile.timeDeltas[i] ?? 0;
  if (frame.functionName === '(idle)') return;
  busy += micros;
  const place = placeOf(frame);
  byPlace.set(place, (byPlace.get(place) ?? 0) + micros);
  const name = `${frame.functionName || '(anonymous)'} ${place}:${frame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
});

const share = (micros: number) => `${((100 * micros) / busy).toFixed(1).padStart(5)} %`;
const top = (map: Map<string, number>, n: number) =>
  [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
console.info(`busy ${(busy / 1e6).toFixed(1)} s`);
for (const [place, micros] of top(byPlace, 20)) console.info(`${share(micros)}  ${place}`);
console.info('\nfunctions by self time:');
for (const [name, micros] of top(byFunction, 30)) console.info(`${share(micros)}  ${name}`);
