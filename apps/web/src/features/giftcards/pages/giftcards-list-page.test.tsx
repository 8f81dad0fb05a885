import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import {
  card,
  jsonResponse,
  MANAGER,
  OWNER,
  RESTAURANT,
  STAFF,
  template,
} from '../testing/giftcards-fixtures';
import GiftCardsScreen from './giftcards-page';

const session = vi.hoisted(() => ({ user: null as unknown }));
vi.mock('../../../shared/session/use-signed-in-user', () => ({
  useSignedInUser: () => session.user,
}));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

const fetchMock = vi.fn<typeof fetch>();
let issueAnswer: (body: Record<string, unknown>) => Response;
const LIST = {
  items: [card()],
  total: 1,
  page: 1,
  limit: 20,
  totals: { sold: 340, redeemed: 35, outstanding: 280 },
};

const calls = (method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([input, init]) => ({
      url: new URL(String(input)),
      key: new Headers(init?.headers).get('idempotency-key'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

function renderList(user: CurrentUser) {
  session.user = user;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/gift-cards']}>
        <Routes>
          <Route path="/dashboard/gift-cards/*" element={<GiftCardsScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  issueAnswer = (body) =>
    jsonResponse(201, card({ id: 12, ...body, balance: Number(body.amount) }));
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/restaurant/1') return jsonResponse(200, RESTAURANT);
    if (url.pathname === '/api/giftcard-templates')
      return jsonResponse(200, { items: [template()] });
    if (url.pathname === '/api/giftcards' && method === 'GET') return jsonResponse(200, LIST);
    if (url.pathname === '/api/giftcards' && method === 'POST')
      return issueAnswer(JSON.parse(String(init?.body)));
    if (url.pathname === '/api/giftcards/9') return jsonResponse(200, card());
    if (url.pathname === '/api/giftcards/12') return jsonResponse(200, card({ id: 12 }));
    if (url.pathname === '/api/giftcards/9/adjust')
      return jsonResponse(422, {
        detail: 'Below zero',
        code: 'RULE_BROKEN',
        fields: { amount: 'giftcard_insufficient_balance' },
      });
    return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the gift cards list', () => {
  it('shows the totals, with what is still owed, and filters by state and search', async () => {
    renderList(MANAGER);
    const totals = await screen.findByRole('group', { name: 'Totali delle gift card filtrate' });
    expect(await within(totals).findByText(/^280,00\s€$/)).toBeTruthy();
    expect(within(totals).getByText('Saldo da onorare')).toBeTruthy();
    expect(await screen.findByText('Giulia Verdi')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Stato' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Scaduta' }));
    await userEvent.type(screen.getByLabelText('Cerca codice, acquirente o destinatario'), 'Rossi');
    await vi.waitFor(() => {
      const last = calls('GET')
        .filter((call) => call.url.pathname === '/api/giftcards')
        .at(-1);
      expect(last?.url.searchParams.get('status')).toBe('expired');
      expect(last?.url.searchParams.get('search')).toBe('Rossi');
    });
  });

  it("refuses an issue form with missing or bad fields, then lights up the server's per-field flags", async () => {
    issueAnswer = () =>
      jsonResponse(400, {
        detail: 'Invalid body',
        code: 'VALIDATION_ERROR',
        fields: {
          date_expired: 'giftcard_expired',
          phone_number: 'A phone number the restaurant can call',
        },
      });
    renderList(OWNER);
    await userEvent.click(await screen.findByRole('button', { name: 'Emetti gift card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emetti una gift card al banco' });
    const submit = within(dialog).getByRole('button', { name: 'Emetti' });
    await userEvent.click(submit);
    expect(within(dialog).getByText('Scrivi un importo.')).toBeTruthy();
    expect(
      within(dialog).getByText('Scrivi il nome del destinatario (almeno 2 lettere).'),
    ).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/^Importo/), '5000');
    await userEvent.type(within(dialog).getByLabelText(/^Nome del destinatario/), 'Giulia Verdi');
    await userEvent.type(within(dialog).getByLabelText('Email del destinatario'), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('switch', { name: /Invia la gift card/ }));
    await userEvent.click(submit);
    expect(within(dialog).getByText('Da 1 a 2000 €.')).toBeTruthy();
    expect(within(dialog).getByText('Non è un indirizzo email valido.')).toBeTruthy();
    expect(calls('POST')).toEqual([]);
    const amount = within(dialog).getByLabelText(/^Importo/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '75');
    await userEvent.clear(within(dialog).getByLabelText('Email del destinatario'));
    await userEvent.type(
      within(dialog).getByLabelText('Email del destinatario'),
      'giulia@example.com',
    );
    await userEvent.type(within(dialog).getByLabelText('Telefono del destinatario'), '12');
    await userEvent.click(submit);
    expect(await within(dialog).findByText('Questa gift card è scaduta.')).toBeTruthy();
    expect(within(dialog).getByText('A phone number the restaurant can call')).toBeTruthy();
    expect(calls('POST')).toHaveLength(1);
  });

  it('issues a card sold at the counter with one key, and opens it', async () => {
    renderList(OWNER);
    await userEvent.click(await screen.findByRole('button', { name: 'Emetti gift card' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Modello' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Natale' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^50,00/ }));
    await userEvent.type(
      within(dialog).getByLabelText(/^Nome del destinatario/),
      '  Giulia Verdi ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Carta' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Emetti' }));
    expect(await screen.findByRole('heading', { name: 'Movimenti' })).toBeTruthy();
    const [post] = calls('POST');
    expect(post?.body).toMatchObject({
      restaurant_id: 1,
      template_id: 3,
      amount: 50,
      customer_name: 'Giulia Verdi',
      paid_with: 'card',
      send_email: false,
      is_percentage: false,
      type: 'card',
    });
    expect(post?.key).toMatch(/^giftcard-[0-9a-f]{32}$/);
  });

  it("opens a card's ledger; a manager adjusts (the server's refusal shown), only the owner extends", async () => {
    renderList(MANAGER);
    await userEvent.click(await screen.findByRole('button', { name: /^Apri la gift card/ }));
    const ledger = await screen.findByRole('list', { name: 'Movimenti' });
    expect(within(ledger).getByText('Emessa')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Proroga' })).toBeNull();
    const adjust = screen.getByRole('form', { name: 'Correggi il saldo' });
    await userEvent.type(within(adjust).getByLabelText('Importo (€)'), '-80');
    await userEvent.type(within(adjust).getByLabelText('Motivo'), 'Errore di cassa');
    await userEvent.click(within(adjust).getByRole('button', { name: 'Registra la correzione' }));
    // Below zero: refused here first, so the server is not asked.
    expect(within(adjust).getByText('Il saldo della gift card non basta.')).toBeTruthy();
    expect(calls('POST')).toEqual([]);
    await userEvent.clear(within(adjust).getByLabelText('Importo (€)'));
    await userEvent.type(within(adjust).getByLabelText('Importo (€)'), '-10');
    await userEvent.click(within(adjust).getByRole('button', { name: 'Registra la correzione' }));
    expect(await within(adjust).findByText('Il saldo della gift card non basta.')).toBeTruthy();
    expect(calls('POST')[0]?.body).toEqual({ amount: -10, reason: 'Errore di cassa' });
  });

  it('lets staff read the cards but not issue, adjust or extend', async () => {
    renderList(STAFF);
    await userEvent.click(await screen.findByRole('button', { name: /^Apri la gift card/ }));
    await screen.findByRole('list', { name: 'Movimenti' });
    expect(screen.queryByRole('button', { name: 'Emetti gift card' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Correggi il saldo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Proroga' })).toBeNull();
    expect(screen.queryByRole('button', { name: "Invia di nuovo l'email" })).toBeNull();
  });
});
