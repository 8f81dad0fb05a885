import {
  QUERY_GC_TIME_MS,
  QUERY_RETRY_COUNT,
  QUERY_RETRY_DELAY_MAX_MS,
  QUERY_RETRY_DELAY_MIN_MS,
} from '@coperto/shared/common/constants';
import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/** Spec §7/§9: the delay doubles from 1 s up to 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_DELAY_MIN_MS * 2 ** attempt, QUERY_RETRY_DELAY_MAX_MS);
}

/** Reads retry 3 times, except answers that another try cannot change (4xx other than 408/429). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRY_COUNT) return false;
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
    return error.status === 408 || error.status === 429;
  }
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_GC_TIME_MS, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
}
