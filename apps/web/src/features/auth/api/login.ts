import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import { callApi } from '../../../shared/lib/api-client';

export interface LoginCredentials {
  username: string;
  password: string;
}

/**
 * POST /api/auth/login (form-encoded, DESIGN.md §6). On a restaurant site the restaurant's public key
 * scopes the session to that restaurant.
 */
export function loginWithPassword(
  credentials: LoginCredentials,
  publicKey?: string,
): Promise<CurrentUser> {
  return callApi('POST /auth/login', {
    form: { username: credentials.username.trim(), password: credentials.password },
    query: { public_key: publicKey },
  });
}
