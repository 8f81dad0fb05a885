import { apiRequest } from '../../../shared/lib/api-client';

export interface RefreshedToken {
  accessToken: string;
  expiresAt: string;
}

/** POST /api/auth/refresh-token: a new access token for the same live session. */
export function refreshAccessToken(token: string): Promise<RefreshedToken> {
  return apiRequest<RefreshedToken>('/auth/refresh-token', { method: 'POST', body: { token } });
}
