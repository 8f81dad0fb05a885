import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../../shared/stores/ui-store';
import { initTestI18n } from '../../../test/test-i18n';
import { discount, jsonResponse, MANAGER, RESTAURANT, STAFF } from '../testing/discounts-fixtures';
import DiscountsScreen from './discounts-page';

const session = vi.hoisted(() => ({ user: null as unknown }));
vi.mock('../../../shared/session/use-signed-in-user', () => ({
  useSignedInUser: () => session.user,
}));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

const fetchMock = vi.fn<typeof fetch>();
let createAnswer: (body: Record<string, unknown>) => Response;
const writes = (method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([input, init]) => ({
      path: new URL(String(input)).pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));
const listQueries = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input)))
    .filter((url) => url.pathname === '/api/discounts');

function renderScreen() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/dashboard/discounts']}>
        <Routes>
          <Route path="/dashboard/discounts/*" element={<DiscountsScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  localStorage.clear();
  createAnswer = (body) => jsonResponse(201, discount({ ...body, id: 9, times_used: 0 }));
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/restaurant/1') return jsonResponse(200, RESTAURANT);
    if (url.pathname === '/api/restaurant/names')
      return jsonResponse(200, [{ id: 1, name: 'Trattoria Demo' }]);
    if (url.pathname === '/api/discounts/new-code') return jsonResponse(200, { code: 'K7M2Q9RX' });
    if (url.pathname === '/api/discounts' && method === 'POST')
      return createAnswer(JSON.parse(String(init?.body)));
    if (url.pathname === '/api/discounts')
      return jsonResponse(200, {
        items: [
          discount(),
          discount({
            id: 8,
            code: 'BENVENUTO10',
            title: 'Benvenuto',
            is_percentage: true,
            amount: 10,
            min_amount: 0,
            usage_limit: null,
            times_used: 0,
            first_order_only: true,
            status: 'exhausted',
          }),
        ],
        total: 2,
        page: 1,
        limit: 25,
      });
    if (url.pathname === '/api/discounts/7' && method === 'GET')
      return jsonResponse(200, discount());
    if (url.pathname === '/api/discounts/7/uses')
      return jsonResponse(200, {
        items: [
          {
            order_id: 40,
            order_number: 12,
            restaurant_id: 1,
            email: 'anna@example.com',
            amount: 5,
            used_at: '2026-11-20T19:00:00.000Z',
            released: false,
          },
        ],
      });
    if (url.pathname === '/api/discounts/8' && method === 'GET')
      return jsonResponse(
        200,
        discount({ id: 8, code: 'BENVENUTO10', times_used: 0, email: 'anna@example.com' }),
      );
    if (url.pathname === '/api/discounts/8/uses') return jsonResponse(200, { items: [] });
    if (url.pathname === '/api/discounts/8/send')
      return jsonResponse(422, {
        detail: 'The guest has not agreed to receive offers',
        code: 'BUSINESS_RULE_VIOLATION',
        fields: { email: 'no_marketing_consent' },
      });
    if (url.pathname === '/api/discounts/8' && method === 'DELETE')
      return jsonResponse(200, { detail: 'Deleted' });
    if (url.pathname === '/api/discounts/7' && method === 'PUT')
      return jsonResponse(200, discount({ ...JSON.parse(String(init?.body)) }));
    return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  session.user = MANAGER;
});
afterEach(() => vi.unstubAllGlobals());

