import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import type { SeatingDetail, ServiceBooking } from '@coperto/shared/floor/service.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEventMessage } from '../../../shared/lib/live-events';
import { fakeCurrentUser } from '../../../shared/session/session-fixtures';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { GlobalAlert } from '../../../shared/ui/global-alert';
import { initTestI18n } from '../../../test/test-i18n';
import {
  jsonResponse,
  SERVICE_RESTAURANT,
  seating,
  serviceBooking,
  serviceOf,
  serviceTable,
} from '../testing/service-fixtures';
import { ServicePage } from './service-page';

const session = vi.hoisted(() => ({ user: null as unknown }));
vi.mock('../../../shared/session/use-signed-in-user', () => ({
  useSignedInUser: () => session.user,
}));
const live = vi.hoisted(() => ({ onEvent: (_event: LiveEventMessage) => {} }));
vi.mock('../../../shared/lib/live-events', () => ({
  useLiveEvents: (_restaurantId: number, onEvent: (event: LiveEventMessage) => void) => {
    live.onEvent = onEvent;
    return 'open';
  },
}));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const STAFF = fakeCurrentUser(Date.now() + 3_600_000, 'staff');
const fetchMock = vi.fn<typeof fetch>();

/** The restaurant's evening as the fake API holds it: what each read answers, what moves change. */
let seatings: SeatingDetail[] = [];
let bookings: ServiceBooking[] = [];
let refuseNextSeat = false;
let serviceReads = 0;
const sent: { method: string; path: string; body: unknown }[] = [];

const TABLE_IDS = { one: 1, two: 2, five: 5, six: 6 } as const;

function evening() {
  const at = new Date(Date.now() + 30 * 60_000).toISOString();
  bookings = [
    serviceBooking({
      id: 7,
      name: 'Anna Bianchi',
      starts_at: at,
      party_size: 4,
      notes: 'Seggiolone',
      guest_notes: 'Celiachia',
      table_ids: [TABLE_IDS.two],
    }),
  ];
  seatings = [
    seating({
      id: 50,
      table_ids: [TABLE_IDS.five],
      party_size: 4,
      guest_name: 'Rossi',
      booking: serviceBooking({
        id: 3,
        name: 'Rossi',
        starts_at: new Date(Date.now() - 45 * 60_000).toISOString(),
        status: 'seated',
        party_size: 4,
        notes: 'Allergia alle noci',
      }),
      orders: [
        {
          id: 900,
          public_id: 'pub-900',
          number: 101,
          status: 'preparing',
          total: 100,
          placed_at: new Date(Date.now() - 20 * 60_000).toISOString(),
          items_count: 3,
        },
      ],
      bill: {
        total: 100,
        paid: 0,
        paid_before: 0,
        due: 100,
        split: 'whole',
        parts: [],
        unsplit: 0,
      },
      lines: [
        {
          id: 1,
          order_id: 900,
          order_number: 101,
          name: 'Carbonara',
          variant_name: null,
          quantity: 2,
          unit_price: 30,
          total: 60,
          notes: '',
          paid: false,
        },
        {
          id: 2,
          order_id: 900,
          order_number: 101,
          name: 'Tiramisù',
          variant_name: null,
          quantity: 4,
          unit_price: 10,
          total: 40,
          notes: '',
          paid: false,
        },
      ],
    }),
  ];
}

function stateOf(tableId: number) {
  const at = seatings.find((one) => one.closed_at === null && one.table_ids.includes(tableId));
  if (at) {
    if (at.paid_at) return { state: 'to_clean' as const, seating_id: at.id };
    if (at.bill_requested_at) return { state: 'bill_requested' as const, seating_id: at.id };
    return {
      state: at.orders.length ? ('ordered' as const) : ('seated' as const),
      seating_id: at.id,
    };
  }
  const held = bookings.find((one) => one.table_ids.includes(tableId));
  return {
    state: held ? ('reserved_soon' as const) : ('free' as const),
    next_booking_id: held?.id ?? null,
  };
}

