import { useEffect, useState } from 'react';
import { browserTempIdDeps, ensureTempId, readTempId } from '../lib/temp-id';
import { useCartStore } from '../stores/cart-store';

/**
 * Keeps the temporary visitor id (spec §4): while nobody is logged in there always is one, made
 * anew when it expires; a logged-in user keeps the one made before logging in, until it expires.
 */
export function useTempIdLifecycle(loggedIn: boolean): void {
  const setTempId = useCartStore((s) => s.setTempId);
  const tempId = useCartStore((s) => s.tempId);
  // Moves when the current id expires, so the effect runs again and renews it.
  const [expiries, setExpiries] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `tempId` and `expiries` re-run it on purpose (forgotten at logout, expired).
  useEffect(() => {
    const deps = browserTempIdDeps;
    const current = loggedIn ? readTempId(deps) : ensureTempId(deps);
    setTempId(current?.id ?? null);
    if (!current) return;
    const timer = setTimeout(() => setExpiries((n) => n + 1), current.expiresAt - deps.now());
    return () => clearTimeout(timer);
  }, [loggedIn, tempId, expiries, setTempId]);
}
