import type { Menu } from '@coperto/shared/menus/menu.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalAlert } from '../../../shared/ui/global-alert';
import { menuItem, pickerMenu } from '../../../shared/ui/order-entry/order-entry-fixtures';
import { initTestI18n } from '../../../test/test-i18n';
import { jsonResponse, SERVICE_RESTAURANT } from '../testing/service-fixtures';
import { ServiceOrderDialog } from './service-order-dialog';

// A busy 2-core machine runs these beside other suites: give the dialog time to load.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const fetchMock = vi.fn<typeof fetch>();
let posted: { key: string | null; body: Record<string, unknown> }[];
let answers: (() => Response)[];

/** One active menu: a plain dish, a dish with two sizes, a sold-out dish. */
function menu(): Menu {
  return pickerMenu('Primi', [
    menuItem(10, 'Cacio e pepe', 10),
    menuItem(11, 'Acqua', 2, {
      variants: [
        { name: { it: 'Naturale' }, price: 2 },
        { name: { it: 'Frizzante' }, price: 2.5 },
      ],
    }),
    menuItem(12, 'Carbonara', 12, { available: false }),
  ]);
}

function serve() {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/restaurant/1') return jsonResponse(200, SERVICE_RESTAURANT);
    if (url.pathname === '/api/restaurant/1/menus') return jsonResponse(200, { menus: [menu()] });
    if (url.pathname === '/api/floor/1/table-orders' && init?.method === 'POST') {
      const headers = new Headers(init.headers);
      posted.push({ key: headers.get('idempotency-key'), body: JSON.parse(String(init.body)) });
      const answer = answers.shift();
      return answer ? answer() : jsonResponse(201, { id: 77, number: 14 });
    }
    return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
  });
}

function renderDialog(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ServiceOrderDialog
        seating={{ restaurant_id: 1, guest_name: 'Rossi', party_size: 4 }}
        tableId={5}
        tableName="5"
        onClose={onClose}
      />
      <GlobalAlert />
    </QueryClientProvider>,
  );
  return onClose;
}

const lines = () => within(screen.getByRole('list', { name: "Piatti dell'ordine" }));

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  posted = [];
  answers = [];
  fetchMock.mockReset();
  serve();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("a waiter's order at a table", () => {
  it('picks dishes in a few taps and sends them for the table, once, with its Idempotency-Key', async () => {
    const onClose = renderDialog();
    const dialog = within(await screen.findByRole('dialog', { name: /Ordine per il tavolo 5/ }));
    expect(dialog.getByText('Rossi · 4 persone')).toBeTruthy();
    await userEvent.click(await dialog.findByRole('button', { name: 'Aggiungi Cacio e pepe' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Aggiungi Cacio e pepe' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Aggiungi Acqua' }));
    const sizes = within(await screen.findByRole('dialog', { name: 'Acqua' }));
    await userEvent.click(sizes.getByRole('button', { name: /Frizzante/ }));
    expect(
      dialog.getByRole('button', { name: 'Carbonara: esaurito' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(lines().getByRole('listitem', { name: 'Cacio e pepe' }).textContent).toContain('2');
    expect(lines().getByRole('listitem', { name: 'Acqua · Frizzante' })).toBeTruthy();

    await userEvent.click(dialog.getByRole('button', { name: 'Invia in cucina' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted).toHaveLength(1);
    expect(posted[0]!.key).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(posted[0]!.body).toEqual({
      table_id: 5,
      items: [
        { item_id: 10, quantity: 2 },
        { item_id: 11, variant: 1, quantity: 1 },
      ],
      language: 'it',
    });
    expect(await screen.findByText('Ordine n. 14 inviato per il tavolo 5')).toBeTruthy();
  });

  it('says a dish sold out meanwhile on its line, and a table nobody sits at any more', async () => {
    answers = [
      () =>
        jsonResponse(422, {
          detail: 'Sold out',
          code: 'RULE_BROKEN',
          fields: { 'items.0': 'sold_out' },
        }),
      () =>
        jsonResponse(409, {
          detail: 'Nobody sits at this table',
          code: 'CONFLICT',
          fields: { table_id: 'no_seating' },
        }),
    ];
    const onClose = renderDialog();
    const dialog = within(await screen.findByRole('dialog', { name: /Ordine per il tavolo 5/ }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Aggiungi Cacio e pepe' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Invia in cucina' }));
    const line = lines().getByRole('listitem', { name: 'Cacio e pepe' });
    expect(await within(line).findByRole('alert')).toBeTruthy();

    await userEvent.click(dialog.getByRole('button', { name: 'Invia in cucina' }));
    expect((await dialog.findByRole('alert')).textContent).toContain('non siede più nessuno');
    expect(onClose).not.toHaveBeenCalled();
    // Both refusals were decided: the second attempt had a key of its own.
    expect(posted).toHaveLength(2);
    expect(posted[1]!.key).not.toBe(posted[0]!.key);
  });
});
