import { describe, expect, it } from 'vitest';
import {
  FIRST_RESTART_DELAY_MS,
  HEALTHY_LIFETIME_MS,
  MAX_RESTART_DELAY_MS,
  RestartBackoff,
} from './worker-restarts';

describe('replacing a worker that died', () => {
  it('at once after a healthy life', () => {
    const backoff = new RestartBackoff();
    expect(backoff.delayAfter(HEALTHY_LIFETIME_MS)).toBe(0);
    expect(backoff.delayAfter(10 * HEALTHY_LIFETIME_MS)).toBe(0);
  });

  it('after a doubling wait when workers keep dying soon after they start, up to a maximum', () => {
    const backoff = new RestartBackoff();
    const waits = Array.from({ length: 8 }, () => backoff.delayAfter(50));
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect(waits[0]).toBe(FIRST_RESTART_DELAY_MS);
    expect(Math.max(...waits)).toBe(MAX_RESTART_DELAY_MS);
  });

  it('starts from the first wait again once a worker has lived', () => {
    const backoff = new RestartBackoff();
    backoff.delayAfter(10);
    backoff.delayAfter(10);
    expect(backoff.delayAfter(HEALTHY_LIFETIME_MS + 1)).toBe(0);
    expect(backoff.delayAfter(10)).toBe(FIRST_RESTART_DELAY_MS);
  });
});
