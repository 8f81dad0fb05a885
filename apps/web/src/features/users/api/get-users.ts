import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { userQueryKeys } from './user-query-keys';

/** GET /api/users: the business's users, with the list's search, role filter, sort and page. */
export function getUsers(params: Record<string, string | number>, signal?: AbortSignal) {
  return callApi('GET /users', { query: params, signal });
}

export function usersQueryOptions(params: Record<string, string | number>) {
  return queryOptions({
    queryKey: userQueryKeys.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(params: Record<string, string | number>) {
  return useQuery(usersQueryOptions(params));
}
