import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import type { Booking } from '@coperto/shared/bookings/booking.schemas';
import type { WaitlistEntry } from '@coperto/shared/bookings/waitlist.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIn } from '../../../shared/lib/dates';
import type { LiveEventMessage } from '../../../shared/lib/live-events';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { GlobalAlert } from '../../../shared/ui/global-alert';
import { initTestI18n } from '../../../test/test-i18n';
import { shiftDate } from '../lib/booking-day';
import {
  booking,
  dayOf,
  jsonResponse,
  MANAGER,
  RESTAURANT,
  romeTime,
  SETTINGS,
  STAFF,
} from '../testing/bookings-fixtures';
import BookingsScreen from './bookings-page';

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

const fetchMock = vi.fn<typeof fetch>();
const today = () => todayIn('Europe/Rome');
let bookings: Booking[] = [];
let settings = SETTINGS;
let waitlist: WaitlistEntry[] = [];
/** The places free at the waitlist's time, for the manual offer. */
let waitlistRoom = 2;
/** The tables held for today's bookings, as the service read answers them. */
let held: Record<number, number[]> = {};

function floorTable(id: number, name: string, areaId: number) {
  return {
    id,
    area_id: areaId,
    name,
    seats_min: 2,
    seats_max: 4,
    shape: 'square',
    x: 0,
    y: 0,
    width: 2,
    height: 2,
    rotation: 0,
    active: true,
    qr_token: `token-${id}`,
    neighbour_ids: [],
  };
}
const FLOOR = {
  restaurant_id: 1,
  grid: { columns: 24, rows: 16 },
  areas: [
    {
      id: 1,
      name: 'Sala',
      position: 0,
      tables: [floorTable(10, 'T1', 1), floorTable(11, 'T2', 1)],
    },
    { id: 2, name: 'Dehors', position: 1, tables: [floorTable(20, 'D1', 2)] },
  ],
};

function waitlistEntry(
  fields: Partial<WaitlistEntry> & Pick<WaitlistEntry, 'id' | 'status' | 'name'>,
): WaitlistEntry {
  return {
    restaurant_id: 1,
    party_size: 2,
    starts_at: romeTime(today(), '20:30'),
    email: `${fields.name.split(' ')[0]!.toLowerCase()}@example.com`,
    phone: '',
    language: 'it',
    notes: '',
    offered_at: null,
    offer_expires_at: null,
    offered_by_name: null,
    offer_over_capacity: false,
    booking_id: null,
    created_at: new Date().toISOString(),
    ...fields,
  };
}

function todaysBook(): Booking[] {
  const date = today();
  return [
    booking({
      id: 1,
      status: 'requested',
      name: 'Anna Rossi',
      starts_at: romeTime(date, '13:00'),
      party_size: 4,
      notes: 'Compleanno',
      guest: { id: 1, visits_count: 3, no_shows_count: 1, notes: 'Celiachia' },
    }),
    booking({
      id: 2,
      status: 'confirmed',
      name: 'Bruno Verdi',
      starts_at: romeTime(date, '20:30'),
      party_size: 2,
      phone: '+39 02 1234 5678',
    }),
    booking({
      id: 3,
      status: 'cancelled',
      name: 'Carla Neri',
      starts_at: romeTime(date, '21:00'),
      party_size: 6,
      reason: 'Chiesto dal cliente',
    }),
  ];
}

