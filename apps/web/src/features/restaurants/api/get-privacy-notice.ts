import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';

/**
 * What the site's privacy notice names (decision 054): the data controller, where guests reach
 * it, and what the site processes. Read when the privacy page opens, not with the restaurant.
 */
export function usePrivacyNotice(publicKey: string | undefined) {
  return useQuery({
    queryKey: ['privacy-notice', publicKey],
    queryFn: ({ signal }) =>
      callApi('GET /restaurant/privacy-notice/:publicKey', {
        params: { publicKey: publicKey ?? '' },
        signal,
      }),
    enabled: Boolean(publicKey),
    staleTime: 5 * 60_000,
  });
}
