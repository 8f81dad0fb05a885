import type { DemoLogin } from '@coperto/shared/auth/demo-login.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, callApi } from '../../../shared/lib/api-client';

/** GET /api/auth/demo-login: the demo's login and restaurants, or null where none is offered. */
export async function getDemoLogin(signal?: AbortSignal): Promise<DemoLogin | null> {
  try {
    return await callApi('GET /auth/demo-login', { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** Whether the server offers the demo changes only with its data or a deployment. */
export const demoLoginQueryOptions = queryOptions({
  queryKey: ['auth', 'demo-login'],
  queryFn: ({ signal }) => getDemoLogin(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useDemoLogin(enabled = true) {
  return useQuery({ ...demoLoginQueryOptions, enabled });
}