/** The bookings API as the day view reads it: the day's list, one booking, the moves, a new one. */
function serve() {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/restaurant/1') return jsonResponse(200, RESTAURANT);
    if (url.pathname === '/api/booking-settings/1') return jsonResponse(200, settings);
    if (url.pathname === '/api/floor/1') return jsonResponse(200, FLOOR);
    if (url.pathname === '/api/floor/1/booking-tables') {
      const date = url.searchParams.get('date') ?? '';
      return jsonResponse(
        200,
        bookings
          .filter(
            (one) => held[one.id] && todayIn('Europe/Rome', Date.parse(one.starts_at)) === date,
          )
          .map((one) => ({ booking_id: one.id, table_ids: held[one.id] })),
      );
    }
    if (url.pathname === '/api/floor/1/service') {
      return jsonResponse(200, {
        restaurant_id: 1,
        date: today(),
        now: new Date().toISOString(),
        grid: FLOOR.grid,
        areas: [],
        seatings: [],
        bookings: bookings
          .filter((one) => ['requested', 'confirmed'].includes(one.status))
          .map((one) => ({
            id: one.id,
            status: one.status,
            party_size: one.party_size,
            starts_at: one.starts_at,
            ends_at: one.ends_at,
            name: one.name,
            phone: one.phone,
            notes: one.notes,
            guest_notes: one.guest?.notes ?? '',
            table_ids: held[one.id] ?? [],
          })),
      });
    }
    if (url.pathname === '/api/booking-waitlist') {
      const date = url.searchParams.get('date') ?? today();
      return jsonResponse(200, {
        date,
        items: waitlist.filter((one) => todayIn('Europe/Rome', Date.parse(one.starts_at)) === date),
      });
    }
    const offer = /^\/api\/booking-waitlist\/(\d+)\/offer$/.exec(url.pathname);
    if (offer && method === 'POST') {
      const index = waitlist.findIndex((one) => one.id === Number(offer[1]));
      const { over_capacity } = JSON.parse(String(init?.body)) as { over_capacity: boolean };
      const full = waitlist[index]!.party_size > waitlistRoom;
      if (full && !over_capacity) {
        return jsonResponse(409, {
          detail: 'Full',
          code: 'CONFLICT',
          fields: { starts_at: 'slot_full' },
        });
      }
      waitlist[index] = {
        ...waitlist[index]!,
        status: 'offered',
        offered_at: new Date().toISOString(),
        offer_expires_at: romeTime(today(), '18:45'),
        offered_by_name: 'Marco Bianchi',
        offer_over_capacity: full,
      };
      return jsonResponse(200, waitlist[index]);
    }
    const line = /^\/api\/booking-waitlist\/(\d+)$/.exec(url.pathname);
    if (line && method === 'DELETE') {
      const index = waitlist.findIndex((one) => one.id === Number(line[1]));
      if (index < 0 || !['waiting', 'offered'].includes(waitlist[index]!.status)) {
        return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
      }
      waitlist[index] = { ...waitlist[index]!, status: 'removed' };
      return jsonResponse(200, waitlist[index]);
    }
    if (url.pathname === '/api/bookings' && method === 'GET') {
      const date = url.searchParams.get('date') ?? today();
      const status = url.searchParams.get('status');
      const search = url.searchParams.get('search')?.toLowerCase();
      const found = bookings.filter(
        (one) =>
          todayIn('Europe/Rome', Date.parse(one.starts_at)) === date &&
          (!status || one.status === status) &&
          (!search || one.name.toLowerCase().includes(search) || one.phone.includes(search)),
      );
      return jsonResponse(200, dayOf(date, found));
    }
    if (url.pathname === '/api/bookings' && method === 'POST') {
      const body = JSON.parse(String(init?.body));
      const created = booking({
        id: 99,
        status: body.source === 'walk_in' ? 'seated' : 'confirmed',
        source: body.source,
        name: body.guest.name,
        phone: body.guest.phone ?? '',
        party_size: body.party_size,
        starts_at: body.starts_at ?? new Date().toISOString(),
      });
      bookings = [...bookings, created];
      return jsonResponse(201, created);
    }
    if (url.pathname === '/api/booking/trattoria-key/availability') {
      return jsonResponse(200, {
        date: url.searchParams.get('date'),
        time_zone: 'Europe/Rome',
        party_size: Number(url.searchParams.get('party_size')),
        call_instead: false,
        times: [
          { start: romeTime(url.searchParams.get('date') ?? today(), '19:30'), remaining: 10 },
          { start: romeTime(url.searchParams.get('date') ?? today(), '20:00'), remaining: 4 },
        ],
      });
    }
    const tables = /^\/api\/bookings\/(\d+)\/tables$/.exec(url.pathname);
    if (tables && method === 'PUT') {
      const id = Number(tables[1]);
      const ids = (JSON.parse(String(init?.body)) as { table_ids: number[] }).table_ids;
      // Table T2 is held by another booking at that time.
      if (ids.includes(11)) {
        return jsonResponse(409, {
          detail: 'Another booking holds one of these tables at that time',
          code: 'CONFLICT',
          fields: { table_ids: 'table_held' },
        });
      }
      held = { ...held, [id]: ids };
      return jsonResponse(200, { booking_id: id, table_ids: ids });
    }
    const notes = /^\/api\/bookings\/(\d+)\/guest-notes$/.exec(url.pathname);
    if (notes && method === 'PUT') {
      const body = JSON.parse(String(init?.body));
      const index = bookings.findIndex((one) => one.id === Number(notes[1]));
      const changed = booking({
        ...bookings[index]!,
        guest: { ...bookings[index]!.guest!, notes: body.notes },
      });
      bookings[index] = changed;
      return jsonResponse(200, changed);
    }
    const move = /^\/api\/bookings\/(\d+)\/status$/.exec(url.pathname);
    if (move) {
      const body = JSON.parse(String(init?.body));
      const index = bookings.findIndex((one) => one.id === Number(move[1]));
      const moved = booking({ ...bookings[index]!, status: body.to, reason: body.reason ?? null });
      bookings[index] = moved;
      return jsonResponse(200, moved);
    }
    const one = /^\/api\/bookings\/(\d+)$/.exec(url.pathname);
    if (one && method === 'PUT') {
      const body = JSON.parse(String(init?.body));
      // 22:45 is after the kitchen closes; 19:30 has no room for six.
      if (body.starts_at === romeTime(today(), '22:45')) {
        return jsonResponse(422, {
          detail: 'Outside the hours',
          code: 'VALIDATION',
          fields: { starts_at: 'time_unavailable' },
        });
      }
      if (body.party_size === 6) {
        return jsonResponse(422, {
          detail: 'Full',
          code: 'VALIDATION',
          fields: { starts_at: 'slot_full' },
        });
      }
      const index = bookings.findIndex((candidate) => candidate.id === Number(one[1]));
      const changed = booking({ ...bookings[index]!, ...body });
      bookings[index] = changed;
      return jsonResponse(200, changed);
    }
    const found = bookings.find((candidate) => candidate.id === Number(one?.[1]));
    if (found) return jsonResponse(200, found);
    return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
  });
}

