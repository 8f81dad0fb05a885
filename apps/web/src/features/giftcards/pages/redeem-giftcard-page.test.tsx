import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import { aCode, card, jsonResponse, OWNER, STAFF } from '../testing/giftcards-fixtures';
import GiftCardsScreen from './giftcards-page';

const session = vi.hoisted(() => ({ user: null as unknown }));
vi.mock('../../../shared/session/use-signed-in-user', () => ({
  useSignedInUser: () => session.user,
}));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const fetchMock = vi.fn<typeof fetch>();
const CODE = aCode(5);
let redeemAnswer: () => Response;

const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input, init]) => ({
      path: new URL(String(input)).pathname,
      key: new Headers(init?.headers).get('idempotency-key'),
      body: JSON.parse(String(init?.body)),
    }));

function renderAt(path: string, user: CurrentUser) {
  session.user = user;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/gift-cards/*" element={<GiftCardsScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  redeemAnswer = () => jsonResponse(200, card({ code: CODE, balance: 30 }));
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/giftcards/lookup') {
      return url.searchParams.get('code') === CODE
        ? jsonResponse(200, card({ code: CODE }))
        : jsonResponse(404, { detail: 'Gift card not found', code: 'NOT_FOUND' });
    }
    if (url.pathname === '/api/giftcards/9/redeem') return redeemAnswer();
    return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function lookUp(code: string) {
  const field = await screen.findByLabelText('Codice della gift card');
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
}

describe('redeeming a gift card at the counter', () => {
  it('refuses a mistyped code before asking the server, and says an unknown one is not found', async () => {
    renderAt('/dashboard/gift-cards/redeem', STAFF);
    // Nothing typed: asked for the code, not told it is wrong.
    await userEvent.click(await screen.findByRole('button', { name: 'Cerca' }));
    expect(await screen.findByText('Scrivi o inquadra il codice della gift card.')).toBeTruthy();
    // One character changed: the check character catches it.
    const wrong = `${CODE.slice(0, -1)}${CODE.endsWith('2') ? '3' : '2'}`;
    await lookUp(wrong);
    expect(
      await screen.findByText('Il codice non è corretto: controlla ogni carattere.'),
    ).toBeTruthy();
    await lookUp('<script>alert(1)</script>');
    expect(screen.getByText('Il codice non è corretto: controlla ogni carattere.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await lookUp(aCode(77));
    expect(await screen.findByText('Gift card non trovata.')).toBeTruthy();
  });

  it('takes part of the balance, never more than it, with one key per attempt', async () => {
    renderAt('/dashboard/gift-cards/redeem', STAFF);
    // Typed in lower case without dashes, as a guest reads it aloud.
    await lookUp(CODE.replace(/-/g, '').toLowerCase());
    expect((await screen.findByTestId('redeem-balance')).textContent).toMatch(/^50,00\s€$/);
    const amount = screen.getByLabelText('Importo da scalare');
    for (const bad of ['80', '-5', 'dieci', '0', '12,345']) {
      await userEvent.clear(amount);
      await userEvent.type(amount, bad);
      await userEvent.click(screen.getByRole('button', { name: "Scala l'importo" }));
    }
    expect(posts()).toEqual([]);
    expect(screen.getByText(/^Non è un importo/)).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, '20,00');
    await userEvent.click(screen.getByRole('button', { name: "Scala l'importo" }));
    expect(await screen.findByText('Scalati 20,00 €')).toBeTruthy();
    expect(screen.getByText('Saldo rimasto: 30,00 €')).toBeTruthy();
    const [sent] = posts();
    expect(sent).toMatchObject({
      path: '/api/giftcards/9/redeem',
      body: { amount: 20, restaurant_id: 1, note: '' },
    });
    expect(sent?.key).toMatch(/^redeem-9-[0-9a-f]{32}$/);
  });

  it("shows the server's refusal (a second till took the balance first) and changes nothing", async () => {
    redeemAnswer = () =>
      jsonResponse(422, {
        detail: 'Not enough balance',
        code: 'RULE_BROKEN',
        fields: { amount: 'giftcard_insufficient_balance' },
      });
    renderAt('/dashboard/gift-cards/redeem', OWNER);
    await lookUp(CODE);
    await userEvent.type(await screen.findByLabelText('Importo da scalare'), '50');
    await userEvent.click(screen.getByRole('button', { name: "Scala l'importo" }));
    expect(await screen.findByText('Il saldo della gift card non basta.')).toBeTruthy();
    expect(screen.queryByText(/^Scalati/)).toBeNull();
  });

  it('offers no amount on a card that cannot pay here', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, card({ code: CODE, status: 'expired', balance: 0 })),
    );
    renderAt('/dashboard/gift-cards/redeem', STAFF);
    await lookUp(CODE);
    expect(await screen.findByText('Questa gift card è scaduta.')).toBeTruthy();
    expect(screen.queryByLabelText('Importo da scalare')).toBeNull();
  });

  it('offers the camera only where the browser reads barcodes itself', async () => {
    const view = renderAt('/dashboard/gift-cards/redeem', STAFF);
    await screen.findByLabelText('Codice della gift card');
    expect(screen.queryByRole('button', { name: 'Inquadra il codice' })).toBeNull();
    view.unmount();
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        detect() {
          return Promise.resolve([]);
        }
      },
    );
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn() } });
    renderAt('/dashboard/gift-cards/redeem', STAFF);
    expect(await screen.findByRole('button', { name: 'Inquadra il codice' })).toBeTruthy();
  });

  it('shows staff the cards and the counter, not the templates', async () => {
    renderAt('/dashboard/gift-cards/templates', STAFF);
    expect(await screen.findByRole('tab', { name: 'Incassa' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Modelli' })).toBeNull();
    expect(await screen.findByText('Non hai accesso a questa sezione')).toBeTruthy();
  });
});
