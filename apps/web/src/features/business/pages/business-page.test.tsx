import type { Role } from '@coperto/shared/auth/permissions';
import type { Business } from '@coperto/shared/businesses/business.schemas';
import { EMPTY_ADDRESS } from '@coperto/shared/common/address.schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../shared/lib/query-client';
import { fakeCurrentUser, jsonResponse } from '../../../shared/session/session-fixtures';
import { useSessionStore } from '../../../shared/session/session-store';
import { useUiStore } from '../../../shared/stores/ui-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { initTestI18n } from '../../../test/test-i18n';
import BusinessPage from './business-page';

const user = userEvent.setup({ delay: null });
const fetchMock = vi.fn<typeof fetch>();

const BUSINESS: Business = {
  id: 1,
  name: 'Demo Ristorazione S.r.l.',
  vat_number: '01234567897',
  tax_code: '01234567897',
  address: { ...EMPTY_ADDRESS, address: 'Via dei Coronari', street_number: '12', city: 'Roma' },
  fic_access_token_set: false,
  created_at: '2026-01-10T09:00:00.000Z',
};

/** The API: GET answers `business`; each PUT answers what `onPut` returns for its body. */
function serveBusiness(onPut: (body: Record<string, unknown>) => Response) {
  let business = BUSINESS;
  fetchMock.mockImplementation(async (url, init) => {
    // The card payments section asks too: a platform without Stripe, so it stays hidden.
    if (String(url).endsWith('/api/restaurant/business/1/payments')) {
      return jsonResponse(200, { available: false, connected: false, charges_enabled: false });
    }
    expect(String(url)).toMatch(/\/api\/restaurant\/business\/1$/);
    if (init?.method !== 'PUT') return jsonResponse(200, business);
    const answer = onPut(JSON.parse(String(init.body)));
    if (answer.ok) business = (await answer.clone().json()) as Business;
    return answer;
  });
}

const puts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

function renderPage(role: Role = 'owner') {
  useSessionStore.setState({ currentUser: fakeCurrentUser(Date.now() + 3_600_000, role) });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <BusinessPage />
        <ConfirmDialog />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    useUiStore.getState().closeAlert();
    useUiStore.getState().closeConfirm();
    useSessionStore.setState({ currentUser: null });
  });
});

describe('business details screen', () => {
  it('checks the VAT number by its check digit, then saves it normalised', async () => {
    serveBusiness((body) => jsonResponse(200, { ...BUSINESS, ...body }));
    renderPage();
    expect(
      (await screen.findByRole('textbox', { name: /Ragione sociale/ })) as HTMLInputElement,
    ).toHaveProperty('value', 'Demo Ristorazione S.r.l.');
    expect(screen.getByTestId('fic-token-state').textContent).toBe('Non impostato');

    await user.clear(field('Partita IVA'));
    await user.paste('01234567890');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Partita IVA non valida: controlla le 11 cifre')).toBeTruthy();
    expect(puts()).toEqual([]);

    await user.clear(field('Partita IVA'));
    await user.paste('IT 00905811006');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(useUiStore.getState().alert.message).toBe('Dati aziendali salvati'));
    expect(puts()).toEqual([
      {
        name: BUSINESS.name,
        vat_number: '00905811006',
        tax_code: BUSINESS.tax_code,
        address: BUSINESS.address,
      },
    ]);
    await waitFor(() => expect(field('Partita IVA').value).toBe('00905811006'));
    expect(screen.getByRole('status').textContent).toBe('Tutto salvato');
  });

  it("shows the server's field error under its field and keeps the input", async () => {
    serveBusiness(() =>
      jsonResponse(400, {
        detail: 'Invalid body',
        code: 'VALIDATION_FAILED',
        fields: { 'address.cap': 'Too long' },
      }),
    );
    renderPage();
    await screen.findByRole('textbox', { name: /Ragione sociale/ });
    await user.type(field('CAP'), '00186');
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(field('CAP').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Valore non accettato: controlla questo campo')).toBeTruthy();
    expect(field('CAP').value).toBe('00186');
    expect(useUiStore.getState().alert.message).toBe('Non salvato: controlla i campi segnalati.');
  });

  it('sets and removes the Fatture in Cloud token without ever showing it', async () => {
    serveBusiness((body) =>
      jsonResponse(200, { ...BUSINESS, fic_access_token_set: body.fic_access_token !== null }),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Imposta il token' }));
    const dialog = screen.getByRole('dialog', { name: 'Imposta il token di Fatture in Cloud' });
    const token = within(dialog).getByLabelText(/Token di accesso/) as HTMLInputElement;
    expect(token.type).toBe('password');
    await user.type(token, 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Salva il token' }));
    expect(await within(dialog).findByText('Scrivi almeno 10 caratteri')).toBeTruthy();
    await user.click(token);
    await user.paste('-fic-token-123');
    await user.click(within(dialog).getByRole('button', { name: 'Salva il token' }));

    await waitFor(() =>
      expect(screen.getByTestId('fic-token-state').textContent).toBe('Impostato'),
    );
    expect(puts()).toEqual([{ fic_access_token: 'short-fic-token-123' }]);
    expect(document.body.textContent).not.toContain('short-fic-token-123');

    await user.click(screen.getByRole('button', { name: 'Rimuovi' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rimuovere il token?' });
    await user.click(within(confirm).getByRole('button', { name: 'Rimuovi' }));
    await waitFor(() =>
      expect(screen.getByTestId('fic-token-state').textContent).toBe('Non impostato'),
    );
    expect(puts()[1]).toEqual({ fic_access_token: null });
    expect(useUiStore.getState().alert.message).toBe('Token di Fatture in Cloud rimosso');
  });

  it('lets a manager read but not change anything', async () => {
    serveBusiness(() => jsonResponse(403, { detail: 'Forbidden', code: 'FORBIDDEN' }));
    renderPage('manager');
    const name = (await screen.findByRole('textbox', {
      name: /Ragione sociale/,
    })) as HTMLInputElement;
    expect(name.readOnly).toBe(true);
    expect(field('Comune').readOnly).toBe(true);
    expect(
      screen.getByText('Puoi consultare questi dati, ma solo il titolare può modificarli.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Imposta il token' })).toBeNull();
    expect(screen.getByTestId('fic-token-state').textContent).toBe('Non impostato');
  });
});
