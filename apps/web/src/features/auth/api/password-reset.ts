import { callApi } from '../../../shared/lib/api-client';

/** POST /api/auth/send-reset-email: the same answer whether or not the address has an account. */
export function sendPasswordResetEmail(email: string): Promise<{ detail: string }> {
  return callApi('POST /auth/send-reset-email', {
    body: { email },
  });
}

/** POST /api/auth/reset-password with the token of the emailed link. */
export function resetPassword(body: {
  token: string;
  password: string;
  password_confirm: string;
}): Promise<{ detail: string }> {
  return callApi('POST /auth/reset-password', { body });
}
