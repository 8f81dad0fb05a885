import { STORAGE_KEYS } from '@coperto/shared/common/storage-keys';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCurrentUser, jsonResponse } from '../../../shared/session/session-fixtures';
import { useSessionStore } from '../../../shared/session/session-store';
import { initTestI18n } from '../../../test/test-i18n';
import { LoginForm } from './login-form';
import { SignInPanel } from './sign-in-panel';

const fetchMock = vi.fn<typeof fetch>();

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ currentUser: null });
});

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email/), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Accedi' }));
}

describe('login form', () => {
  it('says under each field what is missing, without calling the server', async () => {
    render(<LoginForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accedi' }));

    expect(await screen.findByText('Inserisci la tua email')).toBeTruthy();
    expect(screen.getByText('Inserisci la password')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the trimmed username with this restaurant's public key, and stores the user", async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.currentRestaurant,
      JSON.stringify({
        name: 'Trattoria Demo',
        public_key: 'trattoria-key',
        hostname: ['localhost'],
      }),
    );
    const signedIn = fakeCurrentUser(Date.now() + 3_600_000);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, signedIn));
    const onSignedIn = vi.fn();
    render(<LoginForm onSignedIn={onSignedIn} />);

    await fillAndSubmit('  owner@demo.test  ', 'demo-password');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(signedIn));
    const [url, init] = fetchMock.mock.calls[0]!;
    const sent = new URL(String(url));
    expect(sent.pathname).toBe('/api/auth/login');
    expect(sent.searchParams.get('public_key')).toBe('trattoria-key');
    expect((init!.headers as Record<string, string>)['content-type']).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      username: 'owner@demo.test',
      password: 'demo-password',
    });
    expect(useSessionStore.getState().currentUser).toEqual(signedIn);
  });

  it('says why the server refused, in the language of the UI', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { detail: 'No', code: 'NOT_FOUND' }));
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { detail: 'Wrong email or password', code: 'INVALID_CREDENTIALS' }),
    );
    render(<LoginForm />);
    await fillAndSubmit('owner@demo.test', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Email o password non corretti.');
    expect(useSessionStore.getState().currentUser).toBeNull();
  });

  it('puts the server field errors under their fields', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { detail: 'No', code: 'NOT_FOUND' }));
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        detail: 'Invalid input',
        code: 'VALIDATION_FAILED',
        fields: { username: 'Too long for us' },
      }),
    );
    render(<LoginForm />);
    await fillAndSubmit('owner@demo.test', 'x');
    expect(await screen.findByText('Too long for us')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Invalid input');
  });
});

describe('sign-in panel', () => {
  function renderPanel() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <QueryClientProvider client={client}>
        <SignInPanel />
      </QueryClientProvider>,
    );
  }

  it("offers 'Accedi con Google' only when the server has Google sign-in", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { google: true }));
    renderPanel();
    expect(await screen.findByRole('button', { name: 'Accedi con Google' })).toBeTruthy();
  });

  it('hides Google sign-in when the server has none', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { google: false }));
    renderPanel();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Accedi con Google' })).toBeNull();
  });

  it('switches to the forgotten-password form and back', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { google: false }));
    renderPanel();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Password dimenticata?' }));
    expect(screen.getByRole('button', { name: 'Invia il link' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: "Torna all'accesso" }));
    expect(screen.getByRole('button', { name: 'Accedi' })).toBeTruthy();
  });
});
