import { STORAGE_KEYS } from '@coperto/shared/common/storage-keys';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../../shared/stores/ui-store';
import { initTestI18n } from '../../../test/test-i18n';
// Loaded up front, so the watcher's lazy import of the logout resolves at once under fake timers.
import '../api/logout';
import {
  fakeAccessToken,
  fakeCurrentUser,
  jsonResponse,
} from '../../../shared/session/session-fixtures';
import { useSessionStore } from '../../../shared/session/session-store';
import { connectApiClientToSession } from '../lib/session-actions';
import { SessionWatcher } from './session-watcher';
import TokenDialog from './token-dialog';

const START = new Date('2026-06-15T10:00:00Z').getTime();
const SECOND = 1000;
const fetchMock = vi.fn<typeof fetch>();

function signIn(expiresAt: number) {
  useSessionStore.getState().setCurrentUser(fakeCurrentUser(expiresAt));
}

function renderSession() {
  return render(
    <>
      <SessionWatcher />
      <TokenDialog />
    </>,
  );
}

const dialog = () => screen.queryByRole('dialog');
const calledPaths = () => fetchMock.mock.calls.map(([url]) => new URL(String(url)).pathname);

beforeAll(() => {
  initTestI18n('it');
  // The watcher's module connects the client when first loaded; another file may have loaded it.
  connectApiClientToSession();
});

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSessionStore.setState({ currentUser: null });
  useUiStore.setState({ tokenDialog: null, alert: { open: false, severity: 'info', message: '' } });
});

describe('session timer', () => {
  it("opens 'La tua sessione sta per scadere' 30 seconds before the token expires", async () => {
    signIn(START + 120 * SECOND);
    renderSession();

    await act(() => vi.advanceTimersByTimeAsync(89 * SECOND));
    expect(dialog()).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(1 * SECOND));
    expect(screen.getByRole('dialog', { name: 'La tua sessione sta per scadere' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Mancano 30 secondi');

    await act(() => vi.advanceTimersByTimeAsync(10 * SECOND));
    expect(screen.getByRole('timer').textContent).toBe('Mancano 20 secondi');
  });

  it('opens at once with the seconds that remain when fewer than 30 do', async () => {
    signIn(START + 12 * SECOND);
    renderSession();
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByRole('dialog', { name: 'La tua sessione sta per scadere' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Mancano 12 secondi');
  });

  it('refreshes the token from the dialog: the new token replaces the stored one and it closes', async () => {
    signIn(START + 20 * SECOND);
    const oldToken = useSessionStore.getState().currentUser!.accessToken;
    const newToken = fakeAccessToken(START + 3600 * SECOND, 'session-1');
    const newExpiry = new Date(START + 3600 * SECOND).toISOString();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { accessToken: newToken, expiresAt: newExpiry }),
    );
    renderSession();
    await act(() => vi.advanceTimersByTimeAsync(0));

    fireEvent.click(screen.getByRole('button', { name: 'Resta collegato' }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url)).pathname).toBe('/api/auth/refresh-token');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ token: oldToken });
    expect((init!.headers as Record<string, string>).authorization).toBe(`Bearer ${oldToken}`);
    expect(useSessionStore.getState().currentUser?.accessToken).toBe(newToken);
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.currentUser)!);
    expect(stored.accessToken).toBe(newToken);
    expect(stored.expiresAt).toBe(newExpiry);
    expect(dialog()).toBeNull();

    // The old expiry passes without a logout: the new token is watched now.
    await act(() => vi.advanceTimersByTimeAsync(30 * SECOND));
    expect(useSessionStore.getState().currentUser?.accessToken).toBe(newToken);
    expect(dialog()).toBeNull();
  });

  it('shows the error alert when the refresh fails, and keeps the dialog for another try', async () => {
    signIn(START + 25 * SECOND);
    fetchMock.mockResolvedValueOnce(
      jsonResponse(503, { detail: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' }),
    );
    renderSession();
    await act(() => vi.advanceTimersByTimeAsync(0));

    fireEvent.click(screen.getByRole('button', { name: 'Resta collegato' }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(useUiStore.getState().alert).toEqual({
      open: true,
      severity: 'error',
      message: 'Il servizio non è disponibile in questo momento: riprova tra poco.',
    });
    expect(dialog()).not.toBeNull();
    expect(useSessionStore.getState().currentUser).not.toBeNull();
  });

  it('closes the dialog and logs out at expiry', async () => {
    signIn(START + 40 * SECOND);
    window.localStorage.setItem(STORAGE_KEYS.cart, '{"items":[]}');
    renderSession();

    await act(() => vi.advanceTimersByTimeAsync(10 * SECOND));
    expect(dialog()).not.toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(30 * SECOND));
    await vi.waitFor(() => expect(useSessionStore.getState().currentUser).toBeNull());
    expect(useUiStore.getState().tokenDialog).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.currentUser)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
    // The expired token cannot end the server session: no pointless logout call.
    expect(calledPaths()).not.toContain('/api/auth/logout');
    await vi.waitFor(() =>
      expect(useUiStore.getState().alert.message).toBe(
        'La sessione è scaduta: accedi di nuovo per continuare.',
      ),
    );
  });

  it('logs a user whose stored token has already expired out at once, without a dialog', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.currentUser,
      JSON.stringify(fakeCurrentUser(START - 5 * SECOND)),
    );
    useSessionStore.getState().restoreCurrentUser();
    renderSession();

    await vi.waitFor(() => expect(useSessionStore.getState().currentUser).toBeNull());
    expect(window.localStorage.getItem(STORAGE_KEYS.currentUser)).toBeNull();
    expect(dialog()).toBeNull();
  });

  it('logs out cleanly when the API answers 401 to a call with the token', async () => {
    signIn(START + 3600 * SECOND);
    renderSession();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { detail: 'Your session has ended', code: 'SESSION_EXPIRED' }),
    );
    const { callApi } = await import('../../../shared/lib/api-client');

    await expect(callApi('GET /users/me')).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(() => expect(useSessionStore.getState().currentUser).toBeNull());
    await vi.waitFor(() =>
      expect(useUiStore.getState().alert).toMatchObject({ open: true, severity: 'warning' }),
    );
  });
});

describe('another tab', () => {
  it('follows a sign-out made in another tab, also one made before this tab listened', async () => {
    signIn(START + 3600 * SECOND);
    renderSession();
    // The other tab signs out while this one is still starting (the listener waits for idle).
    window.localStorage.removeItem(STORAGE_KEYS.currentUser);
    expect(useSessionStore.getState().currentUser).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2 * SECOND));
    expect(useSessionStore.getState().currentUser).toBeNull();

    // And it signs in again: this tab follows the storage event.
    const user = fakeCurrentUser(START + 3600 * SECOND);
    window.localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(user));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.currentUser }));
    });
    expect(useSessionStore.getState().currentUser?.accessToken).toBe(user.accessToken);
  });
});
