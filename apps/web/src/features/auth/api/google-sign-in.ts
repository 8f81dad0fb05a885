import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';

export function getAuthProviders(signal?: AbortSignal) {
  return callApi('GET /auth/providers', { signal });
}

/** Which social sign-ins the server has configured; it changes only with a deployment. */
export const authProvidersQueryOptions = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: ({ signal }) => getAuthProviders(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions);
}

/** POST /api/auth/google/start: answers the Google page to send the browser to. */
export async function startGoogleSignIn(publicKey?: string): Promise<string> {
  const { url } = await callApi('POST /auth/google/start', {
    query: { public_key: publicKey },
  });
  return url;
}

/** POST /api/auth/google/complete with what Google sent back: signs in like a password login. */
export function completeGoogleSignIn(code: string, state: string): Promise<CurrentUser> {
  return callApi('POST /auth/google/complete', {
    body: { code, state },
  });
}
