import { STORAGE_KEYS } from '@coperto/shared/common/storage-keys';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../shared/session/session-store';
import { readTokenExpiry } from '../../../shared/session/token-expiry';
import { type TokenDialogRequest, useUiStore } from '../../../shared/stores/ui-store';
import {
  connectApiClientToSession,
  loadLogout,
  refreshSession,
  showSessionAlert,
} from '../lib/session-actions';
import { startSessionTimer } from '../lib/session-timer';

// Before the first render: the very first API call must already carry the restored token.
connectApiClientToSession();

/** The timer of one signed-in token; mounted only while someone is signed in. */
function SessionTimer({ expiresAt }: { expiresAt: number }) {
  // No suspense: the watcher must log an expired user out even before the strings have loaded.
  const { t, ready } = useTranslation('auth', { useSuspense: false });

  useEffect(() => {
    // The dialog needs its strings; an already expired token needs none.
    if (!ready && expiresAt > Date.now()) return;
    let ownDialog: TokenDialogRequest | null = null;
    const closeOwnDialog = () => {
      const ui = useUiStore.getState();
      if (ownDialog && ui.tokenDialog === ownDialog) ui.closeTokenDialog();
      ownDialog = null;
    };
    const expire = () => {
      closeOwnDialog();
      // The token no longer works, so the server cannot be asked to end the session with it.
      void loadLogout()
        .then(({ logout }) => logout({ callServer: false }))
        .then(() => showSessionAlert('session.expired', 'info'));
    };
    const stop = startSessionTimer(expiresAt, {
      warn: (endsAt) => {
        ownDialog = {
          title: t('sessionExpiry.title'),
          message: t('sessionExpiry.message'),
          submitLabel: t('sessionExpiry.submit'),
          endsAt,
          onSubmit: () => refreshSession(t),
        };
        useUiStore.getState().openTokenDialog(ownDialog);
      },
      expire,
    });
    // A sleeping laptop or a background tab delays timers: check again when the page is seen.
    const checkOnReturn = () => {
      if (document.visibilityState === 'visible' && expiresAt <= Date.now()) {
        stop();
        expire();
      }
    };
    document.addEventListener('visibilitychange', checkOnReturn);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', checkOnReturn);
      closeOwnDialog();
    };
  }, [expiresAt, ready, t]);

  return null;
}

/**
 * Watches the signed-in user's token (spec §4): the expiry dialog 30 s before, a refresh from it,
 * logout at expiry. Mounted once with the global UI; renders no UI itself, and an anonymous
 * visitor's page does not even load the session's strings.
 */
export function SessionWatcher() {
  const currentUser = useSessionStore((state) => state.currentUser);
  const expiresAt = currentUser ? readTokenExpiry(currentUser) : null;

  // Another tab signed in or out: follow it, so two tabs never hold different sessions. Chromium
  // makes the first 'storage' listener of a page a long task on a phone (it subscribes the page to
  // the origin's storage changes): it is added once the page is idle, and a change made meanwhile
  // is read then.
  useEffect(() => {
    const storedUser = () => window.localStorage.getItem(STORAGE_KEYS.currentUser);
    const storedAtStart = storedUser();
    const followOtherTab = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.currentUser) {
        useSessionStore.getState().restoreCurrentUser();
      }
    };
    const listen = () => {
      window.addEventListener('storage', followOtherTab);
      if (storedUser() !== storedAtStart) useSessionStore.getState().restoreCurrentUser();
    };
    const idle = whenIdle(listen);
    return () => {
      idle.cancel();
      window.removeEventListener('storage', followOtherTab);
    };
  }, []);

  return expiresAt === null ? null : <SessionTimer expiresAt={expiresAt} />;
}

/** Runs `task` when the browser is idle (or after a second where it cannot say); cancellable. */
function whenIdle(task: () => void): { cancel: () => void } {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return { cancel: () => window.cancelIdleCallback(handle) };
  }
  const timer = setTimeout(task, 1000);
  return { cancel: () => clearTimeout(timer) };
}
