import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { userQueryKeys } from './user-query-keys';

/** GET /api/users/me: the signed-in user's own profile, with their own shift rates. */
export function getOwnProfile(signal?: AbortSignal) {
  return callApi('GET /users/me', { signal });
}

export const ownProfileQueryOptions = queryOptions({
  queryKey: userQueryKeys.me,
  queryFn: ({ signal }) => getOwnProfile(signal),
});

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions);
}
