import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';

/**
 * Whether the restaurant takes orders now (plan and settings), how, and its next slot: what the
 * site promises. Read again every minute while a page shows it, as a pause or the last slot of
 * the evening changes it. Zod-free and small: the site's header reads it in the first load.
 */
export function usePublicOrdering(publicKey: string | undefined, enabled = true) {
  return useQuery({
    queryKey: ['ordering', 'public', publicKey],
    queryFn: ({ signal }) =>
      callApi('GET /ordering/:publicKey', { params: { publicKey: publicKey ?? '' }, signal }),
    enabled: enabled && Boolean(publicKey),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
