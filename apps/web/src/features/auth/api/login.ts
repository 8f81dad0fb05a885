import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import { apiRequest } from '../../../shared/lib/api-client';

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
  return apiRequest<CurrentUser>('/auth/login', {
    method: 'POST',
    form: { username: credentials.username.trim(), password: credentials.password },
    query: { public_key: publicKey },
  });
}
