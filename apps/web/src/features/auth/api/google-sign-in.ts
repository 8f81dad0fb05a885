import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

interface AuthProviders {
  google: boolean;
}

export function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  return apiRequest<AuthProviders>('/auth/providers', { signal });
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
  const { url } = await apiRequest<{ url: string }>('/auth/google/start', {
    method: 'POST',
    query: { public_key: publicKey },
  });
  return url;
}

/** POST /api/auth/google/complete with what Google sent back: signs in like a password login. */
export function completeGoogleSignIn(code: string, state: string): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('/auth/google/complete', {
    method: 'POST',
    body: { code, state },
  });
}
