import { STORAGE_KEYS } from '@coperto/shared/common/storage-keys';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeAccessToken, fakeCurrentUser } from './session-fixtures';
import { readStoredCurrentUser, useSessionStore } from './session-store';
import { isTokenExpired, readTokenExpiry } from './token-expiry';

const IN_AN_HOUR = Date.now() + 3_600_000;

function storedUser() {
  const raw = window.localStorage.getItem(STORAGE_KEYS.currentUser);
  return raw === null ? null : JSON.parse(raw);
}

afterEach(() => useSessionStore.setState({ currentUser: null }));

describe('session store', () => {
  it('keeps the signed-in user in localStorage under currentUser, and forgets it on clear', () => {
    const user = fakeCurrentUser(IN_AN_HOUR);
    useSessionStore.getState().setCurrentUser(user);
    expect(storedUser()).toEqual(user);

    useSessionStore.getState().clearCurrentUser();
    expect(window.localStorage.getItem(STORAGE_KEYS.currentUser)).toBeNull();
  });

  it('restores the stored user on start', () => {
    const user = fakeCurrentUser(IN_AN_HOUR);
    window.localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(user));
    useSessionStore.getState().restoreCurrentUser();
    expect(useSessionStore.getState().currentUser).toEqual(user);
  });

  it('restores nobody from corrupt or malformed storage', () => {
    window.localStorage.setItem(STORAGE_KEYS.currentUser, '{not json');
    expect(readStoredCurrentUser()).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify({ user: { id: 1 } }));
    expect(readStoredCurrentUser()).toBeNull();
    const withBadRole = {
      ...fakeCurrentUser(IN_AN_HOUR),
      user: { id: 1, email: 'a@b.c', role: 'x' },
    };
    window.localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(withBadRole));
    expect(readStoredCurrentUser()).toBeNull();
  });

  it('replaces only the access token and its expiry on a refresh, in memory and in storage', () => {
    const user = fakeCurrentUser(IN_AN_HOUR);
    useSessionStore.getState().setCurrentUser(user);
    const refreshed = { accessToken: fakeAccessToken(IN_AN_HOUR + 60_000), expiresAt: 'later' };
    useSessionStore.getState().replaceAccessToken(refreshed);

    expect(useSessionStore.getState().currentUser).toEqual({ ...user, ...refreshed });
    expect(storedUser()).toEqual({ ...user, ...refreshed });
  });

  it('restores an already expired user as expired, for the watcher to log out', () => {
    const expired = fakeCurrentUser(Date.now() - 1000);
    window.localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(expired));
    useSessionStore.getState().restoreCurrentUser();
    const restored = useSessionStore.getState().currentUser;
    expect(restored).not.toBeNull();
    expect(isTokenExpired(restored!)).toBe(true);
  });
});

describe('token expiry', () => {
  it("reads the token's own exp claim first", () => {
    const expiresAt = Math.floor(IN_AN_HOUR / 1000) * 1000;
    expect(
      readTokenExpiry({ accessToken: fakeAccessToken(expiresAt), expiresAt: '2000-01-01' }),
    ).toBe(expiresAt);
  });

  it('falls back on the answered expiresAt, and counts an unreadable expiry as expired', () => {
    const expiresAt = '2030-01-01T00:00:00.000Z';
    expect(readTokenExpiry({ accessToken: 'opaque', expiresAt })).toBe(Date.parse(expiresAt));
    expect(isTokenExpired({ accessToken: 'opaque', expiresAt: 'never' })).toBe(true);
  });
});
