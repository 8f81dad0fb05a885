import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { userQueryKeys } from './user-query-keys';

/** GET /api/users/{id}: shift rates come only to those who may see wages. */
export function getUser(id: number, signal?: AbortSignal) {
  return callApi('GET /users/:id', { params: { id }, signal });
}

export function userQueryOptions(id: number) {
  return queryOptions({
    queryKey: userQueryKeys.one(id),
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
