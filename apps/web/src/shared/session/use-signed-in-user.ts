import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import { useSessionStore } from './session-store';
import { isTokenExpired } from './token-expiry';

/**
 * The signed-in user, or null; a user whose token has already expired counts as signed out, so
 * the dashboard never flashes before the session watcher logs them out.
 */
export function useSignedInUser(): CurrentUser | null {
  const currentUser = useSessionStore((state) => state.currentUser);
  return currentUser && !isTokenExpired(currentUser) ? currentUser : null;
}
