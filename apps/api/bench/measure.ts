/** One measurement: autocannon against a server, with the CPU time both sides used meanwhile. */
import autocannon, { type AutocannonResult } from 'autocannon';
import type { Server } from './servers';

export const CONNECTIONS = 50;
export const WARMUP_SECONDS = 3;
export const MEASURE_SECONDS = 10;
export const HOSTNAME_PATH = '/api/restaurant/hostname/trattoria.localhost';
export const VERSION_POLL_PATH = '/api/restaurant/current_version/trattoria.localhost';

export interface Measurement {
  name: string;
  result: AutocannonResult;
  /** Requests answered per second of the server's own CPU time: its cost, whatever else runs. */
  perCpuSecond: number;
  serverCpuPercent: number;
  loadCpuPercent: number;
}

const cpuMicros = (usage: NodeJS.CpuUsage) => usage.user + usage.system;

/** Checks one answer, warms up, then the measured run with the CPU both sides used meanwhile. */
export async function measure(
  name: string,
  server: Server,
  url: string,
  check: (res: Response) => Promise<boolean>,
): Promise<Measurement> {
  if (!(await check(await fetch(url)))) throw new Error(`${name}: ${url} answers unexpectedly`);
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  const serverBefore = await server.cpuUsage();
  const loadBefore = process.cpuUsage();
  const startedAt = performance.now();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: MEASURE_SECONDS });
  const wallMicros = (performance.now() - startedAt) * 1000;
  const serverMicros = cpuMicros(await server.cpuUsage()) - cpuMicros(serverBefore);
  const loadMicros = cpuMicros(process.cpuUsage(loadBefore));
  return {
    name,
    result,
    perCpuSecond: result.requests.total / (serverMicros / 1e6),
    serverCpuPercent: (100 * serverMicros) / wallMicros,
    loadCpuPercent: (100 * loadMicros) / wallMicros,
  };
}

export function measurePlain(name: string, server: Server, url: string) {
  return measure(name, server, url, isHelloWorld);
}

export const failuresOf = (m: Measurement) => m.result.errors + m.result.timeouts + m.result.non2xx;

/** The poll's URL: the version the page holds is the restaurant's own, so it is unchanged. */
export async function pollUrlOf(origin: string) {
  const held = await fetch(`${origin}${HOSTNAME_PATH}`).then((res) => res.json());
  const version = (held as { last_updated: string }).last_updated;
  return `${origin}${VERSION_POLL_PATH}/${encodeURIComponent(version)}?language=it`;
}

export const isHelloWorld = async (res: Response) =>
  res.status === 200 && (await res.text()) === 'hello world';
export const isTrattoria = (res: Response) =>
  res.json().then((body) => res.ok && (body as { name?: string }).name === 'Trattoria Demo');
export const isUnchanged = (res: Response) =>
  res.json().then((body) => res.ok && (body as { changed?: boolean }).changed === false);
