import type { GoogleBusinessStatus } from '@coperto/shared/restaurants/google-business.schemas';
import type { Restaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCurrentUser, jsonResponse } from '../../../shared/session/session-fixtures';
import { useSessionStore } from '../../../shared/session/session-store';
import { initTestI18n } from '../../../test/test-i18n';
import { ConnectionsPanel } from './connections-panel';

const fetchMock = vi.fn<typeof fetch>();
type Answer = { status: number; body: unknown };

const restaurant = {
  id: 1,
  name: 'Trattoria Demo',
  email: 'info@trattoria.test',
  hostname: ['trattoria.localhost'],
  language: ['it', 'en'],
  sitemap_generated_at: null,
} as unknown as Restaurant;

const status = (over: Partial<GoogleBusinessStatus>): Answer => ({
  status: 200,
  body: {
    configured: true,
    connected: false,
    location_name: null,
    connected_at: null,
    last_synced_at: null,
    ...over,
  },
});

/** Answers each call from `answers` (by method and path); records the calls. */
function serve(answers: Record<string, Answer>) {
  const calls: string[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const call = `${init?.method} ${url.pathname}`;
    calls.push(init?.body ? `${call} ${init.body}` : call);
    const answer =
      call === 'GET /api/restaurant/1' ? { status: 200, body: restaurant } : answers[call];
    return answer
      ? jsonResponse(answer.status, answer.body)
      : jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
  });
  return calls;
}

function renderPanel(path = '/dashboard/restaurant/connections') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/dashboard/restaurant/connections', element: <ConnectionsPanel restaurantId={1} /> }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useSessionStore.getState().setCurrentUser(fakeCurrentUser(Date.now() + 3_600_000, 'owner'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ currentUser: null });
});