function currentService() {
  const tables = [
    serviceTable({ id: TABLE_IDS.one, name: '1', neighbour_ids: [TABLE_IDS.two] }),
    serviceTable({ id: TABLE_IDS.two, name: '2', neighbour_ids: [TABLE_IDS.one] }),
    serviceTable({ id: TABLE_IDS.five, name: '5' }),
    serviceTable({ id: TABLE_IDS.six, name: '6', seats_min: 4, seats_max: 6 }),
  ].map((table) => ({ ...table, ...stateOf(table.id) }));
  return serviceOf(
    tables,
    seatings.filter((one) => one.closed_at === null),
    bookings,
  );
}

function serve() {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (method !== 'GET') sent.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/restaurant/1') return jsonResponse(200, SERVICE_RESTAURANT);
    if (url.pathname === '/api/floor/1/service') {
      serviceReads += 1;
      return jsonResponse(200, currentService());
    }
    if (url.pathname === '/api/floor/1/seatings' && method === 'POST') {
      if (refuseNextSeat) {
        refuseNextSeat = false;
        return jsonResponse(409, {
          detail: 'The table is taken',
          code: 'CONFLICT',
          fields: { table_ids: 'table_taken' },
        });
      }
      const booking = bookings.find((one) => one.id === body.booking_id) ?? null;
      const created = seating({
        id: 60 + seatings.length,
        table_ids: body.table_ids,
        party_size: body.party_size,
        guest_name: booking?.name ?? body.guest_name,
        booking,
      });
      bookings = bookings.filter((one) => one.id !== booking?.id);
      seatings = [...seatings, created];
      return jsonResponse(201, created);
    }
    const hold = /^\/api\/bookings\/(\d+)\/tables$/.exec(url.pathname);
    if (hold && method === 'PUT') {
      const booking = bookings.find((candidate) => candidate.id === Number(hold[1]));
      if (!booking) return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
      booking.table_ids = body.table_ids;
      return jsonResponse(200, { booking_id: booking.id, table_ids: body.table_ids });
    }
    const one = /^\/api\/seatings\/(\d+)(\/[a-z-]+)?$/.exec(url.pathname);
    const found = one ? seatings.find((candidate) => candidate.id === Number(one[1])) : undefined;
    if (one && found) {
      if (method === 'GET') return jsonResponse(200, found);
      if (one[2] === '/tables' && method === 'PUT') {
        found.table_ids = body.table_ids;
        return jsonResponse(200, found);
      }
      if (one[2] === '/merge') {
        const other = seatings.find((candidate) => candidate.id === body.seating_id);
        if (!other || other.closed_at) {
          return jsonResponse(409, {
            detail: 'Closed',
            code: 'CONFLICT',
            fields: { seating_id: 'seating_closed' },
          });
        }
        other.closed_at = new Date().toISOString();
        other.merged_into_id = found.id;
        found.table_ids = [...found.table_ids, ...other.table_ids];
        found.orders = [...found.orders, ...other.orders];
        return jsonResponse(200, found);
      }
      if (one[2] === '/split' && body.mode === 'equal') {
        const cents = [3334, 3333, 3333].slice(0, body.parts);
        found.bill = {
          ...found.bill,
          split: 'equal',
          parts: cents.map((amount, index) => ({
            index,
            amount: amount / 100,
            line_ids: [],
            paid_at: null,
          })),
        };
        return jsonResponse(200, found);
      }
      if (one[2] === '/split' && body.mode === 'items') {
        const byId = new Map(found.lines.map((line) => [line.id, line.total]));
        found.bill = {
          ...found.bill,
          split: 'items',
          parts: body.parts.map((part: { line_ids: number[] }, index: number) => ({
            index,
            amount: part.line_ids.reduce((sum, id) => sum + (byId.get(id) ?? 0), 0),
            line_ids: part.line_ids,
            paid_at: null,
          })),
        };
        return jsonResponse(200, found);
      }
      if (one[2] === '/payments') {
        const at = new Date().toISOString();
        found.bill = {
          ...found.bill,
          parts: found.bill.parts.map((part) =>
            body.part === undefined || part.index === body.part ? { ...part, paid_at: at } : part,
          ),
        };
        const paid = found.bill.parts
          .filter((part) => part.paid_at)
          .reduce((sum, part) => sum + part.amount, 0);
        const whole = body.part === undefined || found.bill.parts.every((part) => part.paid_at);
        found.bill = {
          ...found.bill,
          paid: whole ? found.bill.total : paid,
          due: whole ? 0 : found.bill.total - paid,
        };
        if (whole) found.paid_at = at;
        return jsonResponse(200, found);
      }
      if (one[2] === '/free') {
        if (!found.paid_at && found.bill.total > 0) {
          return jsonResponse(422, {
            detail: 'Not paid',
            code: 'RULE_BROKEN',
            fields: { seating: 'bill_not_paid' },
          });
        }
        found.closed_at = new Date().toISOString();
        return jsonResponse(200, found);
      }
    }
    return jsonResponse(404, { detail: `Not found: ${method} ${url.pathname}`, code: 'NOT_FOUND' });
  });
}

