import { STORAGE_KEYS } from '@coperto/shared/common/storage-keys';
import { resetAnalyticsIdentity } from '../../../shared/lib/analytics';
import { callApi } from '../../../shared/lib/api-client';
import { removeStored } from '../../../shared/lib/local-storage';
import { runLogoutResets } from '../../../shared/lib/logout-reset-registry';
import { useSessionStore } from '../../../shared/session/session-store';
import { useUiStore } from '../../../shared/stores/ui-store';

/** A logout must not hang on a server that does not answer: the cleanup waits this long at most. */
const LOGOUT_CALL_TIMEOUT_MS = 5000;

export interface LogoutOptions {
  /**
   * False when the server cannot end the session with this token anyway (it has expired, or the
   * server just answered 401): then only the local cleanup runs.
   */
  callServer?: boolean;
}

let pendingLogout: Promise<void> | null = null;

export function isLogoutPending(): boolean {
  return pendingLogout !== null;
}

/**
 * Spec §4: the server is called, then the cleanup always runs; a failing server call is only
 * logged. Concurrent calls (a 401 during the logout call itself) share one logout.
 */
export function logout(options: LogoutOptions = {}): Promise<void> {
  pendingLogout ??= runLogout(options.callServer ?? true).finally(() => {
    pendingLogout = null;
  });
  return pendingLogout;
}

async function runLogout(callServer: boolean): Promise<void> {
  const ui = useUiStore.getState();
  ui.setAuthLoading(true);
  try {
    if (callServer && useSessionStore.getState().currentUser) {
      try {
        await callApi('POST /auth/logout', {
          signal: AbortSignal.timeout(LOGOUT_CALL_TIMEOUT_MS),
        });
      } catch (error) {
        console.warn('Logout: the server call failed; cleaning up locally anyway', error);
      }
    }
    await cleanUpAfterLogout();
  } finally {
    ui.setAuthLoading(false);
  }
}

/** Runs one cleanup step; a failure is logged and the next step still runs (spec §8). */
async function step(name: string, run: () => void | Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    console.error(`Logout: ${name} failed`, error);
  }
}

/** Everything a signed-in user leaves behind in this browser, in the order of spec §4. */
export async function cleanUpAfterLogout(): Promise<void> {
  await step('resetting the analytics identity', resetAnalyticsIdentity);
  // Invoice, discount, user profile, contact form, cash-up, restaurant details, error states,
  // and the cart with its server copy: each feature registers its own reset.
  await step('resetting feature states', runLogoutResets);
  await step('closing the session overlays', () => {
    const ui = useUiStore.getState();
    ui.closeTokenDialog();
    ui.setProfilePanel({ open: false, file: null, photoURL: null });
  });
  await step('clearing the current user', () => useSessionStore.getState().clearCurrentUser());
  await step('clearing the local restaurant and cart', () =>
    removeStored(STORAGE_KEYS.currentRestaurant, STORAGE_KEYS.cartItems, STORAGE_KEYS.cart),
  );
}
