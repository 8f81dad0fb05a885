import type { PublicBooking, PublicBookingInfo } from '@coperto/shared/bookings/booking.schemas';
import type { OpeningTimes } from '@coperto/shared/restaurants/opening-times.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import { BookingManage, type ManageAction } from './booking-manage';

const PUBLIC_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const DINNER = [{ open: '19:00', close: '23:00' }];
const HOURS = {
  weekly: {
    mon: DINNER,
    tue: DINNER,
    wed: DINNER,
    thu: DINNER,
    fri: DINNER,
    sat: DINNER,
    sun: DINNER,
  },
  exceptions: [],
} as unknown as OpeningTimes;
const NOW = Date.parse('2026-12-20T09:00:00Z');
const INFO: PublicBookingInfo = {
  available: true,
  closed_reason: null,
  time_zone: 'Europe/Rome',
  max_party_online: 6,
  days_ahead: 30,
  cutoff_minutes: 120,
  phone_number: '+39 06 1234 5678',
  cancellation_policy: {},
};

function booking(changes: Partial<PublicBooking> = {}): PublicBooking {
  return {
    public_id: PUBLIC_ID,
    status: 'confirmed',
    party_size: 2,
    // Tuesday 22 December 2026, 20:00 in Rome.
    starts_at: '2026-12-22T19:00:00.000Z',
    ends_at: '2026-12-22T20:30:00.000Z',
    name: 'Anna Ospite',
    notes: 'Seggiolone',
    language: 'it',
    reason: null,
    guest_confirmed_at: null,
    manageable: true,
    manage_until: '2026-12-22T17:00:00.000Z',
    restaurant: {
      name: 'Trattoria Demo',
      phone_number: '+39 06 1234 5678',
      public_key: 'pk-demo',
      time_zone: 'Europe/Rome',
      cancellation_policy: { it: 'Disdetta gratuita fino a 2 ore prima.' },
    },
    events: [],
    ...changes,
  };
}

interface Call {
  method: string;
  url: string;
  body: unknown;
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The booking's calls answer from `answers` by method; availability offers 19:00–21:00. */
function serve(answers: Partial<Record<string, () => Response>>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url.includes('/availability')) {
        const query = new URL(url).searchParams;
        return json(200, {
          date: query.get('date'),
          time_zone: 'Europe/Rome',
          party_size: Number(query.get('party_size')),
          call_instead: false,
          times: ['18:00', '18:30', '19:30'].map((clock) => ({
            start: `${query.get('date')}T${clock}:00.000Z`,
            remaining: 10,
          })),
        });
      }
      const key = url.endsWith('/confirm') || url.includes('/confirm?') ? 'confirm' : method;
      return (answers[key.toLowerCase()] ?? (() => json(500, {})))();
    }),
  );
  return calls;
}

function renderManage(action: ManageAction = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onActionHandled = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <BookingManage
        publicId={PUBLIC_ID}
        restaurant={{
          name: 'Trattoria Demo',
          public_key: 'pk-demo',
          time_zone: 'Europe/Rome',
          opening_times: HOURS,
          phone_number: '+39 06 1234 5678',
          language: ['it', 'en'],
          address: 'Via del Corso 12, 00186 Roma (RM)',
        }}
        info={INFO}
        action={action}
        onActionHandled={onActionHandled}
        bookPath="/it/booking"
        homePath="/it/"
        now={NOW}
      />
    </QueryClientProvider>,
  );
  return { onActionHandled };
}

const text = (id: string) => screen.getByTestId(id).textContent?.replace(/\u00a0/g, ' ');

beforeEach(async () => {
  await initTestI18n('it');
});
afterEach(() => vi.unstubAllGlobals());

