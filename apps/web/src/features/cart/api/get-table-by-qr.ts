import { TABLE_QR_TOKEN_PATTERN } from '@coperto/shared/floor/floor.constants';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, callApi } from '../../../shared/lib/api-client';

/**
 * The table a scanned QR code names (`GET /table-qr/:token`): its restaurant's public key and
 * name and the table's name, nothing else (decision 059). A token that cannot be one is not
 * asked about. A network failure is tried again twice; the server's "no such table" is final.
 */
export function useTableByQr(token: string | null) {
  return useQuery({
    queryKey: ['ordering', 'table-qr', token],
    queryFn: ({ signal }) =>
      callApi('GET /table-qr/:token', { params: { token: token ?? '' }, signal }),
    enabled: token !== null && TABLE_QR_TOKEN_PATTERN.test(token),
    retry: (failures, error) =>
      error instanceof ApiRequestError &&
      (error.status === 0 || error.status >= 500) &&
      failures < 2,
    staleTime: 60_000,
  });
}
