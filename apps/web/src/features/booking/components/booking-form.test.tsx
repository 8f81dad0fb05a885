import type { PublicBooking, PublicBookingInfo } from '@coperto/shared/bookings/booking.schemas';
import type { OpeningTimes } from '@coperto/shared/restaurants/opening-times.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import { BookingForm } from './booking-form';

const DINNER = [{ open: '19:00', close: '23:00' }];
const HOURS = {
  weekly: {
    mon: [],
    tue: [{ open: '12:00', close: '15:00' }, ...DINNER],
    wed: DINNER,
    thu: DINNER,
    fri: DINNER,
    sat: DINNER,
    sun: DINNER,
  },
  exceptions: [],
} as unknown as OpeningTimes;

// Sunday 20 December 2026, 10:00 in Rome: tomorrow is a Monday, closed.
const NOW = Date.parse('2026-12-20T09:00:00Z');
const INFO: PublicBookingInfo = {
  available: true,
  closed_reason: null,
  time_zone: 'Europe/Rome',
  max_party_online: 6,
  days_ahead: 30,
  cutoff_minutes: 120,
  phone_number: '+39 06 1234 5678',
  cancellation_policy: {
    it: 'Disdetta gratuita fino a 2 ore prima.',
    en: 'Free cancellation up to 2 hours before.',
  },
};
const TUESDAY = '2026-12-22';
const TIMES = [
  { start: '2026-12-22T11:00:00.000Z', remaining: 20 },
  { start: '2026-12-22T11:30:00.000Z', remaining: 3 },
  { start: '2026-12-22T18:00:00.000Z', remaining: 20 },
];
const BOOKED = { public_id: 'AbCdEfGhIjKlMnOpQrStUv', status: 'confirmed' } as PublicBooking;

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}
type Answer = () => Promise<Response>;
const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

/**
 * Availability answers from `times` and `full` (functions: read at each call); POSTs take `posts`
 * in turn.
 */
function serve(
  posts: Answer[],
  times: () => typeof TIMES = () => TIMES,
  full: () => string[] = () => [],
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      calls.push({
        method,
        url,
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (method === 'POST') return (posts.shift() ?? (() => json(500, {})))();
      const query = new URL(url).searchParams;
      const date = query.get('date') ?? '';
      const party = Number(query.get('party_size'));
      return json(200, {
        date,
        time_zone: 'Europe/Rome',
        party_size: party,
        call_instead: false,
        times: date === TUESDAY ? times().filter((t) => t.remaining >= party) : [],
        full_times: date === TUESDAY ? full() : [],
      });
    }),
  );
  return calls;
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onBooked = vi.fn();
  const { unmount } = render(
    <QueryClientProvider client={client}>
      <BookingForm
        restaurant={{
          name: 'Trattoria Demo',
          public_key: 'pk-demo',
          time_zone: 'Europe/Rome',
          opening_times: HOURS,
          language: ['it', 'en', 'de'],
        }}
        info={INFO}
        privacyUrl="/it/privacy"
        onBooked={onBooked}
        waitlistHref={(publicId) => `/it/waitlist/${publicId}`}
        now={NOW}
      />
    </QueryClientProvider>,
  );
  return { onBooked, unmount };
}

async function fillGuestFor(user: ReturnType<typeof userEvent.setup>, consent: RegExp) {
  await user.type(screen.getByRole('textbox', { name: 'Nome e cognome' }), 'Anna Ospite');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'anna@ospite.test');
  await user.type(screen.getByRole('textbox', { name: 'Telefono' }), '+39 333 123 4567');
  await user.click(screen.getByRole('checkbox', { name: consent }));
}
const fillGuest = (user: ReturnType<typeof userEvent.setup>) =>
  fillGuestFor(user, /informativa privacy/);

const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

beforeEach(async () => {
  await initTestI18n('it');
});
afterEach(() => vi.unstubAllGlobals());

