import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import type { Booking } from '@coperto/shared/bookings/booking.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalAlert } from '../../../shared/ui/global-alert';
import { initTestI18n } from '../../../test/test-i18n';
import BookingsScreen from '../pages/bookings-page';
import { jsonResponse, MANAGER, RESTAURANT, SETTINGS, STAFF } from '../testing/bookings-fixtures';
import { ChargeNoShowPanel } from './charge-no-show-panel';

// No-show protection in the dashboard (decision 066): the settings' section, offered only where
// cards can be taken, and "Addebita no-show" for owners and managers.

const session = vi.hoisted(() => ({ user: null as unknown }));
vi.mock('../../../shared/session/use-signed-in-user', () => ({
  useSignedInUser: () => session.user,
}));
vi.mock('../../../shared/lib/live-events', () => ({ useLiveEvents: () => 'open' }));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const fetchMock = vi.fn<typeof fetch>();
const sent = (method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([input, init]) => ({
      url: String(input),
      body: init?.body ? JSON.parse(String(init.body)) : null,
    }));

function wrap(user: CurrentUser, children: React.ReactNode) {
  session.user = user;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/bookings/settings']}>{children}</MemoryRouter>
      <GlobalAlert />
    </QueryClientProvider>,
  );
}
const settingsScreen = (user: CurrentUser) =>
  wrap(
    user,
    <Routes>
      <Route path="/dashboard/bookings/*" element={<BookingsScreen />} />
    </Routes>,
  );

let settings = SETTINGS;
const NO_SHOW: Booking = {
  id: 7,
  public_id: 'AAAAAAAAAAAAAAAAAAAAAA',
  restaurant_id: 1,
  status: 'no_show',
  source: 'online',
  party_size: 6,
  starts_at: '2026-11-27T19:00:00.000Z',
  ends_at: '2026-11-27T21:00:00.000Z',
  name: 'Giulia Ospite',
  email: 'giulia@ospite.test',
  phone: '',
  language: 'it',
  notes: '',
  reason: null,
  marketing_consent: false,
  guest_confirmed_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  guest: null,
  allowed_moves: ['seated'],
  events: [],
  protection: {
    mode: 'card_guarantee',
    status: 'saved',
    amount: 75,
    refunded: 0,
    free_cancellation_until: '2026-11-25T19:00:00.000Z',
    chargeable: true,
    charge_failure: null,
  },
};
let chargeAnswer: () => Response;

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  settings = SETTINGS;
  chargeAnswer = () =>
    jsonResponse(200, {
      ...NO_SHOW,
      protection: { ...NO_SHOW.protection, status: 'charged', chargeable: false },
    });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/bookings/7/no-show-charge') return chargeAnswer();
    if (url.pathname === '/api/restaurant/1') return jsonResponse(200, RESTAURANT);
    if (url.pathname !== '/api/booking-settings/1')
      return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
    if (init?.method === 'PUT') {
      return jsonResponse(200, { ...settings, ...JSON.parse(String(init.body)) });
    }
    return jsonResponse(200, settings);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the no-show policy in the settings', () => {
  it('is not shown where the business cannot take cards', async () => {
    settingsScreen(MANAGER);
    await screen.findByLabelText('Coperti per orario');
    expect(screen.queryByTestId('no-show-settings')).toBeNull();
  });

  it('lets a manager ask a deposit per person on chosen days, sending the whole policy', async () => {
    settings = { ...SETTINGS, guarantee_available: true };
    settingsScreen(MANAGER);
    const section = await screen.findByTestId('no-show-settings');
    await userEvent.click(
      within(section).getByRole('switch', { name: 'Chiedi una garanzia o una caparra' }),
    );
    await userEvent.click(within(section).getByRole('radio', { name: 'Caparra' }));
    const amount = within(section).getByLabelText('Importo a persona');
    await userEvent.clear(amount);
    await userEvent.type(amount, '15,50');
    const minParty = within(section).getByLabelText('Da quante persone');
    await userEvent.clear(minParty);
    await userEvent.click(within(section).getByRole('button', { name: /sab/i }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Impostazioni salvate')).toBeTruthy();
    expect(sent('PUT')[0]?.body).toMatchObject({
      guarantee_enabled: true,
      guarantee_mode: 'deposit',
      no_show_fee: 15.5,
      guarantee_min_party: null,
      guarantee_weekdays: ['sat'],
      guarantee_cancel_hours: 24,
    });
  });
});

describe('charging a no-show', () => {
  it('asks once more, charges, and shows the result', async () => {
    wrap(MANAGER, <ChargeNoShowPanel booking={NO_SHOW} />);
    expect(screen.getByTestId('booking-protection-status').textContent).toContain(
      'Carta registrata',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Addebita no-show' }));
    const dialog = screen.getByRole('dialog', { name: 'Addebitare il no-show?' });
    expect(dialog.textContent).toContain('Giulia Ospite');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Addebita 75,00/ }));
    expect(sent('POST').map((call) => new URL(call.url).pathname)).toEqual([
      '/api/bookings/7/no-show-charge',
    ]);
  });

  it('is not offered to staff, and says a refusal by the card', async () => {
    wrap(STAFF, <ChargeNoShowPanel booking={NO_SHOW} />);
    expect(screen.queryByRole('button', { name: 'Addebita no-show' })).toBeNull();
    wrap(
      MANAGER,
      <ChargeNoShowPanel
        booking={{
          ...NO_SHOW,
          id: 8,
          protection: {
            ...NO_SHOW.protection!,
            status: 'charge_failed',
            chargeable: false,
            charge_failure: 'Your card has insufficient funds.',
          },
        }}
      />,
    );
    expect(screen.getByTestId('no-show-charge-failed').textContent).toContain(
      'Your card has insufficient funds.',
    );
  });

  it('says Stripe is down and charges nothing more', async () => {
    chargeAnswer = () =>
      jsonResponse(503, { detail: 'Card payments are unavailable', code: 'SERVICE_UNAVAILABLE' });
    wrap(MANAGER, <ChargeNoShowPanel booking={NO_SHOW} />);
    await userEvent.click(screen.getByRole('button', { name: 'Addebita no-show' }));
    await userEvent.click(screen.getByRole('button', { name: /^Addebita 75,00/ }));
    expect(
      await screen.findByText('Stripe non risponde: nessun addebito fatto, riprova tra poco.'),
    ).toBeTruthy();
  });
});
