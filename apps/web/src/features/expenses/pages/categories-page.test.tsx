import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/session/session-fixtures';
import { initTestI18n } from '../../../test/test-i18n';
import { CategoriesPage } from './categories-page';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

const fetchMock = vi.fn<typeof fetch>();
const writes = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT')
    .map(([input, init]) => ({
      method: init?.method,
      path: new URL(String(input)).pathname,
      body: JSON.parse(String(init?.body)),
    }));

const category = (id: number, key: string | null, name: string, active = true) => ({
  id,
  key,
  name,
  position: id,
  active,
});

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    if (url.pathname === '/api/expense-categories' && method === 'GET')
      return jsonResponse(200, {
        items: [category(1, 'food', 'Food'), category(2, null, 'Pulizie', false)],
      });
    if (url.pathname === '/api/expense-categories' && method === 'POST')
      return body.name === 'Pulizie'
        ? jsonResponse(409, {
            detail: 'A category with this name exists',
            code: 'CONFLICT',
            fields: { name: 'Already exists' },
          })
        : jsonResponse(201, category(3, null, body.name));
    if (url.pathname === '/api/expense-categories/1' && method === 'PUT')
      return jsonResponse(200, category(1, null, body.name ?? 'Food'));
    if (url.pathname === '/api/expense-categories/2' && method === 'PUT')
      return jsonResponse(200, category(2, null, 'Pulizie', body.active));
    return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <CategoriesPage />
    </QueryClientProvider>,
  );
}

describe('the expense categories', () => {
  it('names a default category in the user’s language and a business’s own as written, with its state', async () => {
    renderPage();
    const names = await screen.findAllByRole('textbox', { name: 'Nome' });
    expect(names.map((input) => (input as HTMLInputElement).value)).toEqual([
      'Alimentari',
      'Pulizie',
    ]);
    expect(screen.getByText('In uso')).toBeTruthy();
    expect(screen.getByText('Disattivata')).toBeTruthy();
  });

  it('adds a category, and says so on the field when the name is taken, sending nothing else', async () => {
    const user = userEvent.setup();
    renderPage();
    const field = await screen.findByRole('textbox', { name: 'Nuova categoria' });
    await user.type(field, 'Pulizie');
    await user.click(screen.getByRole('button', { name: 'Aggiungi' }));
    expect(await screen.findByText('Esiste già')).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'Pulizie e lavanderia');
    await user.click(screen.getByRole('button', { name: 'Aggiungi' }));
    await vi.waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
    expect(writes()).toEqual([
      { method: 'POST', path: '/api/expense-categories', body: { name: 'Pulizie' } },
      { method: 'POST', path: '/api/expense-categories', body: { name: 'Pulizie e lavanderia' } },
    ]);
  });

  it('renames a category only once the name changed, and switches one on again', async () => {
    const user = userEvent.setup();
    renderPage();
    const [food] = await screen.findAllByRole('textbox', { name: 'Nome' });
    const row = food!.closest('form') as HTMLFormElement;
    const rename = within(row).getByRole('button', { name: 'Rinomina' }) as HTMLButtonElement;
    expect(rename.disabled).toBe(true);
    await user.clear(food!);
    await user.type(food!, 'Cucina');
    await user.click(rename);
    await user.click(screen.getAllByRole('switch')[1]!);
    await vi.waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()).toEqual([
      { method: 'PUT', path: '/api/expense-categories/1', body: { name: 'Cucina' } },
      { method: 'PUT', path: '/api/expense-categories/2', body: { active: true } },
    ]);
  });
});
