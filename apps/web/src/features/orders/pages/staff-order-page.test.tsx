import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import {
  jsonResponse,
  order,
  RESTAURANT,
  STAFF,
  settings,
  staffMenu,
} from '../testing/orders-fixtures';
import OrdersScreen from './orders-page';

vi.mock('../../../shared/session/use-signed-in-user', () => ({ useSignedInUser: () => STAFF }));
vi.mock('../../../shared/lib/live-events', () => ({ useLiveEvents: () => 'open' }));

// A busy 2-core machine runs these beside other suites: give each screen time to load.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const fetchMock = vi.fn<typeof fetch>();
const SLOT = new Date(Date.now() + 45 * 60_000).toISOString();
const FULL_SLOT = new Date(Date.now() + 60 * 60_000).toISOString();
interface Posted {
  key: string | null;
  body: Record<string, unknown>;
}
let posted: Posted[];
let answers: (() => Response | Promise<Response>)[];
let orderingSettings: ReturnType<typeof settings> | null;

function serve() {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/restaurant/1') return jsonResponse(200, RESTAURANT);
    if (url.pathname === '/api/restaurant/1/menus')
      return jsonResponse(200, { menus: [staffMenu()] });
    if (url.pathname === '/api/ordering/trattoria-key/slots') {
      return jsonResponse(200, {
        date: url.searchParams.get('date'),
        time_zone: 'Europe/Rome',
        asap: SLOT,
        slots: [
          { start: SLOT, remaining: 3 },
          { start: FULL_SLOT, remaining: 0 },
        ],
      });
    }
    if (url.pathname === '/api/orders' && method === 'POST') {
      const headers = new Headers(init?.headers);
      posted.push({ key: headers.get('idempotency-key'), body: JSON.parse(String(init?.body)) });
      const answer = answers.shift();
      return answer
        ? answer()
        : jsonResponse(201, order({ id: 42, status: 'accepted', source: 'staff' }));
    }
    if (url.pathname === '/api/orders/board') {
      return jsonResponse(200, { date: '2026-11-26', orders: [], truncated: false });
    }
    if (url.pathname === '/api/ordering-settings/1') {
      return orderingSettings ? jsonResponse(200, orderingSettings) : jsonResponse(404, {});
    }
    return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
  });
}

function renderEntry() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/orders/new']}>
        <Routes>
          <Route path="/dashboard/orders/*" element={<OrdersScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Types a whole value at once: a pasted value is one change, as quick as a busy machine needs. */
async function fill(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

const orderLines = () => within(screen.getByRole('list', { name: "Piatti dell'ordine" }));

/** Two cacio e pepe and a maxi margherita, for Maria, at the first slot. */
async function enterUsualOrder() {
  renderEntry();
  await userEvent.click(await screen.findByRole('button', { name: 'Aggiungi Cacio e pepe' }));
  await userEvent.click(screen.getByRole('button', { name: 'Aggiungi Cacio e pepe' }));
  await userEvent.click(screen.getByRole('button', { name: 'Aggiungi Margherita' }));
  const variants = within(await screen.findByRole('dialog', { name: 'Margherita' }));
  await userEvent.click(variants.getByRole('button', { name: /Maxi/ }));
  await fill(screen.getByRole('textbox', { name: 'Nome' }), 'Maria Esposito');
  await fill(screen.getByRole('textbox', { name: 'Telefono' }), '333 1234567');
  const times = within(screen.getByRole('group', { name: 'Orario' }));
  await userEvent.click(await times.findByRole('button', { name: /^\d\d:\d\d$/ }));
}

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  posted = [];
  orderingSettings = null;
  answers = [];
  fetchMock.mockReset();
  serve();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('an order taken by staff', () => {
  it('is entered in a few taps and sent once with its Idempotency-Key', async () => {
    await enterUsualOrder();
    expect(orderLines().getByRole('listitem', { name: 'Cacio e pepe' }).textContent).toContain('2');
    expect(orderLines().getByRole('listitem', { name: 'Margherita · Maxi' })).toBeTruthy();
    // Sold out: not even pickable. A full slot is not offered.
    expect(
      screen.getByRole('button', { name: 'Carbonara: esaurito' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(
      within(screen.getByRole('group', { name: 'Orario' })).getAllByRole('button', {
        name: /^\d\d:\d\d$/,
      }),
    ).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Nota per Cacio e pepe' }));
    await fill(screen.getByRole('textbox', { name: 'Nota per la cucina' }), 'poco pepe');

    await userEvent.click(screen.getByRole('button', { name: "Inserisci l'ordine" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.key).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(posted[0]!.body).toEqual({
      restaurant_id: 1,
      type: 'pickup',
      slot: SLOT,
      items: [
        { item_id: 10, quantity: 2, notes: 'poco pepe' },
        { item_id: 11, variant: 1, quantity: 1 },
      ],
      customer: { name: 'Maria Esposito', phone: '333 1234567' },
      notes: '',
      language: 'it',
    });
    // Back on the board.
    expect(await screen.findByRole('heading', { name: 'Ordini di oggi' })).toBeTruthy();
  });

  it('says what is missing before sending anything, and a delivery needs its address', async () => {
    renderEntry();
    await userEvent.click(await screen.findByRole('button', { name: "Inserisci l'ordine" }));
    expect(screen.getByText('Aggiungi almeno un piatto.')).toBeTruthy();
    expect(screen.getByText('Scrivi il nome del cliente.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi Cacio e pepe' }));
    await fill(screen.getByRole('textbox', { name: 'Nome' }), 'Maria');
    await userEvent.click(screen.getByRole('button', { name: 'Consegna' }));
    await fill(screen.getByRole('textbox', { name: 'CAP' }), '123');
    await userEvent.click(screen.getByRole('button', { name: "Inserisci l'ordine" }));
    expect(screen.getByText("Scrivi l'indirizzo.")).toBeTruthy();
    expect(screen.getByText('Il CAP ha cinque cifre.')).toBeTruthy();
    expect(posted).toHaveLength(0);
  });

  it('retries with the same key after a lost answer, and takes a new one after a refusal', async () => {
    answers.push(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () =>
        jsonResponse(422, {
          detail: 'A dish cannot be sold',
          code: 'RULE_BROKEN',
          fields: { 'items.1': 'sold_out', slot: 'slot_full' },
        }),
    );
    await enterUsualOrder();
    const send = screen.getByRole('button', { name: "Inserisci l'ordine" });
    await userEvent.click(send);
    await waitFor(() => expect(posted).toHaveLength(1));
    await userEvent.click(send);
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]!.key).toBe(posted[0]!.key);
    // The refusal says why, on the line and for the order.
    expect(
      await within(orderLines().getByRole('listitem', { name: 'Margherita · Maxi' })).findByText(
        'Esaurito.',
      ),
    ).toBeTruthy();
    expect(screen.getByText("L'orario scelto è pieno: scegline un altro.")).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Uno in meno: Margherita · Maxi' }));
    await userEvent.click(send);
    await waitFor(() => expect(posted).toHaveLength(3));
    expect(posted[2]!.key).not.toBe(posted[0]!.key);
  });

  it('offers only the order types the restaurant has on', async () => {
    orderingSettings = settings({ delivery_enabled: false });
    renderEntry();
    const types = within(await screen.findByRole('group', { name: 'Tipo di ordine' }));
    await waitFor(() =>
      expect(types.getByRole('button', { name: 'Consegna' }).hasAttribute('disabled')).toBe(true),
    );
    expect(types.getByRole('button', { name: 'Ritiro' }).getAttribute('aria-pressed')).toBe('true');
  });
});
