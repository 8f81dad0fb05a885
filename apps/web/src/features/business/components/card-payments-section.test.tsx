import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../shared/lib/query-client';
import { jsonResponse } from '../../../shared/session/session-fixtures';
import { initTestI18n } from '../../../test/test-i18n';
import { CardPaymentsSection } from './card-payments-section';

const user = userEvent.setup({ delay: null });
const fetchMock = vi.fn<typeof fetch>();

function serve(state: { available: boolean; connected: boolean; charges_enabled: boolean }) {
  fetchMock.mockImplementation(async (url, init) => {
    if (init?.method === 'POST') {
      expect(String(url)).toMatch(/\/api\/restaurant\/business\/1\/payments\/connect$/);
      return jsonResponse(200, { url: 'https://connect.stripe.test/setup/acct_1' });
    }
    expect(String(url)).toMatch(/\/api\/restaurant\/business\/1\/payments$/);
    return jsonResponse(200, state);
  });
}

function renderSection(editable = true, path = '/dashboard/business') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <CardPaymentsSection businessId={1} editable={editable} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the card payments section', () => {
  it('is not shown where the platform takes no cards', async () => {
    serve({ available: false, connected: false, charges_enabled: false });
    const { container } = renderSection();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.innerHTML).toBe('');
  });

  it("sends the owner to Stripe's onboarding to connect the business's account", async () => {
    serve({ available: true, connected: false, charges_enabled: false });
    renderSection();
    expect(await screen.findByText('Non collegato')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Collega Stripe' }));
    // The answer's link is where the browser goes (jsdom does not navigate away).
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
  });

  it('says the account is being verified after the return, and lets the owner finish', async () => {
    serve({ available: true, connected: true, charges_enabled: false });
    renderSection(true, '/dashboard/business?payments=connected');
    expect(await screen.findByText('Verifica in corso')).toBeTruthy();
    expect(screen.getByText(/Bentornato da Stripe/)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Completa la configurazione su Stripe' }),
    ).toBeTruthy();
  });

  it('shows an active account with what to do next, and no button for a manager', async () => {
    serve({ available: true, connected: true, charges_enabled: true });
    renderSection(false);
    expect(await screen.findByText('Attivo')).toBeTruthy();
    expect(screen.getByText(/impostazioni degli ordini/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
