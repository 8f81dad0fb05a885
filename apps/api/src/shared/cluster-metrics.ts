import cluster, { type Worker } from 'node:cluster';
import {
  AggregatorRegistry,
  type MetricObjectWithValues,
  type MetricValue,
  type Registry,
} from 'prom-client';

/**
 * Metrics under node:cluster (cluster.ts): a scrape reaches one worker, which asks the primary;
 * the primary gathers the registries of every worker that is listening, over the cluster's IPC
 * channel, and sums them with prom-client's `AggregatorRegistry.aggregate` (each metric's own
 * aggregator: counters and histograms summed, event-loop lag averaged), so a scrape sees the
 * whole server. Only listening workers are asked: one still starting has nothing to count and
 * cannot answer yet (prom-client's own `clusterMetrics()` asks every connected worker, and a
 * starting one made the scrape wait for its timeout).
 */

const ASK = 'coperto:metrics-ask';
const ANSWER = 'coperto:metrics-answer';
const GATHER = 'coperto:metrics-gather';
const GATHERED = 'coperto:metrics-gathered';
/** How long the primary waits for the workers, and a worker for the primary (a little longer). */
const GATHER_TIMEOUT_MS = 5000;
const ANSWER_TIMEOUT_MS = 6000;

type Metrics = MetricObjectWithValues<MetricValue<string>>[];
type Ask = { type: typeof ASK; id: number };
type Answer = { type: typeof ANSWER; id: number; text?: string; error?: string };
type Gather = { type: typeof GATHER; id: number };
type Gathered = { type: typeof GATHERED; id: number; metrics: Metrics };

const isMessage =
  <T extends { type: string }>(type: T['type']) =>
  (message: unknown): message is T =>
    (message as T | null)?.type === type;
const isAsk = isMessage<Ask>(ASK);
const isAnswer = isMessage<Answer>(ANSWER);
const isGather = isMessage<Gather>(GATHER);
const isGathered = isMessage<Gathered>(GATHERED);

/** The environment cluster.ts gives its workers, so they know the primary aggregates. */
export const AGGREGATING_WORKER_ENV = { COPERTO_CLUSTER_METRICS: '1' } as const;

/** Whether this process is a worker of a primary that aggregates (cluster.ts). */
export function isAggregatingWorker(): boolean {
  return cluster.isWorker && process.env.COPERTO_CLUSTER_METRICS === '1';
}

interface Gathering {
  pending: Set<Worker>;
  gathered: Metrics[];
  finish(): void;
}

/** In the primary: answers workers' requests for the whole server's metrics. */
export function serveClusterMetrics(listeningWorkers: () => Worker[]): void {
  const gatherings = new Map<number, Gathering>();
  let nextId = 0;

  /**
   * Sends unless the worker's channel is closed. A send on a channel that closes meanwhile is
   * reported to the callback, not as an 'error' event nobody listens to (which would end the
   * primary, and every worker with it).
   */
  const sendTo = (worker: Worker, message: Gather | Answer): boolean => {
    if (!worker.isConnected()) return false;
    worker.send(message, undefined, () => {});
    return true;
  };

  const gather = (workers: Worker[]) =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        gatherings.delete(id);
        reject(new Error('a worker did not send its metrics in time'));
      }, GATHER_TIMEOUT_MS);
      const gathering: Gathering = {
        pending: new Set(workers),
        gathered: [],
        finish() {
          clearTimeout(timer);
          gatherings.delete(id);
          AggregatorRegistry.aggregate(gathering.gathered).metrics().then(resolve, reject);
        },
      };
      gatherings.set(id, gathering);
      for (const worker of workers) {
        // A worker that is going away is gathered without; its exit settles the gathering.
        if (!sendTo(worker, { type: GATHER, id } satisfies Gather))
          gathering.pending.delete(worker);
      }
      if (gathering.pending.size === 0) gathering.finish();
    });

  cluster.on('message', (worker, message: unknown) => {
    if (isGathered(message)) {
      const gathering = gatherings.get(message.id);
      if (!gathering?.pending.delete(worker)) return;
      gathering.gathered.push(message.metrics);
      if (gathering.pending.size === 0) gathering.finish();
    } else if (isAsk(message)) {
      gather(listeningWorkers()).then(
        (text) => sendTo(worker, { type: ANSWER, id: message.id, text } satisfies Answer),
        (error: Error) =>
          sendTo(worker, { type: ANSWER, id: message.id, error: error.message } satisfies Answer),
      );
    }
  });
  // A worker that dies while asked is gathered without: its counts died with it.
  cluster.on('exit', (worker) => {
    for (const gathering of gatherings.values()) {
      if (gathering.pending.delete(worker) && gathering.pending.size === 0) gathering.finish();
    }
  });
}

let offered: Registry[] = [];
const waiting = new Map<number, (answer: Answer) => void>();
let nextAskId = 0;

function onPrimaryMessage(message: unknown) {
  if (isGather(message)) {
    void Promise.all(offered.map((registry) => registry.getMetricsAsJSON())).then((all) => {
      process.send?.({ type: GATHERED, id: message.id, metrics: all.flat() } satisfies Gathered);
    });
  } else if (isAnswer(message)) {
    const resolve = waiting.get(message.id);
    waiting.delete(message.id);
    resolve?.(message);
  }
}

/** In a worker: the registries the primary gathers from this one (one app per worker). */
export function offerToPrimary(registries: Registry[]): void {
  offered = registries;
  process.removeListener('message', onPrimaryMessage);
  process.on('message', onPrimaryMessage);
}

/** In a worker: the whole server's metrics, as Prometheus text, from the primary. */
export function askPrimaryForMetrics(): Promise<string> {
  const id = nextAskId++;
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
