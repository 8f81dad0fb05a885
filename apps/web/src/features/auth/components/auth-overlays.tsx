import { Suspense, useEffect, useState } from 'react';
import { useUiStore } from '../../../shared/stores/ui-store';
import { lazyWithTheme } from '../../../shared/ui/lazy-with-theme';
import { SessionWatcher } from './session-watcher';

// The dialogs' code (and MUI's dialog) loads the first time one opens, not with the public page.
const LoginDialog = lazyWithTheme(() => import('./login-dialog').then((m) => m.default));
const TokenDialog = lazyWithTheme(() => import('./token-dialog').then((m) => m.default));

/** The session's global pieces: the token watcher, the login overlay and the token dialog. */
export function AuthOverlays() {
  const loginOpen = useUiStore((state) => state.overlays.login);
  const tokenDialogOpen = useUiStore((state) => state.tokenDialog !== null);
  // Once opened the login stays mounted, so closing it plays the dialog's exit transition.
  const [loginUsed, setLoginUsed] = useState(loginOpen);
  useEffect(() => {
    if (loginOpen) setLoginUsed(true);
  }, [loginOpen]);
  return (
    <>
      <SessionWatcher />
      <Suspense fallback={null}>
        {(loginOpen || loginUsed) && <LoginDialog />}
        {tokenDialogOpen && <TokenDialog />}
      </Suspense>
    </>
  );
}
