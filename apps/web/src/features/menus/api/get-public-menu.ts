import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';

/** Without a version poll to say a menu changed (the marketing host), it is read again after this. */
const UNPOLLED_MENU_STALE_MS = 5 * 60 * 1000;

/** One menu and its restaurant, by the menu's shared link (the marketing host's menu page). */
export function getPublicMenu(hashedId: string, signal?: AbortSignal) {
  return callApi('GET /menu/:hashedId', { params: { hashedId }, signal });
}

/**
 * `lastUpdated` is the restaurant's version when the page holds one: a version-poll change makes
 * a new key, so the menu is read again (the server answers 304 when it has not changed).
 */
export function publicMenuQueryOptions(hashedId: string, lastUpdated?: string) {
  return queryOptions({
    queryKey: ['menu', hashedId, lastUpdated ?? null],
    queryFn: ({ signal }) => getPublicMenu(hashedId, signal),
    staleTime: lastUpdated ? Number.POSITIVE_INFINITY : UNPOLLED_MENU_STALE_MS,
    // A new version of the same menu keeps the old one on screen while it loads; another menu does not.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === hashedId ? previous : undefined,
  });
}

export function usePublicMenu(hashedId: string, lastUpdated?: string) {
  return useQuery(publicMenuQueryOptions(hashedId, lastUpdated));
}
