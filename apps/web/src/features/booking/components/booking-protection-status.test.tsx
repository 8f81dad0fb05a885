import type { PublicBooking } from '@coperto/shared/bookings/booking.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import { publicBookingKey } from '../api/public-booking';
import { BookingProtectionStatus } from './booking-protection-status';

const BOOKING: PublicBooking = {
  public_id: 'AAAAAAAAAAAAAAAAAAAAAA',
  status: 'requested',
  party_size: 6,
  starts_at: '2026-11-28T19:00:00.000Z',
  ends_at: '2026-11-28T21:00:00.000Z',
  name: 'Giulia Ospite',
  notes: '',
  language: 'it',
  reason: null,
  guest_confirmed_at: null,
  manageable: true,
  manage_until: '2026-11-28T17:00:00.000Z',
  restaurant: {
    name: 'Trattoria Demo',
    phone_number: '+39 06 1234 5678',
    public_key: 'key',
    time_zone: 'Europe/Rome',
    cancellation_policy: {},
  },
  events: [],
  protection: {
    mode: 'deposit',
    status: 'pending',
    amount: 75,
    refunded: 0,
    free_cancellation_until: '2026-11-26T19:00:00.000Z',
  },
  payment_url: 'https://checkout.stripe.com/c/pay/cs_test_1',
};
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function renderStatus(booking: PublicBooking, client = new QueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <BookingProtectionStatus booking={booking} />
    </QueryClientProvider>,
  );
}

beforeAll(() => initTestI18n('it'));
afterEach(() => vi.useRealTimers());

describe("the booking's guarantee or deposit on the guest's page", () => {
  it('while Stripe’s page waits: the way back to it, and the booking read again until the notice', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    renderStatus(BOOKING, client);
    expect(plain(screen.getByTestId('booking-protection').textContent)).toContain(
      'La prenotazione aspetta la caparra di 75,00 €',
    );
    expect(screen.getByTestId('booking-pay-now').getAttribute('href')).toBe(BOOKING.payment_url);
    vi.advanceTimersByTime(6500);
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: publicBookingKey(BOOKING.public_id) });
  });

  it('says what was saved, paid, kept, refunded or charged, and nothing without a protection', () => {
    const cases: [
      Partial<NonNullable<PublicBooking['protection']>>,
      Partial<PublicBooking>,
      string,
    ][] = [
      [
        { mode: 'card_guarantee', status: 'saved' },
        { status: 'confirmed' },
        'ti verranno addebitati 75,00 € solo se non ti presenti',
      ],
      [{ status: 'paid' }, { status: 'confirmed' }, 'Se disdici prima di'],
      [{ status: 'paid' }, { status: 'cancelled' }, 'la caparra di 75,00 € è trattenuta'],
      [
        { status: 'refunded', refunded: 75 },
        { status: 'cancelled' },
        'Caparra restituita: 75,00 €',
      ],
      [
        { mode: 'card_guarantee', status: 'charged' },
        { status: 'no_show' },
        'ti abbiamo addebitato 75,00 €',
      ],
      [{ status: 'expired' }, { status: 'cancelled' }, 'nessun addebito'],
    ];
    for (const [protection, booking, text] of cases) {
      const { unmount } = renderStatus({
        ...BOOKING,
        ...booking,
        payment_url: null,
        protection: { ...BOOKING.protection!, ...protection },
      });
      expect(plain(screen.getByTestId('booking-protection').textContent)).toContain(text);
      expect(screen.queryByTestId('booking-pay-now')).toBeNull();
      unmount();
    }
    renderStatus({ ...BOOKING, protection: null, payment_url: null });
    expect(screen.queryByTestId('booking-protection')).toBeNull();
  });
});