function renderService(user: CurrentUser = STAFF) {
  session.user = user;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/floor']}>
        <Routes>
          <Route path="/dashboard/floor" element={<ServicePage />} />
        </Routes>
      </MemoryRouter>
      <GlobalAlert />
      <ConfirmDialog />
    </QueryClientProvider>,
  );
}

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  evening();
  refuseNextSeat = false;
  serviceReads = 0;
  sent.length = 0;
  fetchMock.mockReset();
  serve();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const table = (name: string) => screen.findByTestId(`service-plan-table-${name}`);

describe('the service view', () => {
  it("tells each table's state in words, not colour alone, with the party, the time and what to mind", async () => {
    renderService();
    const five = await table('5');
    expect(five.getAttribute('aria-label')).toMatch(
      /^Tavolo 5, Ha ordinato, 4 persone, seduti da 4\d min, Rossi, con note da leggere$/,
    );
    expect(within(five).getByText('Ordine')).toBeTruthy();
    expect(within(five).getByText('4 !')).toBeTruthy();
    expect((await table('2')).getAttribute('aria-label')).toBe(
      'Tavolo 2, Prenotato a breve, Anna Bianchi, con note da leggere',
    );
    expect((await table('1')).getAttribute('aria-label')).toBe('Tavolo 1, Libero');
    // The legend counts the states, each with its word.
    const legend = screen.getByRole('list', { name: 'Stati dei tavoli' });
    expect(within(legend).getByText('Libero').parentElement?.textContent).toBe('Libero2');
    expect(within(legend).getByText('Ha ordinato').parentElement?.textContent).toBe('Ha ordinato1');
    // Today's booking to seat, with its notes and the guest's.
    const anna = screen.getByTestId('service-booking-7');
    expect(anna.textContent).toContain('Tavolo tenuto: 2');
    expect(anna.textContent).toContain('Seggiolone · Celiachia');
  });

  it('opens a party: its orders with their state and total, its notes, its bill', async () => {
    renderService();
    fireEvent.click(await table('5'));
    const drawer = await screen.findByRole('presentation');
    await within(drawer).findByText('Tavolo 5', { selector: 'h2' });
    expect(within(drawer).getByTestId('service-order-101').textContent).toMatch(
      /#101In preparazione · 3 piatti · \d\d:\d\d100,00\s€/,
    );
    expect(within(drawer).getByText('Allergia alle noci')).toBeTruthy();
  });

  it('seats a walk-in at a free table and the plan shows it seated', async () => {
    renderService();
    fireEvent.click(await table('1'));
    const drawer = await screen.findByRole('presentation');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Senza prenotazione' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fai accomodare al tavolo 1' });
    fireEvent.click(within(dialog).getByRole('button', { name: '3 persone' }));
    fireEvent.input(within(dialog).getByLabelText('Nome (facoltativo)'), {
      target: { value: ' Coppia alla finestra ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fai accomodare' }));
    await screen.findByText('Coppia alla finestra è al tavolo');
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/floor/1/seatings',
        body: { table_ids: [1], party_size: 3, guest_name: 'Coppia alla finestra' },
      },
    ]);
    await waitFor(async () =>
      expect((await table('1')).getAttribute('aria-label')).toMatch(
        /^Tavolo 1, Al tavolo, 3 persone/,
      ),
    );
  });

  it('seats a booking from the list at the table held for it', async () => {
    renderService();
    fireEvent.click(await screen.findByRole('button', { name: 'Fai accomodare Anna Bianchi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fai accomodare' });
    expect(
      within(dialog)
        .getByRole('checkbox', { name: /^2 · 2–4 posti/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    // Table 1 can be pushed beside it: offered first, marked.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^1 · 2–4 posti/ }));
    expect(within(dialog).getByText(/8 posti scelti/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fai accomodare' }));
    await screen.findByText('Anna Bianchi è al tavolo');
    expect(sent[0]?.body).toEqual({
      table_ids: [2, 1],
      booking_id: 7,
      party_size: 4,
      guest_name: '',
    });
    await waitFor(() => expect(screen.queryByTestId('service-booking-7')).toBeNull());
  });

  it("seats one of today's bookings at a table tapped on the plan", async () => {
    renderService();
    fireEvent.click(await table('6'));
    const drawer = await screen.findByRole('presentation');
    fireEvent.click(
      within(drawer).getByRole('button', { name: 'Fai accomodare una prenotazione' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Fai accomodare al tavolo 6' });
    const submit = within(dialog).getByRole('button', { name: 'Fai accomodare' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: /Anna Bianchi/ }));
    fireEvent.click(submit);
    await screen.findByText('Anna Bianchi è al tavolo');
    expect(sent[0]?.body).toEqual({ table_ids: [6], booking_id: 7, party_size: 4, guest_name: '' });
  });

  it('says another host was faster, keeps the dialog and reads the service again', async () => {
    renderService();
    fireEvent.click(await table('6'));
    const drawer = await screen.findByRole('presentation');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Senza prenotazione' }));
    const dialog = await screen.findByRole('dialog');
    refuseNextSeat = true;
    const readsBefore = serviceReads;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fai accomodare' }));
    await within(dialog).findByText(
      'Un collega ha appena occupato quel tavolo: la pianta è aggiornata, scegline un altro.',
    );
    await waitFor(() => expect(serviceReads).toBeGreaterThan(readsBefore));
  });

  it("splits a bill in equal parts, showing each part's amount before and after", async () => {
    renderService();
    fireEvent.click(await table('5'));
    const drawer = await screen.findByRole('presentation');
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Dividi il conto' }));
    const dialog = await screen.findByRole('dialog', { name: /Dividi il conto di 100,00/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Una parte in più' }));
    const parts = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\s/g, ' '));
    expect(parts).toEqual(['Parte 133,34 €', 'Parte 233,33 €', 'Parte 333,33 €']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dividi' }));
    await screen.findByText('Conto diviso in 3 parti');
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: '/api/seatings/50/split',
      body: { mode: 'equal', parts: 3 },
    });
    const part = await within(drawer).findByTestId('service-part-1');
    expect(part.textContent?.replace(/\s/g, ' ')).toBe('Parte 133,34 €Segna pagata');
  });

  it('shows what a bill paid before a new order took, and asks and splits only the rest', async () => {
    const party = seatings[0]!;
    party.bill = { ...party.bill, paid: 60, paid_before: 60, due: 40 };
    // Order 101 (the Carbonara) was paid; order 102 (the Tiramisù) came after and opened the bill.
    party.orders = [
      { ...party.orders[0]!, total: 60, items_count: 2 },
      {
        ...party.orders[0]!,
        id: 901,
        public_id: 'pub-901',
        number: 102,
        total: 40,
        items_count: 4,
      },
    ];
    party.lines = party.lines.map((line) =>
      line.name === 'Carbonara'
        ? { ...line, paid: true }
        : { ...line, order_id: 901, order_number: 102 },
    );
    renderService();
    fireEvent.click(await table('5'));
    const drawer = await screen.findByRole('presentation');
    expect(
      (await within(drawer).findByTestId('service-paid-before')).textContent?.replace(/\s/g, ' '),
    ).toBe('Già pagato 60,00 € prima del nuovo ordine: si chiede solo il resto.');
    // The order paid before says so; the new one does not.
    await waitFor(() =>
      expect(within(drawer).getByTestId('service-order-101').textContent).toContain('Pagato'),
    );
    expect(within(drawer).getByTestId('service-order-102').textContent).not.toContain('Pagato');
    expect(within(drawer).getByRole('button', { name: /^Pagato il resto \(40,00/ })).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Dividi il conto' }));
    const dialog = await screen.findByRole('dialog', { name: /Dividi il conto di 40,00/ });
    // The paid Carbonara is in no part: one dish left, nothing to split by dishes.
    expect(
      (within(dialog).getByRole('button', { name: 'Per piatti' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    const parts = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\s/g, ' '));
    expect(parts).toEqual(['Parte 120,00 €', 'Parte 220,00 €']);
  });

  it('splits a bill by dishes, takes each part paid, and frees the table once paid', async () => {
    renderService();
    fireEvent.click(await table('5'));
    const drawer = await screen.findByRole('presentation');
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Dividi il conto' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Per piatti' }));
    // Every dish in part 1: not a split yet.
    const split = within(dialog).getByRole('button', { name: 'Dividi' }) as HTMLButtonElement;
    expect(split.disabled).toBe(true);
    const tiramisu = within(dialog).getByRole('group', { name: 'Parte di Tiramisù' });
    // Three parts, the Tiramisù in the third: the second is shown empty, and left out of the split.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Una parte in più' }));
    fireEvent.click(within(tiramisu).getByRole('button', { name: 'Parte 3' }));
    const partText = (number: number) =>
      within(dialog).getByTestId(`split-items-part-${number}`).textContent?.replace(/\s/g, ' ');
    expect([1, 2, 3].map(partText)).toEqual([
      'Parte 160,00 €',
      'Parte 2Nessun piatto',
      'Parte 340,00 €',
    ]);
    // One part less: the Tiramisù goes to the last part left, the second.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Una parte in meno' }));
    expect([1, 2].map(partText)).toEqual(['Parte 160,00 €', 'Parte 240,00 €']);
    expect(split.disabled).toBe(false);
    fireEvent.click(split);
    await screen.findByText('Conto diviso in 2 parti');
    expect(sent.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/seatings/50/split',
      body: { mode: 'items', parts: [{ line_ids: [1] }, { line_ids: [2] }] },
    });
    const second = await within(drawer).findByTestId('service-part-2');
    expect(second.textContent?.replace(/\s/g, ' ')).toBe('Parte 2 · Tiramisù40,00 €Segna pagata');
    fireEvent.click(within(second).getByRole('button', { name: 'Segna pagata' }));
    await screen.findByText('Parte 2 pagata');
    expect(sent.at(-1)?.body).toEqual({ part: 1 });
    await waitFor(() => expect(within(second).getByText('Pagata')).toBeTruthy());
    // The bill is not paid yet: the table cannot be freed, the rest can be taken at once.
    expect(within(drawer).queryByRole('button', { name: 'Libera il tavolo' })).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: /^Pagato il resto \(60,00/ }));
    // Asked first, with what is left to take; nothing is sent before the answer.
    const asked = await screen.findByRole('dialog', { name: 'Conto pagato al tavolo 5?' });
    expect(asked.textContent).toMatch(/Da incassare: 60,00\s€/);
    expect(sent.at(-1)?.body).toEqual({ part: 1 });
    fireEvent.click(within(asked).getByRole('button', { name: 'Sì, pagato' }));
    await screen.findByText('Tavolo 5 pagato: da pulire');
    expect(sent.at(-1)?.body).toEqual({});
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Libera il tavolo' }));
    await screen.findByText('Tavolo 5 libero');
    expect(sent.at(-1)?.path).toBe('/api/seatings/50/free');
    await waitFor(async () =>
      expect((await table('5')).getAttribute('aria-label')).toBe('Tavolo 5, Libero'),
    );
  });

  it('holds another table for a booking: the old one is free again, the new one reserved', async () => {
    renderService();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Tieni un tavolo per Anna Bianchi' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tavoli per Anna Bianchi' });
    const hold = within(dialog).getByRole('button', { name: 'Tieni' }) as HTMLButtonElement;
    expect(hold.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^2 · / }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^6 · / }));
    fireEvent.click(hold);
    await screen.findByText('Tavolo 6 tenuto per Anna Bianchi');
    expect(sent).toEqual([
      { method: 'PUT', path: '/api/bookings/7/tables', body: { table_ids: [6] } },
    ]);
    await waitFor(async () =>
      expect((await table('6')).getAttribute('aria-label')).toMatch(/^Tavolo 6, Prenotato a breve/),
    );
    expect((await table('2')).getAttribute('aria-label')).toBe('Tavolo 2, Libero');
  });

  it('moves a party to another table, its orders with it', async () => {
    renderService();
    fireEvent.click(await table('5'));
    const drawer = await screen.findByRole('presentation');
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Sposta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sposta il tavolo 5' });
    const move = within(dialog).getByRole('button', { name: 'Sposta' }) as HTMLButtonElement;
    // Its own table is chosen: nothing to move yet.
    expect(move.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^6 · / }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^5 · / }));
    fireEvent.click(move);
    await screen.findByText('Spostati al tavolo 6');
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: '/api/seatings/50/tables',
      body: { table_ids: [6] },
    });
    await waitFor(async () =>
      expect((await table('6')).getAttribute('aria-label')).toMatch(
        /^Tavolo 6, Ha ordinato, 4 persone/,
      ),
    );
    expect((await table('5')).getAttribute('aria-label')).toBe('Tavolo 5, Libero');
  });

  it("merges another table's bill, and says so when that party has just left", async () => {
    seatings.push(
      seating({ id: 51, table_ids: [TABLE_IDS.six], party_size: 2, guest_name: 'Verdi' }),
    );
    renderService();
    fireEvent.click(await table('5'));
    const drawer = await screen.findByRole('presentation');
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Unisci conto' }));
    let dialog = await screen.findByRole('dialog', { name: 'Unisci un conto al tavolo 5' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Tavolo 6 · Verdi · 2 persone/ }));
    // Another host frees table 6 meanwhile.
    seatings[1]!.closed_at = new Date().toISOString();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unisci conto' }));
    await within(dialog).findByText(
      'Questo tavolo è già stato liberato o unito a un altro: la pianta è aggiornata.',
    );
    await waitFor(() => expect(within(dialog).queryByRole('radio')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    seatings.push(
      seating({ id: 52, table_ids: [TABLE_IDS.one], party_size: 3, guest_name: 'Neri' }),
    );
    act(() => live.onEvent({ id: '9', type: 'table.updated', payload: { restaurant_id: 1 } }));
    await waitFor(async () =>
      expect((await table('1')).getAttribute('aria-label')).toMatch(/Al tavolo/),
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Unisci conto' }));
    dialog = await screen.findByRole('dialog', { name: 'Unisci un conto al tavolo 5' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Tavolo 1 · Neri/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unisci conto' }));
    await screen.findByText('Conto del tavolo 1 unito al tavolo 5');
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/seatings/50/merge',
      body: { seating_id: 52 },
    });
  });

  it('keeps a party of 0 or 10,000 from being sent', async () => {
    renderService();
    fireEvent.click(await screen.findByRole('button', { name: 'Senza prenotazione' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fai accomodare' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^1 · / }));
    const submit = within(dialog).getByRole('button', {
      name: 'Fai accomodare',
    }) as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
    for (const bad of ['0', '10000', '-3', '']) {
      fireEvent.input(within(dialog).getByLabelText('Altro'), { target: { value: bad } });
      expect(submit.disabled, bad).toBe(true);
    }
    fireEvent.submit(dialog.closest('form') ?? dialog);
    expect(sent).toEqual([]);
  });

  it("reads the service again on another tablet's move, and ignores another restaurant's", async () => {
    renderService();
    await table('1');
    const before = serviceReads;
    act(() => live.onEvent({ id: '1', type: 'table.updated', payload: { restaurant_id: 2 } }));
    act(() => live.onEvent({ id: '2', type: 'gallery.updated', payload: { restaurant_id: 1 } }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(serviceReads).toBe(before);
    seatings.push(seating({ id: 70, table_ids: [TABLE_IDS.six], party_size: 5 }));
    act(() => live.onEvent({ id: '3', type: 'table.updated', payload: { restaurant_id: 1 } }));
    await waitFor(async () =>
      expect((await table('6')).getAttribute('aria-label')).toMatch(
        /^Tavolo 6, Al tavolo, 5 persone/,
      ),
    );
  });
});
