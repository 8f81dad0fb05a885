import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCurrentUser, jsonResponse } from '../../../shared/session/session-fixtures';
import { useSessionStore } from '../../../shared/session/session-store';
import { initTestI18n } from '../../../test/test-i18n';
import { GoogleAuthCompletedPage } from './google-auth-completed-page';

const fetchMock = vi.fn<typeof fetch>();

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/google-auth-completed/*', element: <GoogleAuthCompletedPage /> },
      { path: '/dashboard', element: <h1>Dashboard reached</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ currentUser: null });
});

describe('google-auth-completed page', () => {
  it("hands Google's code and state to the API, stores the user and goes to the dashboard", async () => {
    const signedIn = fakeCurrentUser(Date.now() + 3_600_000);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, signedIn));
    const router = renderAt('/google-auth-completed/callback?code=the-code&state=the-state-123');

    expect(await screen.findByRole('heading', { name: 'Dashboard reached' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url)).pathname).toBe('/api/auth/google/complete');
    expect(JSON.parse(String(init!.body))).toEqual({ code: 'the-code', state: 'the-state-123' });
    expect(useSessionStore.getState().currentUser).toEqual(signedIn);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('says clearly when Google did not accept the sign-in', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { detail: 'Google did not accept this sign-in', code: 'INVALID_TOKEN' }),
    );
    renderAt('/google-auth-completed/callback?code=stale-code&state=the-state-123');

    expect(await screen.findByText('Accesso con Google non riuscito')).toBeTruthy();
    expect(
      screen.getByText(
        "Google non ha confermato l'accesso (forse è scaduto): prova ad accedere di nuovo.",
      ),
    ).toBeTruthy();
    expect(useSessionStore.getState().currentUser).toBeNull();
  });

  it('says the user cancelled, or that the answer is incomplete, without calling the API', async () => {
    renderAt('/google-auth-completed/callback?error=access_denied');
    expect(await screen.findByText("Hai annullato l'accesso con Google.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('needs both the code and the state', async () => {
    renderAt('/google-auth-completed/callback?code=only-code');
    expect(
      await screen.findByText('La risposta di Google è incompleta: prova ad accedere di nuovo.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: "Torna all'accesso" }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
