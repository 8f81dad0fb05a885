import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCurrentUser, jsonResponse } from '../../../shared/session/session-fixtures';
import { useSessionStore } from '../../../shared/session/session-store';
import { GlobalAlert } from '../../../shared/ui/global-alert';
import { initTestI18n } from '../../../test/test-i18n';
import { restaurantFixture } from '../testing/restaurant-fixture';
import GeneralSettings from './general-settings-form';

// A server with a maps key, and Google's answers for "via dei servi".
vi.mock('../../../shared/lib/runtime-config', () => ({
  readRuntimeConfig: () => ({ mapsBrowserKey: 'test-key' }),
}));
vi.mock('../lib/places-search', () => ({
  openPlacesSearch: vi.fn(async () => ({
    suggest: async () => [
      { id: 'p1', main: 'Via dei Servi, 12', secondary: 'Firenze FI, Italia', prediction: {} },
    ],
    pick: async () => ({
      address: {
        state: 'it',
        cap: '50122',
        city: 'Firenze',
        province: 'FI',
        address: 'Via dei Servi',
        street_number: '12',
      },
      geo: { lat: 43.7745, lng: 11.2577 },
    }),
  })),
}));

const user = userEvent.setup({ delay: null });
const fetchMock = vi.fn<typeof fetch>();
let sent: Record<string, unknown>[];

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().setCurrentUser(fakeCurrentUser(Date.now() + 3_600_000));
  fetchMock.mockImplementation(async (input, init) => {
    if (new URL(String(input)).pathname !== '/api/restaurant/1') {
      return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
    }
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      sent.push(body);
      return jsonResponse(200, restaurantFixture(body));
    }
    return jsonResponse(200, restaurantFixture({ description_translations: {} }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ currentUser: null });
});

async function renderGeneral() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <GeneralSettings restaurantId={1} />
        <GlobalAlert />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.findByRole('textbox', { name: 'Nome del ristorante' }, { timeout: 10_000 });
}

describe('the Generale tab', { timeout: 30_000 }, () => {
  it('marks the description still to translate, and saves it per language', async () => {
    await renderGeneral();
    const english = screen.getByRole('button', { name: 'Inglese: da tradurre' });
    await user.click(english);
    await user.type(
      screen.getByRole('textbox', { name: 'Descrizione in inglese' }),
      'Traditional Roman cooking.',
    );
    expect(screen.getByRole('button', { name: 'Inglese' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      description: 'Cucina romana di tradizione.',
      description_translations: { en: 'Traditional Roman cooking.' },
    });
  });

  it('sends the social links as the API takes them, and a new name reaches the dashboard bar', async () => {
    const name = await renderGeneral();
    await user.clear(name);
    await user.type(name, 'Trattoria Demo Roma');
    await user.clear(screen.getByRole('textbox', { name: 'Instagram' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Tripadvisor' }),
      'https://www.tripadvisor.it/r1',
    );
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      name: 'Trattoria Demo Roma',
      instagram_url: '',
      tripadvisor_url: 'https://www.tripadvisor.it/r1',
    });
    expect(sent[0]).not.toHaveProperty('social');
    expect(await screen.findByText('Modifiche salvate')).toBeTruthy();
    expect(useSessionStore.getState().currentUser?.restaurant?.name).toBe('Trattoria Demo Roma');
  });

  it('refuses a link that is not a web page before sending it', async () => {
    await renderGeneral();
    await user.clear(screen.getByRole('textbox', { name: 'Instagram' }));
    await user.type(screen.getByRole('textbox', { name: 'Instagram' }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Scrivi un indirizzo web completo, es. https://…')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("fills the address and the map position from Google's search", async () => {
    await renderGeneral();
    await user.type(
      screen.getByRole('combobox', { name: "Cerca l'indirizzo su Google Maps" }),
      'via dei servi',
    );
    await user.click(await screen.findByRole('option', { name: /Via dei Servi, 12/ }));
    expect(await screen.findByText('Posizione sulla mappa: 43,7745, 11,2577')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Via / piazza' })).toHaveProperty(
      'value',
      'Via dei Servi',
    );
    expect(screen.getByRole('textbox', { name: 'Comune' })).toHaveProperty('value', 'Firenze');

    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      address: { city: 'Firenze', province: 'FI', cap: '50122', street_number: '12' },
      geo: { lat: 43.7745, lng: 11.2577 },
    });
  });
});
