/**
 * When cluster.ts replaces a worker that died. One that had served a while is replaced at once;
 * one that dies soon after it started listening (a crash on the first request, a resource that
 * fails after start) is replaced after a growing wait, so a crash loop never forks in a tight loop.
 */

/** A worker that served at least this long was healthy: the next death is replaced at once. */
export const HEALTHY_LIFETIME_MS = 30_000;
/** The wait after the first quick death; it doubles with each one in a row, up to the maximum. */
export const FIRST_RESTART_DELAY_MS = 1000;
export const MAX_RESTART_DELAY_MS = 30_000;

export class RestartBackoff {
  private quickDeathsInARow = 0;

  /** How long to wait before replacing a worker that died after serving for `servedMs`. */
  delayAfter(servedMs: number): number {
    if (servedMs >= HEALTHY_LIFETIME_MS) {
      this.quickDeathsInARow = 0;
      return 0;
    }
    this.quickDeathsInARow++;
    return Math.min(
      MAX_RESTART_DELAY_MS,
      FIRST_RESTART_DELAY_MS * 2 ** (this.quickDeathsInARow - 1),
    );
  }
}
