import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { retryDelay, shouldRetry } from './query-client';

describe('the read retry policy (spec §7/§9)', () => {
  it('doubles the delay from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('retries a failed read 3 times', () => {
    const outage = new ApiRequestError(503, 'SERVICE_UNAVAILABLE', 'down');
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, outage))).toEqual([true, true, true, false]);
  });

  it('does not retry answers another try cannot change', () => {
    expect(shouldRetry(0, new ApiRequestError(404, 'NOT_FOUND', 'gone'))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError(403, 'FORBIDDEN', 'no'))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError(429, 'RATE_LIMITED', 'slow'))).toBe(true);
    expect(shouldRetry(0, new ApiRequestError(0, 'NETWORK', 'offline'))).toBe(true);
  });
});