const calls = (pathname: string, method = 'GET') =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      new URL(String(input)).pathname === pathname && (init?.method ?? 'GET') === method,
  );
const lastDayQuery = () =>
  Object.fromEntries(new URL(String(calls('/api/bookings').at(-1)?.[0])).searchParams);

function renderDay(user: CurrentUser = MANAGER) {
  session.user = user;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/bookings']}>
        <Routes>
          <Route path="/dashboard/bookings/*" element={<BookingsScreen />} />
        </Routes>
      </MemoryRouter>
      <GlobalAlert />
      <ConfirmDialog />
    </QueryClientProvider>,
  );
}

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  bookings = todaysBook();
  settings = SETTINGS;
  waitlist = [];
  waitlistRoom = 2;
  held = {};
  fetchMock.mockReset();
  serve();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the bookings day view', () => {
  it("lists today's bookings by service with their covers, notes, allergies and the guest's record", async () => {
    renderDay();
    const lunch = await screen.findByRole('region', { name: 'Pranzo' });
    const dinner = screen.getByRole('region', { name: 'Cena' });
    expect(within(lunch).getByText('Anna Rossi')).toBeTruthy();
    expect(within(lunch).getByText('13:00')).toBeTruthy();
    expect(within(lunch).getByText('4 persone')).toBeTruthy();
    expect(within(lunch).getByText('Compleanno')).toBeTruthy();
    expect(within(lunch).getByText('Celiachia')).toBeTruthy();
    expect(within(lunch).getByText('3 visite')).toBeTruthy();
    expect(within(lunch).getByText(/1 mancata presenza/)).toBeTruthy();
    expect(within(dinner).getByText('Bruno Verdi')).toBeTruthy();
    expect(
      within(dinner).getByRole('link', { name: 'Chiama Bruno Verdi' }).getAttribute('href'),
    ).toBe('tel:+390212345678');
    // Cancelled covers are given back: dinner holds Bruno's 2, not Carla's 6.
    expect(within(dinner).getByText('2 coperti')).toBeTruthy();
    const summary = screen.getByRole('status', { name: 'Coperti per servizio' });
    expect(within(summary).getByText('6 coperti')).toBeTruthy();
    expect(lastDayQuery()).toMatchObject({
      restaurant_id: '1',
      date: today(),
      orderByColumn: 'starts_at',
      orderByType: 'asc',
    });
  });

  it('offers only the moves the state machine allows, and approves in one tap', async () => {
    renderDay();
    const anna = await screen.findByRole('group', { name: 'Azioni per Anna Rossi' });
    expect(
      within(anna)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approva', 'Annulla']);
    const bruno = screen.getByRole('group', { name: 'Azioni per Bruno Verdi' });
    expect(
      within(bruno)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Fai accomodare', 'Non presentato', 'Annulla']);
    // Cancelled: nothing left to do.
    expect(screen.queryByRole('group', { name: 'Azioni per Carla Neri' })).toBeNull();
    await userEvent.click(within(anna).getByRole('button', { name: 'Approva' }));
    expect(await screen.findByText('Prenotazione di Anna Rossi approvata')).toBeTruthy();
    expect(JSON.parse(String(calls('/api/bookings/1/status', 'POST')[0]?.[1]?.body))).toEqual({
      to: 'confirmed',
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Azioni per Anna Rossi' }))
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Fai accomodare', 'Non presentato', 'Annulla']),
    );
  });

  it('cancels only with a reason the guest reads', async () => {
    renderDay();
    const bruno = await screen.findByRole('group', { name: 'Azioni per Bruno Verdi' });
    await userEvent.click(within(bruno).getByRole('button', { name: 'Annulla' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Annulla la prenotazione di Bruno Verdi',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Annulla prenotazione' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Cucina chiusa per guasto');
    await userEvent.click(confirm);
    expect(await screen.findByText('Prenotazione di Bruno Verdi annullata')).toBeTruthy();
    expect(JSON.parse(String(calls('/api/bookings/2/status', 'POST')[0]?.[1]?.body))).toEqual({
      to: 'cancelled',
      reason: 'Cucina chiusa per guasto',
    });
  });

  it('reads the day again when a booking event of this restaurant arrives, not for another', async () => {
    renderDay();
    await screen.findByRole('button', { name: 'Dettagli di Anna Rossi' });
    const reads = calls('/api/bookings').length;
    bookings.push(
      booking({
        id: 4,
        status: 'confirmed',
        name: 'Dario Blu',
        starts_at: romeTime(today(), '21:30'),
      }),
    );
    act(() =>
      live.onEvent({
        id: '1',
        type: 'booking.created',
        payload: { booking_id: 9, restaurant_id: 2 },
      }),
    );
    act(() => live.onEvent({ id: '2', type: 'order.created', payload: { restaurant_id: 1 } }));
    expect(calls('/api/bookings').length).toBe(reads);
    act(() =>
      live.onEvent({
        id: '3',
        type: 'booking.created',
        payload: { booking_id: 4, restaurant_id: 1 },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Dettagli di Dario Blu' })).toBeTruthy();
  });

  it('moves between days, filters by status and searches by name or phone', async () => {
    renderDay();
    await screen.findByRole('button', { name: 'Dettagli di Anna Rossi' });
    await userEvent.click(screen.getByRole('button', { name: 'Giorno dopo' }));
    expect(await screen.findByText('Nessuna prenotazione per questo giorno.')).toBeTruthy();
    expect(lastDayQuery().date).toBe(shiftDate(today(), 1));
    await userEvent.click(screen.getByRole('button', { name: 'Oggi' }));
    await screen.findByRole('button', { name: 'Dettagli di Anna Rossi' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Stato' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Confermata' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Dettagli di Anna Rossi' })).toBeNull(),
    );
    expect(lastDayQuery().status).toBe('confirmed');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cerca nome o telefono' }), 'zzz');
    expect(await screen.findByText('Nessuna prenotazione corrisponde ai filtri.')).toBeTruthy();
    expect(lastDayQuery().search).toBe('zzz');
  });

  it('opens a booking with its history in the drawer', async () => {
    bookings[0] = booking({
      ...bookings[0]!,
      events: [
        {
          from_status: null,
          to_status: 'requested',
          reason: null,
          changed: null,
          at: new Date(Date.now() - 7_200_000).toISOString(),
          by: null,
        },
        {
          from_status: null,
          to_status: 'requested',
          reason: null,
          changed: { party_size: { from: 2, to: 4 } },
          at: new Date(Date.now() - 3_600_000).toISOString(),
          by: null,
        },
      ],
    });
    renderDay();
    await userEvent.click(await screen.findByRole('button', { name: 'Dettagli di Anna Rossi' }));
    const drawer = await screen.findByRole('presentation');
    expect(await within(drawer).findByText('Storico')).toBeTruthy();
    expect(within(drawer).getByText('Creata (Da approvare)')).toBeTruthy();
    expect(within(drawer).getByText('Modificata: persone')).toBeTruthy();
    expect(within(drawer).getByText('guest@example.com')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Approva' })).toBeTruthy();
    // The guest's notes are the restaurant's, kept on the guest: every booking of theirs shows them.
    const guestNotes = within(drawer).getByLabelText('Note sul cliente');
    await userEvent.clear(guestNotes);
    await userEvent.type(guestNotes, 'Celiachia, niente glutine');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Salva le note' }));
    expect(await screen.findByText('Note su Anna Rossi salvate')).toBeTruthy();
    expect(JSON.parse(String(calls('/api/bookings/1/guest-notes', 'PUT')[0]?.[1]?.body))).toEqual({
      notes: 'Celiachia, niente glutine',
    });
    const row = screen.getByTestId('booking-1');
    expect(await within(row).findByText('Celiachia, niente glutine')).toBeTruthy();
  });

  it('takes a phone booking in a few taps at a free time, with an Idempotency-Key', async () => {
    renderDay();
    await screen.findByRole('button', { name: 'Dettagli di Anna Rossi' });
    await userEvent.click(screen.getByRole('button', { name: 'Nuova prenotazione' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '4' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: '20:00' }));
    await userEvent.type(within(dialog).getByLabelText(/Nome/), 'Elena Gialli');
    await userEvent.type(within(dialog).getByLabelText('Telefono'), '+39 333 000 1111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva prenotazione' }));
    expect(await screen.findByText('Prenotazione di Elena Gialli salvata')).toBeTruthy();
    const [, init] = calls('/api/bookings', 'POST')[0]!;
    expect(new Headers(init?.headers).get('idempotency-key')).toBeTruthy();
    expect(JSON.parse(String(init?.body))).toMatchObject({
      restaurant_id: 1,
      source: 'phone',
      party_size: 4,
      starts_at: romeTime(today(), '20:00'),
      guest: { name: 'Elena Gialli', phone: '+39 333 000 1111' },
    });
    expect(await screen.findByRole('button', { name: 'Dettagli di Elena Gialli' })).toBeTruthy();
  });

  it('seats a walk-in now with no time asked', async () => {
    renderDay();
    await screen.findByRole('button', { name: 'Dettagli di Anna Rossi' });
    await userEvent.click(screen.getByRole('button', { name: 'Nuova prenotazione' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Senza prenotazione, adesso' }),
    );
    expect(within(dialog).queryByLabelText('Orario')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText(/Nome/), 'Franco');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fai accomodare' }));
    expect(await screen.findByText('Franco è al tavolo')).toBeTruthy();
    const body = JSON.parse(String(calls('/api/bookings', 'POST')[0]?.[1]?.body));
    expect(body).toMatchObject({ source: 'walk_in', guest: { name: 'Franco' } });
    expect(body.starts_at).toBeUndefined();
  });

  it('shows staff the day and its moves; a restaurant with online bookings off says so', async () => {
    settings = { ...SETTINGS, enabled: false };
    renderDay(STAFF);
    expect(await screen.findByText(/Le prenotazioni online sono spente/)).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'Azioni per Anna Rossi' })).toBeTruthy();
    // Staff read the settings but may not change them: no shortcut to them here.
    expect(screen.queryByRole('link', { name: 'Impostazioni' })).toBeNull();
  });

  describe('changing a booking from the drawer', () => {
    async function openEdit(name: string) {
      await userEvent.click(await screen.findByRole('button', { name: `Dettagli di ${name}` }));
      const drawer = await screen.findByRole('presentation');
      await userEvent.click(await within(drawer).findByRole('button', { name: 'Modifica' }));
      return within(drawer).getByRole('form', { name: `Modifica la prenotazione di ${name}` });
    }

    it('changes the time, party and notes, sending only what changed, and the day reads it', async () => {
      renderDay();
      const form = await openEdit('Bruno Verdi');
      // As the booking is: 2 people at 20:30 today.
      expect((within(form).getByLabelText('Orario') as HTMLInputElement).value).toBe('20:30');
      expect((within(form).getByLabelText('Giorno') as HTMLInputElement).value).toBe(today());
      await userEvent.click(within(form).getByRole('button', { name: '4' }));
      await userEvent.click(await within(form).findByRole('button', { name: '19:30' }));
      await userEvent.type(within(form).getByLabelText(/Note/), 'Tavolo in veranda');
      await userEvent.click(within(form).getByRole('button', { name: 'Salva le modifiche' }));
      expect(await screen.findByText('Prenotazione di Bruno Verdi modificata')).toBeTruthy();
      expect(JSON.parse(String(calls('/api/bookings/2', 'PUT')[0]?.[1]?.body))).toEqual({
        starts_at: romeTime(today(), '19:30'),
        party_size: 4,
        notes: 'Tavolo in veranda',
      });
      // Back to the booking's page, changed; the row on the day too.
      const drawer = screen.getByRole('presentation');
      await waitFor(() => expect(within(drawer).queryByTestId('booking-edit-form')).toBeNull());
      expect(within(drawer).getByText('Tavolo in veranda')).toBeTruthy();
      const row = screen.getByTestId('booking-2');
      expect(await within(row).findByText('19:30')).toBeTruthy();
      expect(within(row).getByText('4 persone')).toBeTruthy();
    });

    it("puts the API's refusals on the time, keeps what was typed, and sends nothing unchanged", async () => {
      renderDay();
      const form = await openEdit('Bruno Verdi');
      const time = within(form).getByLabelText('Orario');
      await userEvent.clear(time);
      await userEvent.type(time, '22:45');
      await userEvent.click(within(form).getByRole('button', { name: 'Salva le modifiche' }));
      expect(
        await within(form).findByText("Il ristorante non accetta prenotazioni a quell'orario."),
      ).toBeTruthy();
      await userEvent.clear(time);
      await userEvent.type(time, '20:30');
      await userEvent.click(within(form).getByRole('button', { name: '6' }));
      await userEvent.click(within(form).getByRole('button', { name: 'Salva le modifiche' }));
      expect(
        await within(form).findByText("Quell'orario è pieno: scegline un altro."),
      ).toBeTruthy();
      expect((time as HTMLInputElement).value).toBe('20:30');
      // A time that is no time is said before anything is sent.
      await userEvent.clear(time);
      await userEvent.type(time, '25:99');
      await userEvent.click(within(form).getByRole('button', { name: 'Salva le modifiche' }));
      expect(await within(form).findByText("Scrivi l'orario come 20:30")).toBeTruthy();
      expect(calls('/api/bookings/2', 'PUT')).toHaveLength(2);
      // Nothing changed: nothing sent, back to the booking.
      await userEvent.clear(time);
      await userEvent.type(time, '20:30');
      await userEvent.click(within(form).getByRole('button', { name: '2' }));
      await userEvent.click(within(form).getByRole('button', { name: 'Salva le modifiche' }));
      await waitFor(() => expect(screen.queryByTestId('booking-edit-form')).toBeNull());
      expect(calls('/api/bookings/2', 'PUT')).toHaveLength(2);
    });

    it('offers no change once the booking is over or cancelled', async () => {
      renderDay(STAFF);
      await userEvent.click(await screen.findByRole('button', { name: 'Dettagli di Carla Neri' }));
      const drawer = await screen.findByRole('presentation');
      await within(drawer).findByText('Storico');
      expect(within(drawer).queryByRole('button', { name: 'Modifica' })).toBeNull();
    });
  });

  describe("the day's waitlist", () => {
    const offeredUntil = romeTime(today(), '18:15');
    beforeEach(() => {
      waitlist = [
        waitlistEntry({
          id: 11,
          status: 'offered',
          name: 'Gianni Viola',
          party_size: 4,
          phone: '+39 340 111 2222',
          offered_at: new Date().toISOString(),
          offer_expires_at: offeredUntil,
        }),
        waitlistEntry({ id: 12, status: 'waiting', name: 'Ida Rosa', notes: 'Seggiolone' }),
        waitlistEntry({
          id: 13,
          status: 'expired',
          name: 'Luca Grigi',
          starts_at: romeTime(today(), '13:00'),
        }),
      ];
    });

    it('lists who waits for which time, with the party and where each stands', async () => {
      renderDay();
      const panel = await screen.findByRole('region', { name: "Lista d'attesa" });
      expect(within(panel).getByText('2 in lista')).toBeTruthy();
      const gianni = within(panel).getByTestId('waitlist-entry-11');
      expect(within(gianni).getByText('20:30')).toBeTruthy();
      expect(within(gianni).getByText('4 persone')).toBeTruthy();
      expect(within(gianni).getByTestId('waitlist-status').textContent).toBe(
        'Posto offerto fino alle 18:15',
      );
      expect(
        within(gianni).getByRole('link', { name: 'Chiama Gianni Viola' }).getAttribute('href'),
      ).toBe('tel:+393401112222');
      const ida = within(panel).getByTestId('waitlist-entry-12');
      expect(within(ida).getByTestId('waitlist-status').textContent).toBe('In attesa');
      expect(within(ida).getByText('Seggiolone')).toBeTruthy();
      // An expired offer is history: shown, with nothing to do.
      const luca = within(panel).getByTestId('waitlist-entry-13');
      expect(within(luca).getByTestId('waitlist-status').textContent).toBe('Offerta scaduta');
      expect(within(luca).queryByRole('button')).toBeNull();
      expect(
        Object.fromEntries(new URL(String(calls('/api/booking-waitlist')[0]?.[0])).searchParams),
      ).toEqual({ restaurant_id: '1', date: today() });
    });

    it('takes a guest out after asking once more, and the line reads again', async () => {
      renderDay(STAFF);
      const panel = await screen.findByRole('region', { name: "Lista d'attesa" });
      await userEvent.click(
        within(panel).getByRole('button', { name: "Togli Ida Rosa dalla lista d'attesa" }),
      );
      const dialog = await screen.findByRole('dialog', {
        name: "Togliere Ida Rosa dalla lista d'attesa?",
      });
      expect(within(dialog).getByText(/Non riceverà più offerte per le 20:30/)).toBeTruthy();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Togli dalla lista' }));
      expect(await screen.findByText("Ida Rosa tolto dalla lista d'attesa")).toBeTruthy();
      expect(calls('/api/booking-waitlist/12', 'DELETE')).toHaveLength(1);
      await waitFor(() =>
        expect(
          within(screen.getByTestId('waitlist-entry-12')).getByTestId('waitlist-status')
            .textContent,
        ).toBe('Tolto dalla lista'),
      );
      expect(within(panel).getByText('1 in lista')).toBeTruthy();
    });

    it('offers a waiting guest the place by hand, asking first when the time is full', async () => {
      renderDay(STAFF);
      const panel = await screen.findByRole('region', { name: "Lista d'attesa" });
      // Already offered, or out of the line: no offer button.
      expect(
        within(screen.getByTestId('waitlist-entry-11')).queryByRole('button', {
          name: /Offri il posto/,
        }),
      ).toBeNull();
      expect(within(screen.getByTestId('waitlist-entry-13')).queryByRole('button')).toBeNull();
      // Room for the pair: offered at once, no question.
      await userEvent.click(
        within(panel).getByRole('button', { name: 'Offri il posto a Ida Rosa via email' }),
      );
      expect(
        await screen.findByText("Posto offerto a Ida Rosa: riceve l'email per accettarlo"),
      ).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
      const ida = screen.getByTestId('waitlist-entry-12');
      await waitFor(() =>
        expect(within(ida).getByTestId('waitlist-status').textContent).toBe(
          'Posto offerto fino alle 18:45',
        ),
      );
      expect(within(ida).getByTestId('waitlist-offered-by').textContent).toBe(
        'Offerto a mano da Marco Bianchi',
      );

      // A party of four at a full time: the host is asked before a table is squeezed in.
      waitlist.push(waitlistEntry({ id: 15, status: 'waiting', name: 'Pia Verdi', party_size: 4 }));
      act(() =>
        live.onEvent({ id: '6', type: 'booking.waitlist-changed', payload: { restaurant_id: 1 } }),
      );
      await userEvent.click(
        await within(panel).findByRole('button', { name: 'Offri il posto a Pia Verdi via email' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Le 20:30 sono al completo' });
      expect(within(dialog).getByText(/non c'è posto per 4 persone/)).toBeTruthy();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Offri comunque' }));
      const pia = await screen.findByTestId('waitlist-entry-15');
      await waitFor(() =>
        expect(within(pia).getByTestId('waitlist-offered-by').textContent).toBe(
          'Offerto a mano da Marco Bianchi, oltre la capienza',
        ),
      );
      const offers = calls('/api/booking-waitlist/15/offer', 'POST').map((call) =>
        JSON.parse(String((call[1] as RequestInit).body)),
      );
      expect(offers).toEqual([{ over_capacity: false }, { over_capacity: true }]);
    });

    it('says so when the entry moved on meanwhile', async () => {
      renderDay();
      const panel = await screen.findByRole('region', { name: "Lista d'attesa" });
      waitlist[1] = { ...waitlist[1]!, status: 'booked' };
      await userEvent.click(
        within(panel).getByRole('button', { name: "Togli Ida Rosa dalla lista d'attesa" }),
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Togli dalla lista' }));
      expect(await screen.findByText(/la lista è cambiata nel frattempo/)).toBeTruthy();
      await waitFor(() =>
        expect(
          within(screen.getByTestId('waitlist-entry-12')).getByTestId('waitlist-status')
            .textContent,
        ).toBe('Ha prenotato'),
      );
    });

    it("reads the line again on the line's live event, and shows nothing on a day nobody waited for", async () => {
      renderDay();
      await screen.findByRole('region', { name: "Lista d'attesa" });
      waitlist.push(waitlistEntry({ id: 14, status: 'waiting', name: 'Marta Blu' }));
      act(() =>
        live.onEvent({
          id: '5',
          type: 'booking.waitlist-changed',
          payload: { restaurant_id: 1 },
        }),
      );
      expect(await screen.findByTestId('waitlist-entry-14')).toBeTruthy();
      expect(screen.getByText('3 in lista')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Giorno dopo' }));
      await screen.findByText('Nessuna prenotazione per questo giorno.');
      expect(screen.queryByRole('region', { name: "Lista d'attesa" })).toBeNull();
    });
  });

  describe('the timeline by table', () => {
    it("draws today's bookings at the tables held for them, the rest at no table, and a bar opens the booking", async () => {
      held = { 2: [11] };
      renderDay();
      await screen.findByRole('button', { name: 'Dettagli di Anna Rossi' });
      await userEvent.click(screen.getByRole('button', { name: 'Per tavolo' }));
      const timeline = await screen.findByRole('region', { name: 'Prenotazioni per tavolo' });
      expect(within(timeline).getByText('Sala')).toBeTruthy();
      expect(within(timeline).getByText('Dehors')).toBeTruthy();
      const t2 = await within(timeline).findByRole('list', { name: 'Tavolo T2' });
      await waitFor(() =>
        expect(within(t2).getByRole('button').getAttribute('aria-label')).toBe(
          'Bruno Verdi, 2 persone, 20:30–22:30, Confermata',
        ),
      );
      expect(
        within(within(timeline).getByRole('list', { name: 'Tavolo T1' })).queryAllByRole(
          'listitem',
        ),
      ).toHaveLength(0);
      // Anna has no table yet; Carla cancelled and holds nothing.
      const none = within(timeline).getByRole('list', { name: 'Senza tavolo' });
      expect(
        within(none)
          .getAllByRole('button')
          .map((bar) => bar.getAttribute('aria-label')),
      ).toEqual(['Anna Rossi, 4 persone, 13:00–15:00, Da approvare']);
      // The hours run from the first arrival to the last departure.
      expect(within(timeline).getByText('13:00')).toBeTruthy();
      expect(within(timeline).getByText('22:00')).toBeTruthy();
      await userEvent.click(within(t2).getByRole('button'));
      const drawer = await screen.findByRole('presentation');
      expect(await within(drawer).findByText('Storico')).toBeTruthy();
      expect(within(drawer).getByRole('heading', { name: 'Bruno Verdi' })).toBeTruthy();
    });

    it("moves a bar when a table's live event comes, and draws another day's bookings at the tables they hold", async () => {
      renderDay();
      await screen.findByRole('button', { name: 'Dettagli di Anna Rossi' });
      await userEvent.click(screen.getByRole('button', { name: 'Per tavolo' }));
      const timeline = await screen.findByRole('region', { name: 'Prenotazioni per tavolo' });
      const d1 = within(timeline).getByRole('list', { name: 'Tavolo D1' });
      expect(within(d1).queryAllByRole('listitem')).toHaveLength(0);
      held = { 1: [20] };
      act(() => live.onEvent({ id: '7', type: 'table.updated', payload: { restaurant_id: 1 } }));
      await waitFor(() => expect(within(d1).getAllByRole('listitem')).toHaveLength(1));
      expect(within(d1).getByRole('button').getAttribute('aria-label')).toContain('Anna Rossi');
      expect(calls('/api/floor/1/service')).toHaveLength(2);
      // Tomorrow's booking held at T1: another day reads the tables its bookings hold.
      const tomorrow = shiftDate(today(), 1);
      bookings = [
        ...bookings,
        booking({
          id: 9,
          status: 'confirmed',
          name: 'Dario Neri',
          starts_at: romeTime(tomorrow, '20:00'),
          party_size: 3,
        }),
      ];
      held = { 9: [10] };
      await userEvent.click(screen.getByRole('button', { name: 'Giorno dopo' }));
      const t1 = await within(timeline).findByRole('list', { name: 'Tavolo T1' });
      await waitFor(() => expect(within(t1).getAllByRole('listitem')).toHaveLength(1));
      expect(within(t1).getByRole('button').getAttribute('aria-label')).toContain('Dario Neri');
      expect(String(calls('/api/floor/1/booking-tables')[0]?.[0])).toContain(`date=${tomorrow}`);
      expect(calls('/api/floor/1/service')).toHaveLength(2);

      // The drawer's "Tavoli" holds tables for tomorrow's booking; the API's refusal is said.
      await userEvent.click(within(t1).getByRole('button'));
      const drawer = await screen.findByRole('presentation');
      const form = await within(drawer).findByRole('form', { name: 'Tavoli' });
      const chip = (name: string) => within(form).getByRole('button', { name: `Tavolo ${name}` });
      await waitFor(() => expect(chip('T1').getAttribute('aria-pressed')).toBe('true'));
      const save = within(form).getByRole('button', { name: 'Tieni i tavoli' });
      expect((save as HTMLButtonElement).disabled).toBe(true);
      await userEvent.click(chip('T2'));
      await userEvent.click(save);
      expect(await within(form).findByText(/già tenuto per un'altra prenotazione/)).toBeTruthy();
      expect(held).toEqual({ 9: [10] });
      await userEvent.click(chip('T2'));
      await userEvent.click(chip('D1'));
      await userEvent.click(within(form).getByRole('button', { name: 'Tieni i tavoli' }));
      expect(await screen.findByText('Tavoli tenuti per Dario Neri')).toBeTruthy();
      expect(held).toEqual({ 9: [10, 20] });
      const puts = calls('/api/bookings/9/tables', 'PUT');
      expect(puts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
        { table_ids: [10, 11] },
        { table_ids: [10, 20] },
      ]);
    });
  });
});
