// autocannon 9 ships no types: the part of its programmatic API the benchmark uses.
declare module 'autocannon' {
  interface AutocannonOptions {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Requests to send in all, instead of a duration. */
    amount?: number;
    pipelining?: number;
    /** Seconds a request may take before it counts as a timeout. */
    timeout?: number;
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p97_5: number;
    p99: number;
  }

  interface AutocannonResult {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    totalCompletedRequests: number;
    /** Seconds. */
    duration: number;
  }

  interface AutocannonInstance extends PromiseLike<AutocannonResult> {
    stop(): void;
  }

  function autocannon(options: AutocannonOptions): AutocannonInstance;
  export default autocannon;
  export type { AutocannonOptions, AutocannonResult };
}