describe('the discounts section', () => {
  it('lists the codes with their value, uses of the limit and state, and filters them', async () => {
    renderScreen();
    // jsdom has no media queries: the phone's list, one line per code.
    const list = await screen.findByRole('region', { name: 'Sconti' });
    expect(await within(list).findByText('PIZZA5')).toBeTruthy();
    expect(within(list).getByText('usi 3 / 50')).toBeTruthy();
    expect(within(list).getByText('usi 0 / ∞')).toBeTruthy();
    expect(within(list).getByText('Esaurito')).toBeTruthy();
    expect(within(list).getByText('5,00 €')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Stato' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Scaduto' }));
    await vi.waitFor(() =>
      expect(listQueries().some((url) => url.searchParams.get('status') === 'expired')).toBe(true),
    );
  });

  it("lights spec §5's per-field flags from the server's fields, and says the hidden ones", async () => {
    createAnswer = () =>
      jsonResponse(400, {
        detail: 'Check the marked fields',
        code: 'VALIDATION_ERROR',
        fields: {
          code: 'taken',
          minAmount: 'Too big',
          isPercentage: 'Expected boolean',
          daysValid: 'Ends in the past',
          customer_name: 'Too long',
          card_type: 'Unknown',
        },
      });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Nuovo codice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo codice sconto' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Genera' }));
    expect(await within(dialog).findByDisplayValue('K7M2Q9RX')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/^Titolo/), 'Estate');
    await userEvent.type(within(dialog).getByLabelText(/^Percentuale/), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Per un numero di giorni' }));
    await userEvent.type(within(dialog).getByLabelText('Giorni di validità'), '30');
    await userEvent.click(
      within(dialog).getByRole('switch', { name: 'Codice personale per un cliente' }),
    );
    await userEvent.type(within(dialog).getByLabelText(/^Email del cliente/), 'anna@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crea codice' }));
    expect(
      await within(dialog).findByText('Esiste già un codice uguale: scegline un altro.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Ordine minimo non valido.')).toBeTruthy();
    expect(within(dialog).getByText('Scegli percentuale o importo fisso.')).toBeTruthy();
    expect(within(dialog).getByText('La scadenza è già passata.')).toBeTruthy();
    expect(within(dialog).getByText('Nome non valido.')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Tipo di carta: Tipo di carta non valido.',
    );
    expect(writes('POST')[0]?.body).toMatchObject({
      code: 'K7M2Q9RX',
      title: 'Estate',
      is_percentage: true,
      amount: 10,
      days_valid: 30,
      email: 'anna@example.com',
    });
  });

  it('checks the form before asking: nothing is sent with hostile or absurd values', async () => {
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Nuovo codice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo codice sconto' });
    await userEvent.type(within(dialog).getByLabelText('Codice'), '<script>');
    await userEvent.type(within(dialog).getByLabelText(/^Percentuale/), '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crea codice' }));
    expect(
      within(dialog).getByText('Da 3 a 20 lettere o cifre (spazi e trattini vengono tolti).'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Al massimo 100 %.')).toBeTruthy();
    expect(within(dialog).getByText('Obbligatorio.')).toBeTruthy();
    expect(writes('POST')).toEqual([]);
  });

  it("says plainly when a personal code is refused for the guest's missing consent", async () => {
    createAnswer = () =>
      jsonResponse(422, {
        detail: 'The guest has not agreed to receive offers',
        code: 'BUSINESS_RULE_VIOLATION',
        fields: { email: 'no_marketing_consent' },
      });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Invia codice personale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invia codice personale' });
    await userEvent.type(within(dialog).getByLabelText(/^Email del cliente/), 'nobody@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crea e invia' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal.textContent).toContain('Codice non inviato');
    expect(refusal.textContent).toContain('non ha acconsentito a ricevere offerte');
    expect(writes('POST')[0]?.body).toMatchObject({
      email: 'nobody@example.com',
      send_email: true,
      usage_limit: 1,
      days_valid: 30,
    });
  });

  it('opens a code with its uses, and switches it off', async () => {
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Apri il codice PIZZA5' }));
    const drawer = await screen.findByRole('presentation');
    expect(await within(drawer).findByText('Ordine n. 12')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Elimina' })).toBeNull();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Disattiva' }));
    await vi.waitFor(() =>
      expect(writes('PUT')).toEqual([{ path: '/api/discounts/7', body: { active: false } }]),
    );
  });

  it('sends a personal code again, refused plainly without consent; deletes one never used', async () => {
    renderScreen();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Apri il codice BENVENUTO10' }),
    );
    const drawer = await screen.findByRole('presentation');
    expect(await within(drawer).findByText("Nessun ordine l'ha ancora usato.")).toBeTruthy();
    await userEvent.type(within(drawer).getByLabelText('Messaggio (facoltativo)'), 'Ti aspettiamo');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Invia a anna@example.com' }));
    const refusal = await within(drawer).findByRole('alert');
    expect(refusal.textContent).toContain('Codice non inviato');
    expect(writes('POST')).toEqual([
      { path: '/api/discounts/8/send', body: { message: 'Ti aspettiamo' } },
    ]);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Elimina' }));
    // Asked first (the app's confirmation dialog), deleted once confirmed.
    expect(writes('DELETE')).toEqual([]);
    const asked = useUiStore.getState().confirm;
    expect(asked?.title).toBe('Eliminare BENVENUTO10?');
    asked?.onConfirm();
    await vi.waitFor(() =>
      expect(writes('DELETE')).toEqual([{ path: '/api/discounts/8', body: undefined }]),
    );
  });

  it('is not for staff, as the API', async () => {
    session.user = STAFF;
    renderScreen();
    expect(await screen.findByText('Non hai accesso a questa sezione')).toBeTruthy();
    expect(listQueries()).toEqual([]);
  });
});
