import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import type { Role } from '@coperto/shared/auth/permissions';

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A JWT-shaped token expiring at `expiresAt` (epoch ms); the web never checks the signature. */
export function fakeAccessToken(expiresAt: number, sessionId = 'session-1'): string {
  const claims = { sub: '7', sid: sessionId, exp: Math.floor(expiresAt / 1000), role: 'owner' };
  return `${base64Url({ alg: 'HS256' })}.${base64Url(claims)}.signature`;
}

/** A signed-in owner of the demo business whose token expires at `expiresAt`. */
export function fakeCurrentUser(expiresAt: number, role: Role = 'owner'): CurrentUser {
  return {
    accessToken: fakeAccessToken(expiresAt),
    tokenType: 'bearer',
    expiresAt: new Date(expiresAt).toISOString(),
    user: {
      id: 7,
      email: 'owner@demo.test',
      name: 'Olga',
      surname: 'Owner',
      role,
      business_id: 1,
      restaurant_id: 1,
      phone_number: '',
      photo_url: null,
    },
    business: { id: 1, name: 'Demo Ristorazione S.r.l.' },
    restaurant: { id: 1, name: 'Trattoria Demo', public_key: 'trattoria-key' },
  };
}

/** A fetch answering JSON with a status, for stubbing the API. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
