import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';

export const publicWaitlistKey = (publicId: string) => ['booking', 'waitlist', publicId] as const;

/**
 * The guest's waitlist entry by its emails' link, on the site it is opened on: the site's public
 * key makes a link of another restaurant find nothing (404).
 */
export function usePublicWaitlistEntry(publicId: string, publicKey: string) {
  return useQuery({
    queryKey: publicWaitlistKey(publicId),
    queryFn: ({ signal }) =>
      callApi('GET /public-waitlist/:publicId', {
        params: { publicId },
        query: { public_key: publicKey },
        signal,
      }),
    // Waiting or offered: the entry may move on its own (an offer, its expiry); look now and then.
    refetchInterval: (query) =>
      query.state.data?.status === 'waiting' || query.state.data?.status === 'offered'
        ? 60_000
        : false,
  });
}

/** The guest leaves the line (an offer turned down passes to the next). */
export function leavePublicWaitlist(publicId: string, publicKey: string) {
  return callApi('DELETE /public-waitlist/:publicId', {
    params: { publicId },
    query: { public_key: publicKey },
  });
}

/** The offer's "accept": books the freed place; answers the booking made. */
export function acceptWaitlistOffer(publicId: string, publicKey: string) {
  return callApi('POST /public-waitlist/:publicId/accept', {
    params: { publicId },
    query: { public_key: publicKey },
  });
}
