import type { OrderingSettings } from '@coperto/shared/orders/order.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCurrentUser } from '../../../shared/session/session-fixtures';
import { initTestI18n } from '../../../test/test-i18n';
import { jsonResponse, settings } from '../testing/orders-fixtures';
import OrdersScreen from './orders-page';

const session = vi.hoisted(() => ({ role: 'owner' as 'owner' | 'manager' | 'staff' }));
vi.mock('../../../shared/session/use-signed-in-user', () => ({
  useSignedInUser: () => fakeCurrentUser(Date.now() + 3_600_000, session.role),
}));
vi.mock('../../../shared/lib/live-events', () => ({ useLiveEvents: () => 'open' }));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

const fetchMock = vi.fn<typeof fetch>();
let stored: OrderingSettings;
let puts: Record<string, unknown>[];
/** What the next PUT answers instead of saving, once. */
let refuseNext: { status: number; body: unknown } | null;

function serve() {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname !== '/api/ordering-settings/1') {
      return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
    }
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      puts.push(body);
      if (refuseNext) {
        const refusal = refuseNext;
        refuseNext = null;
        return jsonResponse(refusal.status, refusal.body);
      }
      stored = { ...stored, ...(body as Partial<OrderingSettings>) };
    }
    return jsonResponse(200, stored);
  });
}

function renderSettings() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/orders/settings']}>
        <Routes>
          <Route path="/dashboard/orders/*" element={<OrdersScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const save = () => screen.getByRole('button', { name: 'Salva' });
const section = (name: string) => within(screen.getByRole('region', { name }));

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  session.role = 'owner';
  stored = settings({
    delivery_zones: [{ name: 'Centro', postcodes: ['00184', '00185'], fee: 2.5, min_order: 15 }],
  });
  puts = [];
  refuseNext = null;
  fetchMock.mockReset();
  serve();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the ordering settings', () => {
  it('shows the saved settings and sends them back changed, zones and all', async () => {
    const user = userEvent.setup();
    renderSettings();
    const capacity = await screen.findByRole('spinbutton', { name: 'Ordini per fascia' });
    expect((capacity as HTMLInputElement).value).toBe('10');
    expect(screen.getByRole('tab', { name: 'Impostazioni', selected: true })).toBeTruthy();
    const zones = section('Zone di consegna');
    expect((zones.getByRole('textbox', { name: 'CAP' }) as HTMLInputElement).value).toBe(
      '00184, 00185',
    );

    await user.clear(capacity);
    await user.type(capacity, '6');
    await user.click(zones.getByRole('button', { name: 'Aggiungi zona' }));
    const second = within(zones.getByRole('group', { name: 'Zona 2' }));
    await user.type(second.getByRole('textbox', { name: 'Nome della zona' }), 'Prati');
    await user.type(second.getByRole('textbox', { name: 'CAP' }), '00192 00193,00195');
    const fee = second.getByRole('textbox', { name: 'Costo consegna' });
    await user.clear(fee);
    await user.type(fee, '3,50');
    await user.click(screen.getByRole('switch', { name: 'Accetta gli ordini automaticamente' }));
    await user.click(save());

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      orders_per_slot: 6,
      auto_accept: true,
      delivery_zones: [
        { name: 'Centro', postcodes: ['00184', '00185'], fee: 2.5, min_order: 15 },
        { name: 'Prati', postcodes: ['00192', '00193', '00195'], fee: 3.5, min_order: 0 },
      ],
    });
    // Only the editable fields: the state and the plan are the server's.
    expect(puts[0]).not.toHaveProperty('card_available');
    expect(puts[0]).not.toHaveProperty('paused_until');
  });

  it('refuses, before sending, settings that leave guests unable to order', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.click(await screen.findByRole('switch', { name: 'Ritiro al ristorante' }));
    await user.click(screen.getByRole('switch', { name: 'Consegna a domicilio' }));
    await user.click(screen.getByRole('switch', { name: 'Pagamento al ristorante' }));
    await user.click(save());
    expect(await screen.findByText('Lascia attivo il ritiro o la consegna.')).toBeTruthy();
    expect(screen.getByText('Lascia attivo almeno un modo di pagare.')).toBeTruthy();
    expect(puts).toHaveLength(0);
  });

  it('asks for a zone when delivery is on, and says which postcode is not one', async () => {
    const user = userEvent.setup();
    renderSettings();
    await screen.findByText('Zone di consegna');
    const zones = section('Zone di consegna');
    await user.click(zones.getByRole('button', { name: 'Rimuovi Centro' }));
    await user.click(save());
    expect(
      await screen.findByText('Per consegnare serve almeno una zona di consegna.'),
    ).toBeTruthy();
    expect(puts).toHaveLength(0);

    await user.click(zones.getByRole('button', { name: 'Aggiungi zona' }));
    const zone = within(zones.getByRole('group', { name: 'Zona 1' }));
    await user.type(zone.getByRole('textbox', { name: 'Nome della zona' }), 'Centro');
    await user.type(zone.getByRole('textbox', { name: 'CAP' }), '00184, 184');
    await user.click(save());
    expect(await zone.findByText('«184» non è un CAP: servono cinque cifre.')).toBeTruthy();
    expect(puts).toHaveLength(0);
  });

  it("puts the server's 422 on its fields in the user's words", async () => {
    const user = userEvent.setup();
    refuseNext = {
      status: 422,
      body: {
        detail: 'These settings would leave guests unable to order',
        code: 'RULE_BROKEN',
        fields: { delivery_zones: 'Delivery needs at least one zone' },
      },
    };
    renderSettings();
    await user.click(await screen.findByRole('switch', { name: 'Ricevi ordini dal sito' }));
    await user.click(save());
    expect(
      await section('Zone di consegna').findByText(
        'Per consegnare serve almeno una zona di consegna.',
      ),
    ).toBeTruthy();
    expect(puts).toHaveLength(1);
    expect(screen.queryByText('Delivery needs at least one zone')).toBeNull();
  });

  it('keeps card payments off with the reason while no payment provider is configured', async () => {
    renderSettings();
    const card = await screen.findByRole('switch', { name: 'Carta online' });
    expect((card as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/Non disponibile: su questa piattaforma/)).toBeTruthy();
  });

  it('lets staff read the settings but not change them', async () => {
    session.role = 'staff';
    renderSettings();
    expect(
      await screen.findByText('Solo il titolare e i manager possono cambiare queste impostazioni.'),
    ).toBeTruthy();
    expect(
      (screen.getByRole('switch', { name: 'Ricevi ordini dal sito' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('spinbutton', { name: 'Ordini per fascia' }) as HTMLInputElement).readOnly,
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aggiungi zona' })).toBeNull();
  });

  it('says when the plan does not include ordering, with the way to the plans for the owner', async () => {
    stored = { ...stored, plan_includes_ordering: false };
    renderSettings();
    expect(await screen.findByText(/Il tuo piano non include gli ordini online/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vedi i piani' }).getAttribute('href')).toBe(
      '/dashboard/subscription',
    );
  });
});
