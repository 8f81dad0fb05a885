/**
 * Node's flags for each API process of the production start (cluster.ts adds them to its workers;
 * the orders bench starts server.js with them, as a worker runs).
 *
 * A young generation of 32 MB semi-spaces instead of V8's 16. At 200 orders a second an API process
 * allocates over 100 MB a second; with the default, 4–10 MB of it a second outlived two scavenges
 * and was promoted, the old generation filled in seconds, and each full collection, marking beside
 * the requests on the same core, made the next 100 ms of answers late: p99 67–102 ms against
 * 29–49 ms with this flag, for about 100 MB more resident memory under that load (decision 096).
 */
export const WORKER_NODE_FLAGS = ['--max-semi-space-size=32'] as const;

/** The flags to start a worker with: ours, unless the operator set the same one (theirs wins). */
export function workerExecArgv(execArgv: readonly string[], nodeOptions = '') {
  const given = `${execArgv.join(' ')} ${nodeOptions}`;
  return [
    ...WORKER_NODE_FLAGS.filter((flag) => !given.includes(flag.slice(0, flag.indexOf('=') + 1))),
    ...execArgv,
  ];
}
