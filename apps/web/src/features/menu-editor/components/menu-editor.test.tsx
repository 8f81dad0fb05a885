import type { Menu } from '@coperto/shared/menus/menu.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../../shared/stores/ui-store';
import { initTestI18n } from '../../../test/test-i18n';
import { mapItems, orderBy } from '../lib/menu-changes';
import MenuEditorScreen from '../pages/menu-editor-page';
import { jsonResponse, lunchMenu, MANAGER, TRATTORIA } from '../testing/editor-fixtures';

vi.mock('../../../shared/session/use-signed-in-user', () => ({ useSignedInUser: () => MANAGER }));

const fetchMock = vi.fn<typeof fetch>();
/** What the server holds; a write the test lets through changes it. */
let stored: Menu;

/** The API of the editor's reads; `writes` answers every other call. */
function serve(
  writes: (request: { method: string; path: string; body: unknown }) => Promise<Response>,
) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === `/api/menus/${stored.id}`)
      return jsonResponse(200, stored);
    if (method === 'GET' && url.pathname === '/api/restaurant/1')
      return jsonResponse(200, TRATTORIA);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return writes({ method, path: url.pathname, body });
  });
}

function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/dashboard/menus/${stored.id}`]}>
        <Routes>
          <Route path="/dashboard/menus/*" element={<MenuEditorScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A dish's row in the editor, by its name. */
async function dishRow(name: string) {
  const heading = await screen.findByRole('heading', { name, level: 4 });
  return within(heading.closest('li')!);
}

const soldOut = (menu: Menu, itemId: number, available: boolean) =>
  mapItems(menu, (item) => (item.id === itemId ? { ...item, available } : item));

// The whole editor renders in each test: on a busy 2-core machine the first one can take a while.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  stored = lunchMenu();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useUiStore.getState().closeAlert();
});
afterEach(() => vi.unstubAllGlobals());

describe('the sold-out switch', () => {
  it('turns a dish sold out at once, before the server answers, then keeps the answer', async () => {
    let answer!: (response: Response) => void;
    serve(({ method, path }) => {
      expect([method, path]).toEqual(['PATCH', '/api/menu-items/500/availability']);
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    renderEditor();
    const toggle = await screen.findByRole('switch', { name: 'Carbonara disponibile' });
    expect(toggle).toHaveProperty('checked', true);

    await userEvent.click(toggle);
    // Instant: the server has not answered yet.
    expect(toggle).toHaveProperty('checked', false);
    expect(fetchMock.mock.calls.at(-1)?.[1]?.body).toBe('{"available":false}');
    expect((await dishRow('Carbonara')).getAllByText('Esaurito').length).toBeGreaterThan(0);

    stored = soldOut(stored, 500, false);
    await act(async () => answer(jsonResponse(200, stored)));
    expect(screen.getByRole('switch', { name: 'Carbonara disponibile' })).toHaveProperty(
      'checked',
      false,
    );
    expect(useUiStore.getState().alert.open).toBe(false);
  });

  it('puts the dish back and says so when the server refuses', async () => {
    serve(async () => jsonResponse(500, { detail: 'Boom', code: 'INTERNAL' }));
    renderEditor();
    const toggle = await screen.findByRole('switch', { name: 'Carbonara disponibile' });

    await userEvent.click(toggle);

    await vi.waitFor(() => expect(useUiStore.getState().alert.open).toBe(true));
    expect(useUiStore.getState().alert).toMatchObject({
      severity: 'error',
      message: '«Carbonara» non è stato segnato come esaurito: riprova.',
    });
    expect(screen.getByRole('switch', { name: 'Carbonara disponibile' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('undoes only the click that failed while another is still on its way', async () => {
    let answerFirst!: (response: Response) => void;
    serve(({ path }) =>
      path === '/api/menu-items/500/availability'
        ? new Promise((resolve) => {
            answerFirst = resolve;
          })
        : Promise.resolve(jsonResponse(503, { detail: 'Down', code: 'INTERNAL' })),
    );
    renderEditor();
    await userEvent.click(await screen.findByRole('switch', { name: 'Carbonara disponibile' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Amatriciana disponibile' }));

    await vi.waitFor(() => expect(useUiStore.getState().alert.open).toBe(true));
    expect(screen.getByRole('switch', { name: 'Amatriciana disponibile' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('switch', { name: 'Carbonara disponibile' })).toHaveProperty(
      'checked',
      false,
    );

    stored = soldOut(stored, 500, false);
    await act(async () => answerFirst(jsonResponse(200, stored)));
    expect(screen.getByRole('switch', { name: 'Carbonara disponibile' })).toHaveProperty(
      'checked',
      false,
    );
  });
});

describe('translation markers', () => {
  it('marks the dishes and sections that lack a language, and only those', async () => {
    serve(async () => jsonResponse(404, {}));
    renderEditor();
    const untranslatedDish = await dishRow('Cacio e pepe');
    expect(untranslatedDish.getByRole('status', { name: 'Da tradurre in inglese' })).toBeTruthy();
    const translatedDish = await dishRow('Carbonara');
    expect(translatedDish.queryByRole('status', { name: /Da tradurre/ })).toBeNull();

    const dolci = screen.getByRole('region', { name: 'Dolci' });
    expect(within(dolci).getAllByRole('status', { name: 'Da tradurre in inglese' })).toHaveLength(
      1,
    );
    const primi = screen.getByRole('region', { name: 'Primi' });
    // The section itself is translated; one of its dishes is not.
    expect(within(primi).getAllByRole('status', { name: 'Da tradurre in inglese' })).toHaveLength(
      1,
    );
  });

  it('shows the texts in the chosen language, the missing ones in the first', async () => {
    serve(async () => jsonResponse(404, {}));
    renderEditor();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Inglese: ci sono testi da tradurre' }),
    );
    expect(screen.getByRole('heading', { name: 'Business lunch', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cacio e pepe', level: 4 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'First courses', level: 3 })).toBeTruthy();
  });
});

describe('reordering', () => {
  beforeEach(() => {
    // jsdom lays nothing out: rows stand one below the other in document order.
    const elements = () => [...document.body.querySelectorAll('*')];
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
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
    Element.prototype.scrollIntoView ??= () => {};
  });
  afterEach(() => vi.restoreAllMocks());

  it('moves a dish with the keyboard and saves the order through the order endpoint', async () => {
    serve(async ({ method, path, body }) => {
      expect([method, path]).toEqual(['PUT', '/api/menu-sections/50/items/order']);
      expect(body).toEqual({ ids: [501, 500, 502] });
      const [primi, ...rest] = stored.sections;
      stored = {
        ...stored,
        sections: [{ ...primi!, items: orderBy(primi!.items, [501, 500, 502]) }, ...rest],
      };
      return jsonResponse(200, stored);
    });
    renderEditor();
    const handle = await screen.findByRole('button', { name: 'Sposta Carbonara' });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');

    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => new URL(String(input)).pathname)).toContain(
        '/api/menu-sections/50/items/order',
      ),
    );
    const names = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(names.slice(0, 3)).toEqual(['Cacio e pepe', 'Carbonara', 'Amatriciana']);
  });

  it('puts the old order back when the server refuses the new one', async () => {
    serve(async () => jsonResponse(422, { detail: 'Give every id', code: 'RULE_BROKEN' }));
    renderEditor();
    const handle = await screen.findByRole('button', { name: 'Sposta Carbonara' });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');

    await vi.waitFor(() => expect(useUiStore.getState().alert.severity).toBe('error'));
    expect(useUiStore.getState().alert.message).toMatch(/ordine non è stato salvato/);
    const names = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(names.slice(0, 3)).toEqual(['Carbonara', 'Cacio e pepe', 'Amatriciana']);
  });
});

describe('a new section', () => {
  it('is brought into view with the focus on its header, not left below with only a toast', async () => {
    const user = userEvent.setup({ delay: null });
    const scrolledTo: Element[] = [];
    // jsdom has no layout: record what the editor asks to scroll into view.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
    serve(async ({ method, path, body }) => {
      if (method !== 'POST' || path !== `/api/menus/${stored.id}/sections`) {
        return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
      }
      const { name, description } = body as Menu['sections'][number];
      stored = {
        ...stored,
        sections: [...stored.sections, { id: 52, name, description, items: [] }],
      };
      return jsonResponse(201, stored);
    });
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Aggiungi sezione' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova sezione' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Nome della sezione/ }), 'Vini');
    await user.click(within(dialog).getByRole('button', { name: 'Aggiungi sezione' }));

    const added = await screen.findByRole('region', { name: 'Vini' });
    await vi.waitFor(() => expect(scrolledTo).toContain(added));
    expect(added.contains(document.activeElement)).toBe(true);
  });
});
