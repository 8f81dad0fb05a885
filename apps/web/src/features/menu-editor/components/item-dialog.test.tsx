import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import { dish, jsonResponse, lunchMenu } from '../testing/editor-fixtures';
import { ItemDialog } from './item-dialog';

const fetchMock = vi.fn<typeof fetch>();

function renderDialog(target: Parameters<typeof ItemDialog>[0]['target'], onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ItemDialog
          menuId={5}
          restaurantId={1}
          target={target}
          languages={['it', 'en']}
          initialLanguage="it"
          canUploadImages
          onClose={onClose}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onClose;
}

/** Types into a field at once: key by key is slow for a dialog this size. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const sentBodies = () =>
  fetchMock.mock.calls.map(([input, init]) => [
    init?.method,
    new URL(String(input)).pathname,
    JSON.parse(String(init?.body)),
  ]);

// The whole editor renders in each test: on a busy 2-core machine the first one can take a while.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(jsonResponse(201, lunchMenu()));
});
afterEach(() => vi.unstubAllGlobals());

describe('the dish dialog', () => {
  it("asks for the name in the restaurant's first language before sending anything", async () => {
    renderDialog({ sectionId: 50 });
    await fill(screen.getByLabelText(/^Prezzo/), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi piatto' }));

    expect(await screen.findByText('Campo obbligatorio')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    // The Italian tab says where the problem is.
    expect(
      screen.getByRole('button', { name: 'Italiano: ci sono testi da tradurre' }),
    ).toBeTruthy();
  });

  it('sends the texts of every language, prices in euros, variants, allergens and tags', async () => {
    const onClose = renderDialog({ sectionId: 50 });
    await fill(screen.getByLabelText(/^Nome del piatto \(IT\)/), 'Cacio e pepe');
    await fill(screen.getByLabelText(/^Prezzo/), '11.5');
    await userEvent.click(screen.getByRole('button', { name: 'Latte' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vegetariano' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi variante' }));
    await fill(screen.getByLabelText(/^Variante \(IT\)/), 'Mezza porzione');
    await fill(screen.getAllByLabelText(/^Prezzo/)[1]!, '7');
    await userEvent.click(
      screen.getByRole('button', { name: 'Inglese: ci sono testi da tradurre' }),
    );
    await fill(screen.getByLabelText(/^Nome del piatto \(EN\)/), 'Cheese and pepper');

    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi piatto' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies()).toEqual([
      [
        'POST',
        '/api/menu-sections/50/items',
        {
          name: { it: 'Cacio e pepe', en: 'Cheese and pepper' },
          description: { it: '', en: '' },
          price: 11.5,
          variants: [{ name: { it: 'Mezza porzione', en: '' }, price: 7 }],
          allergens: ['milk'],
          tags: ['vegetarian'],
          available: true,
          image_url: null,
        },
      ],
    ]);
  });

  it("edits a dish in place, starting from its values, and keeps the user's input on a refusal", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        detail: 'Some texts are missing or in a language the restaurant does not use',
        code: 'RULE_BROKEN',
        fields: { 'name.en': 'Not a language of this restaurant' },
      }),
    );
    const onClose = renderDialog({
      item: dish(501, { name: { it: 'Cacio e pepe' }, price: 11, allergens: ['milk'] }),
    });
    const name = screen.getByLabelText(/^Nome del piatto \(IT\)/);
    expect(name).toHaveProperty('value', 'Cacio e pepe');
    await userEvent.clear(name);
    await fill(name, 'Tonnarelli cacio e pepe');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBodies()[0]?.slice(0, 2)).toEqual(['PUT', '/api/menu-items/501']);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Nome del piatto \(IT\)/)).toHaveProperty(
      'value',
      'Tonnarelli cacio e pepe',
    );
    // The refused text is in English: its tab is flagged.
    expect(
      await screen.findByRole('button', { name: 'Inglese: ci sono testi da tradurre' }),
    ).toBeTruthy();
  });
});
