import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCurrentUser, jsonResponse } from '../../../shared/session/session-fixtures';
import { initTestI18n } from '../../../test/test-i18n';
import { floorOf, tableOf } from '../testing/floor-fixtures';
import { FloorQrPage } from './floor-qr-page';

const session = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('../../../shared/session/use-signed-in-user', () => ({
  useSignedInUser: () => session.user,
}));
vi.mock('../../../shared/lib/live-events', () => ({ useLiveEvents: () => 'open' }));

configure({ asyncUtilTimeout: 5000 });

const fetchMock = vi.fn<typeof fetch>();
let restaurant: { id: number; name: string; hostname: string[]; language: string[] };

const FLOOR = floorOf([
  {
    id: 1,
    name: 'Sala',
    tables: [
      tableOf(10, '1', 1, { qr_token: 'AAAAAAAAAAAAAAAAAAAAAA' }),
      tableOf(11, '<b>2</b>', 1, { qr_token: 'BBBBBBBBBBBBBBBBBBBBBB', active: false }),
    ],
  },
]);

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  session.user = fakeCurrentUser(Date.now() + 3_600_000, 'manager');
  restaurant = {
    id: 1,
    name: 'Trattoria Demo',
    hostname: ['trattoria.example.it'],
    language: ['de', 'it'],
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/floor/1') return jsonResponse(200, FLOOR);
    if (url.pathname === '/api/restaurant/1') return jsonResponse(200, restaurant);
    return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <FloorQrPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the QR codes page', () => {
  it("draws every table's code, and prints the active ones in the restaurant's language", async () => {
    renderPage();
    const first = await screen.findByRole('img', { name: 'Codice QR del tavolo 1' });
    expect(first.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    // A hostile-looking name is text, and an inactive table says its code does not work.
    const inactive = screen.getByTestId('qr-card-<b>2</b>');
    expect(within(inactive).getByText('Tavolo <b>2</b>')).toBeTruthy();
    expect(within(inactive).getByText('Non attivo: il codice non funziona')).toBeTruthy();
    expect(screen.getByText(/apre il menù del sito in Deutsch/)).toBeTruthy();

    // The sheet is the guests': German words for a German restaurant, on an Italian dashboard.
    const sheet = screen.getByTestId('floor-qr-print-sheet');
    expect(sheet.getAttribute('lang')).toBe('de');
    expect(within(sheet).getAllByText('Zum Bestellen scannen')).toHaveLength(1);
    expect(within(sheet).getByText('Tisch 1')).toBeTruthy();
    expect(within(sheet).queryByText(/<b>2<\/b>/)).toBeNull();
  });

  it('says the codes need a web address when the restaurant has none', async () => {
    restaurant = { ...restaurant, hostname: [] };
    renderPage();
    expect(await screen.findByText(/non ha ancora un indirizzo web/)).toBeTruthy();
  });

  it('refuses staff', async () => {
    session.user = fakeCurrentUser(Date.now() + 3_600_000, 'staff');
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Non hai accesso a questa sezione' }),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
