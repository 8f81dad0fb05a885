import { STORAGE_KEYS } from '@coperto/shared/common/storage-keys';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAnalyticsIdentity } from '../../../shared/lib/analytics';
import { registerLogoutReset } from '../../../shared/lib/logout-reset-registry';
import { fakeCurrentUser, jsonResponse } from '../../../shared/session/session-fixtures';
import { useSessionStore } from '../../../shared/session/session-store';
import { useUiStore } from '../../../shared/stores/ui-store';
import { connectApiClientToSession } from '../lib/session-actions';
import { logout } from './logout';

vi.mock('../../../shared/lib/analytics', () => ({ resetAnalyticsIdentity: vi.fn() }));

const TEMP_ID = { id: 'visitor-0123456789abcdef', expiresAt: Date.now() + 3_600_000 };
const fetchMock = vi.fn<typeof fetch>();
const unregister: Array<() => void> = [];

function signInWithLocalState() {
  useSessionStore.getState().setCurrentUser(fakeCurrentUser(Date.now() + 3_600_000));
  window.localStorage.setItem(STORAGE_KEYS.currentRestaurant, '{"name":"Trattoria Demo"}');
  window.localStorage.setItem(STORAGE_KEYS.cartItems, '[{"id":1}]');
  window.localStorage.setItem(STORAGE_KEYS.cart, '{"total":12}');
  window.localStorage.setItem(STORAGE_KEYS.tempId, JSON.stringify(TEMP_ID));
  window.localStorage.setItem(STORAGE_KEYS.language, 'en');
  useUiStore.getState().setProfilePanel({ open: true, photoURL: 'blob:photo' });
}

function expectLocalStateCleared() {
  expect(useSessionStore.getState().currentUser).toBeNull();
  for (const key of ['currentUser', 'currentRestaurant', 'cartItems', 'cart'] as const) {
    expect(window.localStorage.getItem(STORAGE_KEYS[key])).toBeNull();
  }
  // The visitor's language is theirs, not the session's.
  expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
  expect(useUiStore.getState().profilePanel).toEqual({ open: false, file: null, photoURL: null });
  expect(resetAnalyticsIdentity).toHaveBeenCalledOnce();
}

beforeEach(() => {
  connectApiClientToSession();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(resetAnalyticsIdentity).mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const off of unregister.splice(0)) off();
});

describe('logout', () => {
  it('calls the server with the bearer token, then cleans up everything of the session', async () => {
    signInWithLocalState();
    const token = useSessionStore.getState().currentUser!.accessToken;
    const resetInvoices = vi.fn();
    unregister.push(registerLogoutReset('invoice', resetInvoices));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { detail: 'Logged out' }));

    await logout();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url)).pathname).toBe('/api/auth/logout');
    expect(init?.method).toBe('POST');
    expect((init!.headers as Record<string, string>).authorization).toBe(`Bearer ${token}`);
    expect(resetInvoices).toHaveBeenCalledOnce();
    expectLocalStateCleared();
  });

  it('still cleans up when the server call fails, and only logs the failure', async () => {
    signInWithLocalState();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await logout();

    expect(warn).toHaveBeenCalledWith(
      'Logout: the server call failed; cleaning up locally anyway',
      expect.anything(),
    );
    expectLocalStateCleared();
  });

  it("still cleans up when the server says 'No active session to logout', once", async () => {
    signInWithLocalState();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { detail: 'No active session to logout', code: 'NO_ACTIVE_SESSION' }),
    );

    await logout();

    expectLocalStateCleared();
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('runs every cleanup step even when some fail, logging each failure', async () => {
    signInWithLocalState();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { detail: 'Logged out' }));
    vi.mocked(resetAnalyticsIdentity).mockImplementation(() => {
      throw new Error('analytics down');
    });
    const resetDiscounts = vi.fn();
    unregister.push(
      registerLogoutReset('contact form', () => {
        throw new Error('form broken');
      }),
      registerLogoutReset('discount', resetDiscounts),
    );

    await logout();

    expectLocalStateCleared();
    expect(resetDiscounts).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledWith(
      'Logout: resetting the analytics identity failed',
      expect.any(Error),
    );
    expect(error).toHaveBeenCalledWith(
      'Logout: resetting "contact form" failed',
      expect.any(Error),
    );
  });

  it('shares one logout between concurrent calls', async () => {
    signInWithLocalState();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { detail: 'Logged out' }));

    await Promise.all([logout(), logout(), logout({ callServer: false })]);

    expect(fetchMock).toHaveBeenCalledOnce();
    expect(resetAnalyticsIdentity).toHaveBeenCalledOnce();
  });
});
