import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import { jsonResponse, MANAGER, RESTAURANT, template } from '../testing/giftcards-fixtures';
import GiftCardsScreen from './giftcards-page';

const session = vi.hoisted(() => ({ user: null as unknown }));
vi.mock('../../../shared/session/use-signed-in-user', () => ({
  useSignedInUser: () => session.user,
}));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

const fetchMock = vi.fn<typeof fetch>();
let saveAnswer: (body: Record<string, unknown>) => Response;
const bodies = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  saveAnswer = (body) => jsonResponse(201, { ...template(), ...body, id: 4 });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/restaurant/1') return jsonResponse(200, RESTAURANT);
    if (url.pathname === '/api/restaurant/names')
      return jsonResponse(200, [
        { id: 1, name: 'Trattoria Demo' },
        { id: 2, name: 'Pizzeria Demo' },
      ]);
    if (url.pathname === '/api/giftcard-templates' && init?.method === 'POST')
      return saveAnswer(JSON.parse(String(init.body)));
    if (url.pathname === '/api/giftcard-templates')
      return jsonResponse(200, { items: [template({ cards_count: 2 })] });
    return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  session.user = MANAGER;
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/dashboard/gift-cards/templates']}>
        <Routes>
          <Route path="/dashboard/gift-cards/*" element={<GiftCardsScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the gift card templates', () => {
  it('lists a template with its amounts and cards; one with cards cannot be deleted', async () => {
    expect(await screen.findByText('Natale')).toBeTruthy();
    expect(screen.getByText('Valida 12 mesi · 2 gift card emesse')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Elimina' })).toBeNull();
  });

  it("checks the form, then shows the server's flags on the fields, then saves", async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Nuovo modello' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo modello' });
    const presets = within(dialog).getByLabelText('Importi proposti (€)');
    await userEvent.clear(presets);
    await userEvent.type(presets, '25, 99999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(within(dialog).getByText('Scrivi un nome.')).toBeTruthy();
    expect(within(dialog).getByText('«99999» non è un importo da 1 a 2000 €.')).toBeTruthy();
    expect(
      within(dialog).getByText('Scrivi il titolo nella prima lingua del ristorante.'),
    ).toBeTruthy();
    expect(bodies()).toEqual([]);

    saveAnswer = () =>
      jsonResponse(404, {
        detail: 'Image not found',
        code: 'NOT_FOUND',
        fields: { name: 'Taken' },
      });
    await userEvent.type(within(dialog).getByLabelText(/^Nome interno/), 'Pasqua');
    await userEvent.clear(presets);
    await userEvent.type(presets, '30, 60');
    await userEvent.type(within(dialog).getByLabelText(/^Titolo \(IT\)/), 'Buono di Pasqua');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Elegante' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Pizzeria Demo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('Taken')).toBeTruthy();

    saveAnswer = (body) => jsonResponse(201, { ...template(), ...body, id: 4 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies().at(-1)).toEqual({
      name: 'Pasqua',
      design_key: 'elegant',
      image_id: null,
      preset_amounts: [30, 60],
      free_amount: null,
      validity_months: 12,
      title: { it: 'Buono di Pasqua' },
      description: {},
      terms: {},
      active: true,
      restaurant_ids: [1, 2],
    });
  });
});
