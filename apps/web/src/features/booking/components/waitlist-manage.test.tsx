import type { PublicBooking } from '@coperto/shared/bookings/booking.schemas';
import type { PublicWaitlistEntry } from '@coperto/shared/bookings/waitlist.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import { type WaitlistAction, WaitlistManage } from './waitlist-manage';

const PUBLIC_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const BOOKING_ID = 'ZyXwVuTsRqPoNmLkJiHgFe';

function entry(changes: Partial<PublicWaitlistEntry> = {}): PublicWaitlistEntry {
  return {
    public_id: PUBLIC_ID,
    status: 'waiting',
    party_size: 2,
    // Tuesday 22 December 2026, 20:00 in Rome.
    starts_at: '2026-12-22T19:00:00.000Z',
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
    ...changes,
  };
}
// Offered until 17:30 in Rome.
const offered = () => entry({ status: 'offered', offer_expires_at: '2026-12-22T16:30:00.000Z' });
const madeBooking = { public_id: BOOKING_ID } as PublicBooking;

interface Call {
  method: string;
  url: string;
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The entry's calls answer from `answers` by method (`accept` for the offer's POST). */
function serve(answers: Partial<Record<string, () => Response>>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      calls.push({ method, url });
      const key = url.includes('/accept') ? 'accept' : method.toLowerCase();
      return (answers[key] ?? (() => json(500, {})))();
    }),
  );
  return calls;
}

function renderWaitlist(action: WaitlistAction = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onActionHandled = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <WaitlistManage
        publicId={PUBLIC_ID}
        restaurant={{
          name: 'Trattoria Demo',
          public_key: 'pk-demo',
          phone_number: '+39 06 1234 5678',
          address: 'Via del Corso 12, 00186 Roma (RM)',
        }}
        action={action}
        onActionHandled={onActionHandled}
        bookPath="/it/booking"
        homePath="/it/"
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

describe('waitlist page', () => {
  it('shows the entry on the restaurant clock and that it waits in line, read on this site only', async () => {
    const calls = serve({ get: () => json(200, entry()) });
    renderWaitlist();
    await screen.findByTestId('waitlist-manage');
    expect(text('waitlist-title')).toBe("Sei in lista d'attesa");
    expect(text('waitlist-date')).toBe('martedì 22 dicembre');
    expect(text('waitlist-time')).toBe('20:00');
    expect(text('waitlist-party-size')).toBe('2 persone');
    expect(text('waitlist-status')).toContain("In lista d'attesa");
    expect(screen.queryByTestId('waitlist-accept')).toBeNull();
    expect(screen.getByTestId('waitlist-leave')).toBeTruthy();
    expect(screen.getByTestId('waitlist-phone').getAttribute('href')).toBe('tel:+390612345678');
    expect(calls[0]?.url).toContain(`/api/public-waitlist/${PUBLIC_ID}?public_key=pk-demo`);
  });

  it('accepts an offered place and then links to the booking made', async () => {
    const calls = serve({ get: () => json(200, offered()), accept: () => json(201, madeBooking) });
    const user = userEvent.setup();
    renderWaitlist();
    await screen.findByTestId('waitlist-manage');
    expect(text('waitlist-status')).toContain('libero fino alle 17:30');
    await user.click(screen.getByTestId('waitlist-accept'));
    await waitFor(() => expect(text('waitlist-title')).toBe('Il tuo tavolo è prenotato'));
    expect(text('waitlist-notice')).toContain('il tavolo è tuo');
    expect(screen.getByTestId('waitlist-booking-link').getAttribute('href')).toBe(
      `/it/booking/${BOOKING_ID}`,
    );
    const accept = calls.find((c) => c.method === 'POST');
    expect(accept?.url).toContain(`/public-waitlist/${PUBLIC_ID}/accept?public_key=pk-demo`);
  });

  it('says a place taken meanwhile leaves the guest first in line', async () => {
    let reads = 0;
    serve({
      get: () => {
        reads += 1;
        return json(200, reads === 1 ? offered() : entry());
      },
      accept: () =>
        json(409, { code: 'CONFLICT', detail: 'Taken', fields: { starts_at: 'slot_full' } }),
    });
    const user = userEvent.setup();
    renderWaitlist();
    await user.click(await screen.findByTestId('waitlist-accept'));
    await waitFor(() => expect(text('waitlist-notice')).toContain('primo in fila'));
    await waitFor(() => expect(text('waitlist-title')).toBe("Sei in lista d'attesa"));
  });

  it("says an offer past its time is over, and runs the email's accept once", async () => {
    let reads = 0;
    const calls = serve({
      get: () => {
        reads += 1;
        return json(200, reads === 1 ? offered() : entry({ status: 'expired' }));
      },
      accept: () =>
        json(422, { code: 'VALIDATION', detail: 'Over', fields: { status: 'offer_expired' } }),
    });
    const { onActionHandled } = renderWaitlist('accept');
    await waitFor(() => expect(text('waitlist-notice')).toContain('è passato al prossimo'));
    await waitFor(() => expect(text('waitlist-title')).toBe("L'offerta è scaduta"));
    expect(onActionHandled).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(screen.queryByTestId('waitlist-accept')).toBeNull();
  });

  it("leaves after asking once more, and the email's leave only opens the question", async () => {
    const calls = serve({
      get: () => json(200, entry()),
      delete: () => json(200, entry({ status: 'left' })),
    });
    const user = userEvent.setup();
    const { onActionHandled } = renderWaitlist('leave');
    const dialog = await screen.findByRole('dialog', { name: "Uscire dalla lista d'attesa?" });
    expect(onActionHandled).toHaveBeenCalledTimes(1);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(dialog.textContent?.replace(/\u00a0/g, ' ')).toContain(
      '2 persone martedì 22 dicembre alle 20:00',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sì, esci' }));
    await waitFor(() => expect(text('waitlist-title')).toBe("Sei uscito dalla lista d'attesa"));
    expect(calls.find((c) => c.method === 'DELETE')?.url).toContain('public_key=pk-demo');
    expect(screen.queryByTestId('waitlist-leave')).toBeNull();
  });

  it('says a link that finds nothing is not found', async () => {
    serve({ get: () => json(404, { code: 'NOT_FOUND', detail: 'Not found' }) });
    renderWaitlist();
    expect((await screen.findByTestId('waitlist-error')).textContent).toContain('non trovato');
  });
});