describe('Google Business Profile', () => {
  it('says when this server cannot connect to Google, and offers no button', async () => {
    serve({ 'GET /api/restaurant/1/google-business': status({ configured: false }) });
    renderPanel();
    expect(await screen.findByText('Non disponibile su questo server')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Collega a Google' })).toBeNull();
  });

  it('sends the browser to Google to connect', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    serve({
      'GET /api/restaurant/1/google-business': status({}),
      'POST /api/restaurant/1/connect-google': {
        status: 200,
        body: { url: 'https://accounts.google.test/consent' },
      },
    });
    renderPanel();
    expect(await screen.findByText('Non collegato')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Collega a Google' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://accounts.google.test/consent'),
    );
    expect(screen.getByRole('button', { name: 'Apertura di Google…' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('finishes the connection when Google sends the browser back, once, and clears the URL', async () => {
    const calls = serve({
      'GET /api/restaurant/1/google-business': status({}),
      'POST /api/restaurant/1/exchange-google-code': {
        status: 200,
        body: { connected: true, location_name: 'locations/42' },
      },
    });
    const router = renderPanel('/dashboard/restaurant/connections?code=the-code&state=the-state');
    expect(
      await screen.findByText('Ristorante collegato a Google. Ora puoi inviare gli orari.'),
    ).toBeTruthy();
    expect(
      calls.filter((call) => call.startsWith('POST /api/restaurant/1/exchange-google-code')),
    ).toEqual([
      'POST /api/restaurant/1/exchange-google-code {"code":"the-code","state":"the-state"}',
    ]);
    expect(router.state.location.search).toBe('');
  });

  it('says the user cancelled on Google, without calling the API', async () => {
    const calls = serve({ 'GET /api/restaurant/1/google-business': status({}) });
    renderPanel('/dashboard/restaurant/connections?error=access_denied');
    expect(await screen.findByText(/Hai annullato il collegamento su Google/)).toBeTruthy();
    expect(calls.some((call) => call.includes('exchange-google-code'))).toBe(false);
  });

  it('syncs the hours of a connected restaurant and tells when; explains a refusal', async () => {
    const answers: Record<string, Answer> = {
      'GET /api/restaurant/1/google-business': status({
        connected: true,
        location_name: 'locations/42',
        connected_at: '2026-11-20T09:00:00.000Z',
      }),
      'POST /api/restaurant/1/sync-opening-hours': {
        status: 422,
        body: {
          detail: 'Set the restaurant’s weekly opening hours before syncing them to Google',
          code: 'RULE_BROKEN',
          fields: { opening_times: 'No opening hours set' },
        },
      },
    };
    serve(answers);
    renderPanel();
    expect(await screen.findByText(/^Collegato il .* alla scheda locations\/42\.$/)).toBeTruthy();
    expect(screen.getByText('Ultima sincronizzazione: mai')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Invia orari a Google' }));
    expect(await screen.findByText(/Imposta prima gli orari settimanali/)).toBeTruthy();

    answers['POST /api/restaurant/1/sync-opening-hours'] = {
      status: 200,
      body: { detail: 'Opening hours synced', synced_at: '2026-11-21T10:30:00.000Z' },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Invia orari a Google' }));
    expect(await screen.findByText(/^Orari inviati a Google il /)).toBeTruthy();
    expect(screen.queryByText(/Imposta prima gli orari settimanali/)).toBeNull();
    // The time of this sync becomes the last one, with no second call for the status.
    expect(screen.getByText(/^Ultima sincronizzazione: 21 nov 2026, \d/)).toBeTruthy();
    expect(screen.queryByText('Ultima sincronizzazione: mai')).toBeNull();
  });

  it.each([
    ['it', /^Ultima sincronizzazione: 19 nov 2026, \d{2}:\d{2}$/],
    ['en', /^Last sync: Nov 19, 2026, \d{1,2}:\d{2}\s[AP]M$/],
  ])(
    'shows when the hours last reached Google, in the user’s language (%s)',
    async (language, text) => {
      await initTestI18n(language);
      try {
        serve({
          'GET /api/restaurant/1/google-business': status({
            connected: true,
            location_name: 'locations/42',
            connected_at: '2026-11-18T09:00:00.000Z',
            last_synced_at: '2026-11-19T12:00:00.000Z',
          }),
        });
        renderPanel();
        expect(await screen.findByText(text)).toBeTruthy();
      } finally {
        await initTestI18n('it');
      }
    },
  );
});

describe('test email and sitemap', () => {
  it('sends a test email and shows where it went; says when the mail server is down', async () => {
    const answers: Record<string, Answer> = {
      'GET /api/restaurant/1/google-business': status({ configured: false }),
      'POST /api/restaurant/test-email': {
        status: 503,
        body: { detail: 'Mail down', code: 'SERVICE_UNAVAILABLE' },
      },
    };
    serve(answers);
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Invia email di prova' }));
    expect(await screen.findByText(/Il server di posta non risponde/)).toBeTruthy();

    answers['POST /api/restaurant/test-email'] = {
      status: 200,
      body: { detail: 'Test email sent', sent_to: 'info@trattoria.test' },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Invia email di prova' }));
    expect(
      await screen.findByText(/^Email di prova inviata a info@trattoria\.test il /),
    ).toBeTruthy();
  });

  it('regenerates the sitemap and shows when it was generated', async () => {
    serve({
      'GET /api/restaurant/1/google-business': status({ configured: false }),
      'POST /api/r2/config-files/1/sitemap': {
        status: 200,
        body: {
          url: 'http://trattoria.localhost/sitemap.xml',
          generated_at: '2026-11-21T10:30:00.000Z',
          pages: ['/it/', '/en/', '/it/menu', '/en/menu'],
        },
      },
    });
    renderPanel();
    expect(await screen.findByText('Non ancora generata.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Rigenera sitemap' }));
    expect(await screen.findByText('Sitemap aggiornata: 4 pagine in 2 lingue.')).toBeTruthy();
    expect(screen.getByText(/^Ultima generazione: 21 nov 2026/)).toBeTruthy();
  });
});
