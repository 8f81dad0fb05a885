import { type ApiAnswer, callApi } from '../../../shared/lib/api-client';

export type RefreshedToken = ApiAnswer<'POST /auth/refresh-token'>;

/** POST /api/auth/refresh-token: a new access token for the same live session. */
export function refreshAccessToken(token: string): Promise<RefreshedToken> {
  return callApi('POST /auth/refresh-token', { body: { token } });
}
