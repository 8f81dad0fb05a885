import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalAlert } from '../../../shared/ui/global-alert';
import { initTestI18n } from '../../../test/test-i18n';
import { jsonResponse, MANAGER, RESTAURANT, SETTINGS, STAFF } from '../testing/bookings-fixtures';
import BookingsScreen from './bookings-page';

const session = vi.hoisted(() => ({ user: null as unknown }));
vi.mock('../../../shared/session/use-signed-in-user', () => ({
  useSignedInUser: () => session.user,
}));
vi.mock('../../../shared/lib/live-events', () => ({ useLiveEvents: () => 'open' }));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const fetchMock = vi.fn<typeof fetch>();
const puts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

function renderSettings(user: CurrentUser) {
  session.user = user;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/bookings/settings']}>
        <Routes>
          <Route path="/dashboard/bookings/*" element={<BookingsScreen />} />
        </Routes>
      </MemoryRouter>
      <GlobalAlert />
    </QueryClientProvider>,
  );
}

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/restaurant/1') return jsonResponse(200, RESTAURANT);
    if (url.pathname !== '/api/booking-settings/1')
      return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
    if (init?.method === 'PUT') {
      return jsonResponse(200, { ...SETTINGS, ...JSON.parse(String(init.body)) });
    }
    return jsonResponse(200, SETTINGS);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the booking settings', () => {
  it('lets a manager change the times, capacity and approval, sending the whole body', async () => {
    renderSettings(MANAGER);
    const perSlot = await screen.findByLabelText('Coperti per orario');
    expect((perSlot as HTMLInputElement).value).toBe('20');
    await userEvent.clear(perSlot);
    await userEvent.type(perSlot, '24');
    await userEvent.click(screen.getByRole('switch', { name: 'Conferma automatica' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi una fascia' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Impostazioni salvate')).toBeTruthy();
    expect(puts()[0]).toMatchObject({
      max_covers_per_slot: 24,
      auto_confirm: false,
      sitting_durations: [
        { up_to: 2, minutes: 90 },
        { up_to: 4, minutes: 120 },
        { up_to: 6, minutes: 120 },
      ],
      // What this screen does not edit goes back as read.
      guarantee_enabled: false,
      cancellation_policy: { it: '', en: '' },
    });
  });

  it("writes the cancellation notes in each of the restaurant's languages", async () => {
    // A language the restaurant has since dropped is not sent back.
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input));
      if (url.pathname === '/api/restaurant/1') return jsonResponse(200, RESTAURANT);
      if (init?.method === 'PUT') return jsonResponse(200, JSON.parse(String(init.body)));
      return jsonResponse(200, {
        ...SETTINGS,
        cancellation_policy: { it: 'Vecchie', fr: 'Vieux' },
      });
    });
    renderSettings(MANAGER);
    const italian = await screen.findByRole('textbox', {
      name: 'Note sulla disdetta (facoltative) · IT',
    });
    expect((italian as HTMLTextAreaElement).value).toBe('Vecchie');
    await userEvent.clear(italian);
    await userEvent.type(italian, 'Disdetta gratuita fino a 2 ore prima.');
    await userEvent.click(screen.getByRole('button', { name: 'EN' }));
    const english = screen.getByRole('textbox', { name: 'Note sulla disdetta (facoltative) · EN' });
    expect(screen.getByText('Se le lasci vuote, gli ospiti leggono quelle in IT.')).toBeTruthy();
    await userEvent.type(english, 'Free cancellation up to 2 hours before.');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0].cancellation_policy).toEqual({
      it: 'Disdetta gratuita fino a 2 ore prima.',
      en: 'Free cancellation up to 2 hours before.',
    });
  });

  it('refuses what the API would refuse, on its field, and sends nothing', async () => {
    renderSettings(MANAGER);
    const slot = await screen.findByLabelText('Intervallo tra gli orari (minuti)');
    await userEvent.clear(slot);
    await userEvent.type(slot, '7');
    const perService = screen.getByLabelText('Coperti per servizio');
    await userEvent.clear(perService);
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(slot.getAttribute('aria-invalid')).toBe('true'));
    expect(perService.getAttribute('aria-invalid')).toBe('true');
    expect(puts()).toEqual([]);
  });

  it('shows staff the settings to read, with nothing to save', async () => {
    renderSettings(STAFF);
    expect(
      await screen.findByText('Solo il titolare e i manager possono cambiare queste impostazioni.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Coperti per orario').hasAttribute('readonly')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aggiungi una fascia' })).toBeNull();
  });
});
