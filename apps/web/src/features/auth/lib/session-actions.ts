import i18next, { type TFunction } from 'i18next';
import { configureApiClient } from '../../../shared/lib/api-client';
import { getAccessToken, useSessionStore } from '../../../shared/session/session-store';
import { useUiStore } from '../../../shared/stores/ui-store';
import { refreshAccessToken } from '../api/refresh-token';
import { describeAuthError } from './describe-auth-error';

/** The logout code (and the cart cleanup it imports) loads only when someone logs out. */
export function loadLogout() {
  return import('../api/logout');
}

/** Local logout for a session the server no longer accepts; a deliberate logout already runs. */
export async function endLostSession(onEnded?: () => void): Promise<void> {
  const { logout, isLogoutPending } = await loadLogout();
  if (isLogoutPending() || !useSessionStore.getState().currentUser) return;
  await logout({ callServer: false });
  onEnded?.();
}

/**
 * Every API call carries the session's bearer token; a 401 on such a call means the session is
 * gone (revoked, expired, signed out elsewhere): log out cleanly and say so.
 */
export function connectApiClientToSession(): void {
  configureApiClient({
    getToken: getAccessToken,
    onUnauthorized: () => {
      void endLostSession(() => void showSessionAlert('session.ended', 'warning'));
    },
  });
}

/** An alert in the auth namespace, which may not be loaded yet outside the auth screens. */
export async function showSessionAlert(
  key: 'session.ended' | 'session.expired',
  severity: 'info' | 'warning',
): Promise<void> {
  await i18next.loadNamespaces('auth').catch(() => undefined);
  useUiStore.getState().showAlert(i18next.t(key, { ns: 'auth' }), severity);
}

/**
 * The session-expiry dialog's submit: a new token replaces the stored one. A failure shows the
 * error alert and rejects, so the dialog stays open for another try (spec §4, §8).
 */
export async function refreshSession(t: TFunction<'auth'>): Promise<void> {
  const user = useSessionStore.getState().currentUser;
  if (!user) return;
  try {
    useSessionStore.getState().replaceAccessToken(await refreshAccessToken(user.accessToken));
  } catch (error) {
    useUiStore.getState().showAlert(describeAuthError(t, error), 'error');
    throw error;
  }
}