describe('booking manage page', () => {
  it('shows the booking on the restaurant clock, its state, where and the phone, read on this site only', async () => {
    const calls = serve({ get: () => json(200, booking()) });
    renderManage();
    await screen.findByTestId('booking-manage');
    expect(text('booking-manage-title')).toBe('Prenotazione confermata');
    expect(text('booking-date')).toBe('martedì 22 dicembre');
    expect(text('booking-time')).toBe('20:00');
    expect(text('booking-party-size')).toBe('2 persone');
    expect(text('booking-address')).toBe('Via del Corso 12, 00186 Roma (RM)');
    expect(screen.getByTestId('booking-phone').getAttribute('href')).toBe('tel:+390612345678');
    expect(text('booking-actions')).toContain('fino a martedì 22 dicembre alle 18:00');
    expect(calls[0]?.url).toContain(`/api/public-bookings/${PUBLIC_ID}?public_key=pk-demo`);
  });

  it('says a request waits for the restaurant, and after the cut-off sends the guest to the phone', async () => {
    serve({ get: () => json(200, booking({ status: 'requested', manageable: false })) });
    renderManage();
    await screen.findByTestId('booking-manage');
    expect(text('booking-manage-title')).toBe('Richiesta inviata');
    expect(text('booking-status')).toContain('In attesa di conferma');
    expect(text('booking-too-late')).toContain('chiama il ristorante');
    expect(screen.queryByTestId('booking-change')).toBeNull();
    expect(screen.queryByTestId('booking-cancel')).toBeNull();
  });

  it('cancels after asking once more', async () => {
    const calls = serve({
      get: () => json(200, booking()),
      delete: () => json(200, booking({ status: 'cancelled', manageable: false })),
    });
    const user = userEvent.setup();
    renderManage();
    await user.click(await screen.findByTestId('booking-cancel'));
    const dialog = screen.getByRole('dialog', { name: 'Annullare la prenotazione?' });
    expect(dialog.textContent?.replace(/\u00a0/g, ' ')).toContain(
      '2 persone martedì 22 dicembre alle 20:00',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sì, annulla' }));
    await waitFor(() => expect(text('booking-manage-title')).toBe('Prenotazione annullata'));
    expect(text('booking-notice')).toContain('Prenotazione annullata');
    expect(calls.find((c) => c.method === 'DELETE')?.url).toContain('public_key=pk-demo');
    expect(
      (await screen.findByRole('link', { name: 'Prenota di nuovo' })).getAttribute('href'),
    ).toBe('/it/booking');
  });

  it('changes the time and sends only what changed; a time taken meanwhile says so', async () => {
    let tries = 0;
    const calls = serve({
      get: () => json(200, booking()),
      put: () => {
        tries += 1;
        return tries === 1
          ? json(422, { code: 'VALIDATION', detail: 'Full', fields: { starts_at: 'slot_full' } })
          : json(200, booking({ starts_at: '2026-12-22T19:30:00.000Z' }));
      },
    });
    const user = userEvent.setup();
    renderManage();
    await user.click(await screen.findByTestId('booking-change'));
    const change = screen.getByTestId('booking-change-form');
    // The booking's own time stays offered and chosen.
    await waitFor(() =>
      expect(
        (within(change).getByRole('radio', { name: '20:00' }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    await user.click(within(change).getByRole('radio', { name: '20:30' }));
    await user.click(within(change).getByRole('button', { name: 'Salva le modifiche' }));
    await within(change).findByText(/non è più libero/);
    await user.click(within(change).getByRole('radio', { name: '20:30' }));
    await user.click(within(change).getByRole('button', { name: 'Salva le modifiche' }));
    await waitFor(() => expect(text('booking-notice')).toContain('Prenotazione modificata'));
    expect(text('booking-time')).toBe('20:30');
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts[1]?.body).toEqual({ starts_at: '2026-12-22T19:30:00.000Z' });
    expect(puts[1]?.url).toContain('public_key=pk-demo');
  });

  it("confirms from the reminder's link once, then lets the page drop the action", async () => {
    const calls = serve({
      get: () => json(200, booking()),
      confirm: () => json(200, booking({ guest_confirmed_at: '2026-12-20T09:00:00.000Z' })),
    });
    const { onActionHandled } = renderManage('confirm');
    await waitFor(() => expect(text('booking-notice')).toContain('hai confermato'));
    expect(screen.getByTestId('booking-guest-confirmed')).toBeTruthy();
    expect(onActionHandled).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.url.includes('/confirm'))).toHaveLength(1);
  });

  it("asks before cancelling from the reminder's link", async () => {
    const calls = serve({ get: () => json(200, booking()) });
    renderManage('cancel');
    await screen.findByRole('dialog', { name: 'Annullare la prenotazione?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('says a link that finds nothing is not found', async () => {
    serve({ get: () => json(404, { code: 'NOT_FOUND', detail: 'Booking not found' }) });
    renderManage();
    expect((await screen.findByTestId('booking-manage-error')).textContent).toContain(
      'Prenotazione non trovata',
    );
  });
});