describe('booking form', () => {
  it('offers the open days, closed ones shown but not choosable, and only the times with room by service', async () => {
    serve([]);
    const user = userEvent.setup();
    renderForm();
    expect((screen.getByTestId('booking-day-2026-12-20') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('booking-day-2026-12-21') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('booking-day-2026-12-21').getAttribute('aria-label')).toContain(
      'chiuso',
    );
    // Sunday has nothing left for two: said plainly.
    expect((await screen.findByTestId('booking-no-times')).textContent).toContain('2 persone');

    await user.click(screen.getByTestId(`booking-day-${TUESDAY}`));
    const times = await screen.findByTestId('booking-times');
    expect(within(times).getByRole('heading', { name: 'Pranzo' })).toBeTruthy();
    expect(within(times).getByRole('heading', { name: 'Cena' })).toBeTruthy();
    expect(
      within(times)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['12:00', '12:30 (ultimi posti)', '19:00']);
    // Four people: 12:30 has three places left, so it is not offered.
    await user.click(screen.getByRole('button', { name: 'Una persona in più' }));
    await user.click(screen.getByRole('button', { name: 'Una persona in più' }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('booking-times'))
          .getAllByRole('radio')
          .map((r) => r.getAttribute('value')),
      ).toEqual([TIMES[0]!.start, TIMES[2]!.start]),
    );
    expect(screen.getByTestId('booking-policy').textContent).toContain('Disdetta gratuita');
  });

  it("shows the cancellation notes in the guest's language, else in the restaurant's first", async () => {
    serve([]);
    await initTestI18n('en');
    const { unmount } = renderForm();
    expect(screen.getByTestId('booking-policy').textContent).toContain(
      'Free cancellation up to 2 hours before.',
    );
    unmount();
    // The restaurant wrote no German notes: a German guest reads the Italian ones.
    await initTestI18n('de');
    renderForm();
    expect(screen.getByTestId('booking-policy').textContent).toContain(
      'Disdetta gratuita fino a 2 ore prima.',
    );
  });

  it("shows the restaurant's phone instead of days and times above the online maximum", async () => {
    serve([]);
    const user = userEvent.setup();
    renderForm();
    const more = screen.getByRole('button', { name: 'Una persona in più' });
    for (let i = 0; i < 5; i += 1) await user.click(more);
    expect(screen.getByTestId('booking-party').textContent).toContain('Più di 6');
    expect((more as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('booking-large-party').textContent).toContain('più di 6 persone');
    expect(screen.getByTestId('booking-call').getAttribute('href')).toBe('tel:+390612345678');
    expect(screen.queryByTestId('booking-days')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Prenota' })).toBeNull();
  });

  it('says what is missing in Italian and sends nothing; consents are never ticked beforehand', async () => {
    const calls = serve([]);
    const user = userEvent.setup();
    renderForm();
    expect(
      (screen.getByRole('checkbox', { name: /novità e offerte/ }) as HTMLInputElement).checked,
    ).toBe(false);
    const privacy = screen.getByRole('link', { name: "Leggi l'informativa" });
    expect(privacy.getAttribute('href')).toBe('/it/privacy');
    expect(privacy.getAttribute('target')).toBe('_blank');
    expect(
      screen.getByRole('textbox', { name: 'Note per il ristorante' }).getAttribute('placeholder'),
    ).toContain('seggiolone');
    await user.click(screen.getByRole('button', { name: 'Prenota' }));
    await screen.findByText('Scegli un orario.');
    expect(screen.getByText('Scrivi nome e cognome.')).toBeTruthy();
    expect(
      screen.getByText('Per prenotare serve il consenso al trattamento dei dati.'),
    ).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('books with an Idempotency-Key kept across a retry, and refreshes the times when the chosen one was taken', async () => {
    let times = TIMES;
    const calls = serve(
      [
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => {
          times = TIMES.slice(1);
          return json(422, {
            code: 'VALIDATION',
            detail: 'This time is full',
            fields: { starts_at: 'slot_full' },
          });
        },
        () => json(201, BOOKED),
      ],
      () => times,
    );
    const user = userEvent.setup();
    const { onBooked } = renderForm();
    await user.click(screen.getByTestId(`booking-day-${TUESDAY}`));
    await user.click(await screen.findByRole('radio', { name: '12:00' }));
    await fillGuest(user);
    await user.type(screen.getByRole('textbox', { name: 'Note per il ristorante' }), 'Seggiolone');

    await user.click(screen.getByRole('button', { name: 'Prenota' }));
    expect((await screen.findByTestId('booking-alert')).textContent).toContain(
      'non verrà registrata due volte',
    );
    // The same booking again: the same key. Taken meanwhile: the times are read again.
    await user.click(screen.getByRole('button', { name: 'Prenota' }));
    await screen.findByTestId('booking-time-taken');
    await waitFor(() => expect(screen.queryByRole('radio', { name: '12:00' })).toBeNull());
    const [first, retry] = posts(calls);
    expect(first?.url).toContain('/api/booking/pk-demo/bookings');
    expect(first?.headers['idempotency-key']).toMatch(/^booking-[0-9a-f]{32}$/);
    expect(retry?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(first?.body).toEqual({
      starts_at: TIMES[0]!.start,
      party_size: 2,
      guest: { name: 'Anna Ospite', email: 'anna@ospite.test', phone: '+39 333 123 4567' },
      notes: 'Seggiolone',
      language: 'it',
      privacy_consent: true,
      marketing_consent: false,
    });
    expect(onBooked).not.toHaveBeenCalled();

    // Another time is another booking: a new key. What was typed is still there.
    await user.click(screen.getByRole('radio', { name: '19:00' }));
    await user.click(screen.getByRole('button', { name: 'Prenota' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(BOOKED));
    const last = posts(calls)[2];
    expect(last?.body).toMatchObject({ starts_at: TIMES[2]!.start, notes: 'Seggiolone' });
    expect(last?.headers['idempotency-key']).not.toBe(first?.headers['idempotency-key']);
  });

  it("puts the API's refusal on its field", async () => {
    serve([
      () =>
        json(422, {
          code: 'VALIDATION',
          detail: 'Too many',
          fields: { party_size: 'party_too_large' },
        }),
    ]);
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByTestId(`booking-day-${TUESDAY}`));
    await user.click(await screen.findByRole('radio', { name: '19:00' }));
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Prenota' }));
    await screen.findByText('Per un gruppo così numeroso chiama il ristorante.');
  });

  describe('a full time', () => {
    /** 20:30 in Rome on Tuesday, full for the party. */
    const FULL = '2026-12-22T19:30:00.000Z';
    const ENTRY = {
      public_id: 'WaItLiStEnTrY012345678',
      status: 'waiting',
      party_size: 2,
      starts_at: FULL,
      name: 'Anna Ospite',
      language: 'it',
      offer_expires_at: null,
      booking_public_id: null,
      restaurant: {
        name: 'Trattoria Demo',
        phone_number: '+39 06 1234 5678',
        public_key: 'pk-demo',
        time_zone: 'Europe/Rome',
      },
    };

    it('is shown full among the times, and asks for its waitlist with the same details, under its own key', async () => {
      const calls = serve(
        [() => Promise.reject(new TypeError('Failed to fetch')), () => json(201, ENTRY)],
        () => TIMES,
        () => [FULL],
      );
      const user = userEvent.setup();
      const { onBooked } = renderForm();
      await user.click(screen.getByTestId(`booking-day-${TUESDAY}`));
      const full = await screen.findByRole('radio', {
        name: "20:30 (al completo: lista d'attesa)",
      });
      expect(screen.getByTestId('booking-full-hint').textContent).toContain("lista d'attesa");
      // In the evening's order, among the free times of dinner.
      expect(
        within(screen.getByTestId('booking-times'))
          .getAllByRole('radio')
          .map((r) => r.getAttribute('value')),
      ).toEqual([TIMES[0]!.start, TIMES[1]!.start, TIMES[2]!.start, FULL]);
      expect(screen.queryByTestId('booking-waitlist')).toBeNull();

      await user.click(full);
      // Sent empty, it says what is missing, the consent in the waitlist's words, and sends nothing.
      await user.click(screen.getByRole('button', { name: 'Avvisami se si libera' }));
      await screen.findByText(
        "Per entrare in lista d'attesa serve il consenso al trattamento dei dati.",
      );
      expect(screen.getByText('Scrivi nome e cognome.')).toBeTruthy();
      expect(posts(calls)).toHaveLength(0);
      const box = screen.getByTestId('booking-waitlist');
      expect(box.textContent).toContain("Alle 20:30 non c'è più posto per 2 persone");
      expect(box.textContent).toContain('30 minuti');
      expect(
        screen.getByRole('checkbox', { name: /lista d'attesa di Trattoria Demo/ }),
      ).toBeTruthy();
      await fillGuestFor(user, /lista d'attesa/);
      const submit = screen.getByRole('button', { name: 'Avvisami se si libera' });
      expect(screen.queryByRole('button', { name: 'Prenota' })).toBeNull();

      await user.click(submit);
      await screen.findByTestId('booking-alert');
      await user.click(submit);
      const joined = await screen.findByTestId('booking-waitlist-joined');
      expect(joined.textContent).toContain('2 persone');
      expect(joined.textContent).toContain('20:30');
      expect(
        screen.getByRole('link', { name: 'Vedi il tuo posto in lista' }).getAttribute('href'),
      ).toBe(`/it/waitlist/${ENTRY.public_id}`);
      const [first, retry] = posts(calls);
      expect(first?.url).toContain('/api/booking/pk-demo/waitlist');
      expect(retry?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
      expect(first?.body).toEqual({
        starts_at: FULL,
        party_size: 2,
        guest: { name: 'Anna Ospite', email: 'anna@ospite.test', phone: '+39 333 123 4567' },
        notes: '',
        language: 'it',
        privacy_consent: true,
        marketing_consent: false,
      });
      expect(onBooked).not.toHaveBeenCalled();

      // Another time: back to the form, the full time unchosen.
      await user.click(screen.getByRole('button', { name: 'Scegli un altro orario' }));
      expect(screen.getByTestId('booking-form')).toBeTruthy();
      expect(screen.queryByTestId('booking-waitlist')).toBeNull();
    });

    it('says so and offers it to book when it has room again', async () => {
      let full = [FULL];
      let times = TIMES;
      const calls = serve(
        [
          () => {
            full = [];
            times = [...TIMES, { start: FULL, remaining: 2 }];
            return json(422, {
              code: 'VALIDATION',
              detail: 'This time has room',
              fields: { starts_at: 'time_available' },
            });
          },
          () => json(201, BOOKED),
        ],
        () => times,
        () => full,
      );
      const user = userEvent.setup();
      const { onBooked } = renderForm();
      await user.click(screen.getByTestId(`booking-day-${TUESDAY}`));
      await user.click(
        await screen.findByRole('radio', { name: "20:30 (al completo: lista d'attesa)" }),
      );
      await fillGuestFor(user, /lista d'attesa/);
      await user.click(screen.getByRole('button', { name: 'Avvisami se si libera' }));
      await screen.findByTestId('booking-time-freed');
      // Read again: the time is free now, still chosen, and booked as any other.
      await waitFor(() =>
        expect(
          (screen.getByRole('radio', { name: '20:30 (ultimi posti)' }) as HTMLInputElement).checked,
        ).toBe(true),
      );
      expect(screen.queryByTestId('booking-waitlist')).toBeNull();
      // The consent given stays given; it now reads for the booking.
      expect(
        (screen.getByRole('checkbox', { name: /gestire la prenotazione/ }) as HTMLInputElement)
          .checked,
      ).toBe(true);
      await user.click(screen.getByRole('button', { name: 'Prenota' }));
      await waitFor(() => expect(onBooked).toHaveBeenCalledWith(BOOKED));
      expect(posts(calls)[1]?.url).toContain('/api/booking/pk-demo/bookings');
    });

    it('puts a full line on the time', async () => {
      serve(
        [
          () =>
            json(422, {
              code: 'VALIDATION',
              detail: 'The waitlist of this time is full',
              fields: { starts_at: 'waitlist_full' },
            }),
        ],
        () => TIMES,
        () => [FULL],
      );
      const user = userEvent.setup();
      renderForm();
      await user.click(screen.getByTestId(`booking-day-${TUESDAY}`));
      await user.click(
        await screen.findByRole('radio', { name: "20:30 (al completo: lista d'attesa)" }),
      );
      await fillGuestFor(user, /lista d'attesa/);
      await user.click(screen.getByRole('button', { name: 'Avvisami se si libera' }));
      await screen.findByText("La lista d'attesa di quest'orario è piena: scegline un altro.");
    });

    it('says all is full when no time has room, and offers every time for its waitlist', async () => {
      serve(
        [],
        () => [],
        () => [FULL],
      );
      const user = userEvent.setup();
      renderForm();
      await user.click(screen.getByTestId(`booking-day-${TUESDAY}`));
      expect((await screen.findByTestId('booking-full-hint')).textContent).toContain(
        'Per 2 persone è tutto pieno',
      );
      expect(screen.getAllByTestId('booking-full-time')).toHaveLength(1);
      expect(screen.queryByTestId('booking-no-times')).toBeNull();
    });
  });
});
