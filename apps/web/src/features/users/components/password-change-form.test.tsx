import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/session/session-fixtures';
import { useUiStore } from '../../../shared/stores/ui-store';
import { initTestI18n } from '../../../test/test-i18n';
import { fakeUser } from '../testing/user-fixtures';
import { PasswordChangeForm } from './password-change-form';

const user = userEvent.setup({ delay: null });
const fetchMock = vi.fn<typeof fetch>();
/** The field whose label starts with `name` (the label ends with the required mark). */
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PasswordChangeForm />
    </QueryClientProvider>,
  );
}

async function fillAndSubmit(old: string, next: string, confirm: string) {
  await user.type(field('Password attuale'), old);
  await user.type(field('Nuova password'), next);
  await user.type(field('Ripeti la nuova password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Cambia password' }));
}

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useUiStore.getState().closeAlert());
});

describe('own password change', () => {
  it('flags a mismatched confirmation and a short password before sending anything', async () => {
    renderForm();
    await fillAndSubmit('demo-password', 'corta', 'diversa');
    expect(await screen.findByText('Scrivi almeno 8 caratteri')).toBeTruthy();
    await user.clear(field('Nuova password'));
    await user.type(field('Nuova password'), 'password-nuova');
    await user.click(screen.getByRole('button', { name: 'Cambia password' }));
    expect(await screen.findByText('Le due password non coincidono')).toBeTruthy();
    expect(field('Ripeti la nuova password').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the server's wrong-password answer on the current password, in Italian, keeping the input", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        detail: 'The current password is wrong',
        code: 'VALIDATION_FAILED',
        fields: { oldPassword: 'Wrong password' },
      }),
    );
    renderForm();
    await fillAndSubmit('sbagliata', 'password-nuova', 'password-nuova');
    expect(await screen.findByText('La password attuale non è corretta')).toBeTruthy();
    expect(field('Password attuale').getAttribute('aria-invalid')).toBe('true');
    expect(field('Nuova password').value).toBe('password-nuova');
    expect(useUiStore.getState().alert).toMatchObject({ open: true, severity: 'error' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url)).pathname).toBe('/api/users/me');
    expect(JSON.parse(String(init?.body))).toEqual({
      oldPassword: 'sbagliata',
      newPassword: 'password-nuova',
      password_confirm: 'password-nuova',
    });
  });

  it('clears the fields and says the other devices were signed out once saved', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, fakeUser(7, 'staff', 'Luca', 'Verdi')));
    renderForm();
    await fillAndSubmit('demo-password', 'password-nuova', 'password-nuova');
    await waitFor(() => expect(field('Password attuale').value).toBe(''));
    expect(field('Nuova password').value).toBe('');
    expect(useUiStore.getState().alert).toMatchObject({
      open: true,
      severity: 'success',
      message: 'Password cambiata. Gli altri dispositivi sono stati disconnessi.',
    });
  });
});
