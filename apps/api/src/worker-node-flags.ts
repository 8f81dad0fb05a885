/**
 * Node's flags for each API process of the production start (cluster.ts adds them to its workers;
 * the orders bench starts server.js with them, as a worker runs).
 *
 * A young generation of 32 MB semi-spaces instead of V8's 16: an order allocates about 250 KB, so
 * at 200 orders a second the default young generation was scavenged about three times a second,
 * and objects of requests still in flight (query results, a batch of emails) were promoted. The old
 * generation then filled in seconds, and each full collection, marking beside the requests on the
 * same core, made the answers of the next 100 ms late: p99 67–102 ms against 29–45 with larger
 * semi-spaces, for about 60 MB more memory a process (decision 096).
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
