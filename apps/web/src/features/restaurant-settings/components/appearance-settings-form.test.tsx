import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/session/session-fixtures';
import { GlobalAlert } from '../../../shared/ui/global-alert';
import { initTestI18n } from '../../../test/test-i18n';
import { restaurantFixture } from '../testing/restaurant-fixture';
import AppearanceSettings from './appearance-settings-form';

// The font files are the browser's business: here only which family is asked for matters.
vi.mock('../../../shared/lib/web-font', () => ({ loadWebFont: vi.fn(async () => undefined) }));

const user = userEvent.setup({ delay: null });
const fetchMock = vi.fn<typeof fetch>();
let sent: unknown[];

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    if (new URL(String(input)).pathname !== '/api/restaurant/1') {
      return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
    }
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      sent.push(body);
      return jsonResponse(200, restaurantFixture(body));
    }
    return jsonResponse(200, restaurantFixture());
  });
});
afterEach(() => vi.unstubAllGlobals());

async function renderAppearance() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AppearanceSettings restaurantId={1} />
        <GlobalAlert />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.findByTestId('site-preview');
}

const colorBox = (name: string) => screen.getByRole('textbox', { name });
const cssVariable = (element: HTMLElement, name: string) => element.style.getPropertyValue(name);

describe('the look and its live preview', () => {
  it('repaints the preview as a colour is typed, keeping the saved one until it is whole', async () => {
    const preview = await renderAppearance();
    expect(cssVariable(preview, '--site-brand')).toBe('#9c2f2f');
    expect(screen.getByText('Come appare ora il sito')).toBeTruthy();

    await user.clear(colorBox('Principale'));
    await user.type(colorBox('Principale'), '#1F4');
    expect(cssVariable(preview, '--site-brand')).toBe('#9c2f2f');
    await user.type(colorBox('Principale'), 'E79');
    expect(cssVariable(preview, '--site-brand')).toBe('#1F4E79');
    expect(screen.getByText('Con le modifiche non ancora salvate')).toBeTruthy();

    await user.clear(colorBox('Sfondo'));
    await user.type(colorBox('Sfondo'), '#1c1c1c');
    expect(cssVariable(preview, '--site-paper')).toBe('#1c1c1c');
    // Dark paper: the site's text turns light, and so does the preview's.
    expect(cssVariable(preview, '--site-ink')).toBe('#ffffff');
  });

  it('shows the chosen font in the preview at once', async () => {
    const preview = await renderAppearance();
    expect(preview.dataset.font).toBe('Lora');
    await user.click(screen.getByRole('radio', { name: /Playfair Display/ }));
    expect(preview.dataset.font).toBe('Playfair Display');
    expect(cssVariable(preview, '--display-font')).toMatch(/^"Playfair Display", Georgia/);
    expect(
      (screen.getByRole('radio', { name: /Playfair Display/ }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('warns where text would not read, and says a half-typed colour is not one', async () => {
    await renderAppearance();
    expect(screen.queryByRole('note')).toBeNull();
    await user.clear(colorBox('Principale'));
    await user.type(colorBox('Principale'), '#777777');
    expect((await screen.findByRole('note')).textContent).toMatch(
      /Nessun testo si legge bene su questo colore \(contrasto 4,\d:1\)/,
    );

    await user.clear(colorBox('Secondario'));
    await user.type(colorBox('Secondario'), 'oro');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Scrivi un colore come #4A90E2')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('saves the colours and the font together', async () => {
    await renderAppearance();
    await user.clear(colorBox('Principale'));
    await user.type(colorBox('Principale'), '#1F4E79');
    await user.click(screen.getByRole('radio', { name: /Merriweather/ }));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      theme: { ...restaurantFixture().theme, primary_color: '#1F4E79' },
      font: 'Merriweather',
    });
    expect(await screen.findByText('Modifiche salvate')).toBeTruthy();
  });
});
