import type { Restaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCurrentUser, jsonResponse } from '../../../shared/session/session-fixtures';
import { useSessionStore } from '../../../shared/session/session-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { GlobalAlert } from '../../../shared/ui/global-alert';
import { initTestI18n } from '../../../test/test-i18n';
import { HostsAndLanguagesEditor } from './hosts-and-languages-editor';

const fetchMock = vi.fn<typeof fetch>();

interface Sent {
  path: string;
  body: Record<string, unknown>;
}

/**
 * A small API over one restaurant's host names and languages with the server's rules: a taken
 * host name is a 409, the last one a 422; `position` moves a language.
 */
function serve(start: { hostname: string[]; language: string[] }) {
  const state = { ...start };
  const sent: Sent[] = [];
  const restaurant = () => ({ id: 1, name: 'Trattoria Demo', ...state }) as Restaurant;
  let answerLanguage: (() => Promise<Response>) | undefined;
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input)).pathname;
    if (init?.method === 'GET' && path === '/api/restaurant/1') {
      return jsonResponse(200, restaurant());
    }
    const body = JSON.parse(String(init?.body ?? '{}'));
    sent.push({ path, body });
    switch (path) {
      case '/api/restaurant/hostname':
        if (body.hostname === 'osteria.localhost') {
          return jsonResponse(409, {
            detail: 'The host name osteria.localhost is already in use',
            code: 'CONFLICT',
            fields: { hostname: 'Already in use' },
          });
        }
        state.hostname = [...state.hostname, body.hostname];
        return jsonResponse(200, restaurant());
      case '/api/restaurant/hostname/delete':
        state.hostname = state.hostname.filter((h) => h !== body.hostname);
        return jsonResponse(200, restaurant());
      case '/api/restaurant/language': {
        if (answerLanguage) return answerLanguage();
        const others = state.language.filter((l) => l !== body.language);
        const at = Math.min(body.position ?? others.length, others.length);
        state.language = [...others.slice(0, at), body.language, ...others.slice(at)];
        return jsonResponse(200, restaurant());
      }
      default:
        return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
    }
  });
  return {
    sent,
    failLanguageWith: (status: number, answer: object) => {
      answerLanguage = async () => jsonResponse(status, answer);
    },
  };
}

async function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HostsAndLanguagesEditor restaurantId={1} />
        <GlobalAlert />
        <ConfirmDialog />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('list', { name: 'Lingue del sito' });
}

