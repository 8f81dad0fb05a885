import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import { ROLES } from '@coperto/shared/auth/roles';
import { STORAGE_KEYS } from '@coperto/shared/common/storage-keys';
import { create } from 'zustand';
import { removeStored, writeStored } from '../lib/local-storage';

/**
 * A light check of the stored user instead of the shared zod schema: this store is in every
 * page's first load, and zod must stay out of it (DESIGN.md §9). It checks what the app relies on.
 */
function isCurrentUser(value: unknown): value is CurrentUser {
  if (typeof value !== 'object' || value === null) return false;
  const { accessToken, expiresAt, user } = value as Record<string, unknown>;
  if (typeof accessToken !== 'string' || accessToken === '' || typeof expiresAt !== 'string') {
    return false;
  }
  if (typeof user !== 'object' || user === null) return false;
  const { id, email, role } = user as Record<string, unknown>;
  return (
    typeof id === 'number' &&
    typeof email === 'string' &&
    (ROLES as readonly unknown[]).includes(role)
  );
}

/** The stored `currentUser` (spec §4 persistence); missing, corrupt or malformed reads as null. */
export function readStoredCurrentUser(): CurrentUser | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.currentUser);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return isCurrentUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

interface SessionState {
  /** The signed-in user with the access token, or null; mirrored in localStorage. */
  currentUser: CurrentUser | null;
  setCurrentUser(user: CurrentUser): void;
  /** A refreshed token replaces the stored one; the rest of the session is unchanged. */
  replaceAccessToken(token: { accessToken: string; expiresAt: string }): void;
  /** The restaurant the dashboard works on (restaurant switcher). */
  setSessionRestaurant(restaurant: CurrentUser['restaurant']): void;
  clearCurrentUser(): void;
  /** Reads the stored user again (start-up, and tests). */
  restoreCurrentUser(): void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  currentUser: readStoredCurrentUser(),
  setCurrentUser: (currentUser) => set({ currentUser }),
  replaceAccessToken: ({ accessToken, expiresAt }) =>
    set((state) =>
      state.currentUser ? { currentUser: { ...state.currentUser, accessToken, expiresAt } } : state,
    ),
  setSessionRestaurant: (restaurant) =>
    set((state) =>
      state.currentUser ? { currentUser: { ...state.currentUser, restaurant } } : state,
    ),
  clearCurrentUser: () => set({ currentUser: null }),
  restoreCurrentUser: () => set({ currentUser: readStoredCurrentUser() }),
}));

// Every change of the user is written through, so a reload (or another tab opened later) resumes it.
useSessionStore.subscribe((state, previous) => {
  if (state.currentUser === previous.currentUser) return;
  if (state.currentUser) writeStored(STORAGE_KEYS.currentUser, state.currentUser);
  else removeStored(STORAGE_KEYS.currentUser);
});

/** The current access token, for the API client's bearer header. */
export function getAccessToken(): string | undefined {
  return useSessionStore.getState().currentUser?.accessToken;
}
