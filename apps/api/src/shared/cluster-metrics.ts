import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * Metrics under node:cluster (cluster.ts): a scrape reaches one worker, which asks the primary;
 * the primary asks every worker for its registries (prom-client's AggregatorRegistry, over the
 * cluster's IPC channel) and answers the sum, so a scrape sees the whole server.
 */

const ASK = 'coperto:cluster-metrics';
const ANSWER = 'coperto:cluster-metrics-answer';
/** prom-client gives up on a worker after 5 s; the asking worker waits a little longer. */
const ANSWER_TIMEOUT_MS = 6000;

type Ask = { type: typeof ASK; id: number };
type Answer = { type: typeof ANSWER; id: number; text?: string; error?: string };

const isAsk = (message: unknown): message is Ask => (message as Ask | null)?.type === ASK;
const isAnswer = (message: unknown): message is Answer =>
  (message as Answer | null)?.type === ANSWER;

/** In the primary: answers workers' requests for the whole server's metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isAsk(message)) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text } satisfies Answer),
      (error: Error) => worker.send({ type: ANSWER, id: message.id, error: error.message }),
    );
  });
}

/** Whether this process is a worker of a primary that aggregates (cluster.ts sets the flag). */
export function isAggregatingWorker(): boolean {
  return cluster.isWorker && process.env.COPERTO_CLUSTER_METRICS === '1';
}

/** The environment cluster.ts gives its workers so they know the primary aggregates. */
export const AGGREGATING_WORKER_ENV = { COPERTO_CLUSTER_METRICS: '1' } as const;

let nextId = 0;
const waiting = new Map<number, (answer: Answer) => void>();

/**
 * In a worker: offers `registries` to the primary's aggregation (one app per worker, so the
 * last call wins), and starts listening for answers to this worker's own requests.
 */
export function offerToPrimary(registries: Registry[]): void {
  AggregatorRegistry.setRegistries(registries);
  // Constructing one makes prom-client answer the primary's requests from this worker.
  new AggregatorRegistry();
  process.removeListener('message', onAnswer);
  process.on('message', onAnswer);
}

function onAnswer(message: unknown) {
  if (!isAnswer(message)) return;
  const resolve = waiting.get(message.id);
  waiting.delete(message.id);
  resolve?.(message);
}

/** In a worker: the whole server's metrics, as Prometheus text, from the primary. */
export function askPrimaryForMetrics(): Promise<string> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('the primary did not answer with the metrics in time'));
    }, ANSWER_TIMEOUT_MS);
    waiting.set(id, (answer) => {
      clearTimeout(timer);
      if (answer.text !== undefined) resolve(answer.text);
      else reject(new Error(`the primary could not gather the metrics: ${answer.error}`));
    });
    process.send?.({ type: ASK, id } satisfies Ask);
  });
}