/** The languages in the list's order, read from their drag handles ("Sposta Inglese"). */
function languageOrder() {
  return within(screen.getByRole('list', { name: 'Lingue del sito' }))
    .getAllByRole('button', { name: /^Sposta (?!su |giù )/ })
    .map((handle) => handle.getAttribute('aria-label')?.replace('Sposta ', ''));
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

describe('languages', () => {
  it('moves a language down, and the first one is the default', async () => {
    const api = serve({ hostname: ['trattoria.localhost'], language: ['it', 'en', 'de'] });
    await renderEditor();
    expect(languageOrder()).toEqual(['Italiano', 'Inglese', 'Tedesco']);
    const list = screen.getByRole('list', { name: 'Lingue del sito' });
    expect(within(within(list).getAllByRole('listitem')[0]!).getByText('Predefinita')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Sposta giù Italiano' }));
    // Shown at once, before the server answers.
    expect(languageOrder()).toEqual(['Inglese', 'Italiano', 'Tedesco']);
    await waitFor(() =>
      expect(api.sent).toEqual([
        {
          path: '/api/restaurant/language',
          body: { restaurant_id: 1, language: 'it', position: 1 },
        },
      ]),
    );
    expect(within(within(list).getAllByRole('listitem')[0]!).getByText('Predefinita')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sposta su Inglese' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it("drags a language with the keyboard, announced in the languages' own words", async () => {
    // jsdom lays nothing out: rows stand one below the other in document order.
    const elements = () => [...document.body.querySelectorAll('*')];
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const top = elements().indexOf(this) * 10;
      return {
        top,
        bottom: top + 40,
        left: 0,
        right: 600,
        width: 600,
        height: 40,
        x: 0,
        y: top,
        toJSON: () => ({}),
      };
    });
    try {
      const api = serve({ hostname: ['trattoria.localhost'], language: ['it', 'en', 'de'] });
      await renderEditor();
      screen.getByRole('button', { name: 'Sposta Italiano' }).focus();
      await userEvent.keyboard(' ');
      // Picked up, then at once over its own place: the live region holds the last of the two.
      expect(await screen.findByText('Italiano è ora in posizione 1.')).toBeTruthy();
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.keyboard(' ');
      expect(await screen.findByText('Italiano lasciata in posizione 2.')).toBeTruthy();

      await waitFor(() =>
        expect(api.sent).toEqual([
          {
            path: '/api/restaurant/language',
            body: { restaurant_id: 1, language: 'it', position: 1 },
          },
        ]),
      );
      expect(languageOrder()).toEqual(['Inglese', 'Italiano', 'Tedesco']);
    } finally {
      rect.mockRestore();
    }
  });

  it('puts the order back and says why when the move fails', async () => {
    const api = serve({ hostname: ['trattoria.localhost'], language: ['it', 'en'] });
    api.failLanguageWith(503, { detail: 'Unavailable', code: 'SERVICE_UNAVAILABLE' });
    await renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Sposta su Inglese' }));
    expect(await screen.findByText('Qualcosa non ha funzionato. Riprova tra poco.')).toBeTruthy();
    await waitFor(() => expect(languageOrder()).toEqual(['Italiano', 'Inglese']));
  });

  it('cannot remove the last language', async () => {
    serve({ hostname: ['trattoria.localhost'], language: ['it'] });
    await renderEditor();
    expect(screen.getByRole('button', { name: 'Rimuovi Italiano' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});

describe('host names', () => {
  it('shows a host name already taken on the field, and keeps what was typed', async () => {
    const api = serve({ hostname: ['trattoria.localhost'], language: ['it'] });
    await renderEditor();
    const field = screen.getByRole('textbox', { name: 'Nuovo indirizzo' });
    await userEvent.type(field, 'osteria.localhost');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi indirizzo' }));

    expect(await screen.findByText('Questo valore è già in uso')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field).toHaveProperty('value', 'osteria.localhost');
    expect(api.sent).toHaveLength(1);
  });

  it('adds what people copy from the browser as the bare host name, then empties the box', async () => {
    const api = serve({ hostname: ['trattoria.localhost'], language: ['it'] });
    await renderEditor();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Nuovo indirizzo' }),
      'https://www.Trattoria-Roma.it/menu',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi indirizzo' }));

    expect(await screen.findByRole('link', { name: /www\.trattoria-roma\.it/ })).toBeTruthy();
    expect(api.sent[0]!.body).toEqual({ restaurant_id: 1, hostname: 'www.trattoria-roma.it' });
    expect(screen.getByRole('textbox', { name: 'Nuovo indirizzo' })).toHaveProperty('value', '');
  });

  it('refuses what is not a host name before asking the server', async () => {
    const api = serve({ hostname: ['trattoria.localhost'], language: ['it'] });
    await renderEditor();
    await userEvent.type(screen.getByRole('textbox', { name: 'Nuovo indirizzo' }), 'trattoria');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi indirizzo' }));
    expect(
      await screen.findByText('Scrivi solo il nome del sito, es. www.iltuoristorante.it'),
    ).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('removes a host name after asking, but never the last one', async () => {
    const api = serve({ hostname: ['trattoria.localhost', 'www.trattoria.it'], language: ['it'] });
    await renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi www.trattoria.it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rimuovere www.trattoria.it?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rimuovi' }));

    await waitFor(() =>
      expect(api.sent).toEqual([
        {
          path: '/api/restaurant/hostname/delete',
          body: { restaurant_id: 1, hostname: 'www.trattoria.it' },
        },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Rimuovi trattoria.localhost' })).toHaveProperty(
        'disabled',
        true,
      ),
    );
  });
});
