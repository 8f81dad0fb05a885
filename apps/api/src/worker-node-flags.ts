/**
 * Node's flags for each API process of the production start (cluster.ts adds them to its workers;
 * the orders bench starts server.js with them, as a worker runs).
 *
 * A young generation of 32 MB semi-spaces instead of V8's 16. At 200 orders a second an API process
 * allocates over 100 MB a second; with the default, 4–10 MB of it a second outlived two scavenges
 * and was promoted, the old generation filled in seconds, and each full collection, marking beside
 * the requests on the same core, made the next 100 ms of answers late: p99 67–102 ms against
 * 23–47 ms in four runs of five with these flags, for about 100 MB more resident memory under that
 * load (decision 096). The minimum too: with the maximum alone V8's heuristics left the young
 * generation at its default size in some runs, and the full collections came back.
 */
export const WORKER_NODE_FLAGS = ['--min-semi-space-size=32', '--max-semi-space-size=32'] as const;

/**
 * The flags to start a worker with: ours, unless the operator sizes the young generation (either
 * flag, minimum or maximum: then the size is theirs alone).
 */
export function workerExecArgv(execArgv: readonly string[], nodeOptions = '') {
  const sized = /--(min|max)[-_]semi[-_]space[-_]size/.test(`${execArgv.join(' ')} ${nodeOptions}`);
  return sized ? [...execArgv] : [...WORKER_NODE_FLAGS, ...execArgv];
}
