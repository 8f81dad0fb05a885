import type { BookingSummary } from '@coperto/shared/bookings/booking.schemas';
import type { BookingStatus } from '@coperto/shared/bookings/booking-states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { useUiStore } from '../../../shared/stores/ui-store';
import { useChangeBookingStatus } from '../api/change-booking-status';
import { CancelBookingDialog } from './cancel-booking-dialog';

/**
 * The moves of the day view and the drawer: one tap for approve, seat, complete and no-show; a
 * cancellation asks its reason first. A move another host made first (409, 422) says so, as does
 * one not due yet (a stale screen), and the list reads again.
 */
export function useBookingMoves() {
  const { t } = useTranslation('bookings');
  const showAlert = useUiStore((state) => state.showAlert);
  const change = useChangeBookingStatus();
  const [cancelling, setCancelling] = useState<BookingSummary | null>(null);

  // A screen opened before the time offers a move the API finds too early (decision 081).
  const moveErrorText = (error: Error, to: BookingStatus) => {
    if (!(error instanceof ApiRequestError)) return error.message;
    if (error.fields.to === 'too_early' && (to === 'seated' || to === 'no_show')) {
      return t(`row.tooEarly.${to}`);
    }
    return [404, 409, 422].includes(error.status) ? t('row.moveFailed') : error.message;
  };

  const move = (booking: BookingSummary, to: BookingStatus, reason?: string) => {
    if (to === 'cancelled' && reason === undefined) {
      setCancelling(booking);
      return;
    }
    change.mutate(
      { bookingId: booking.id, to, reason },
      {
        onSuccess: () => {
          setCancelling(null);
          showAlert(
            t(`moved.${to as Exclude<BookingStatus, 'requested'>}`, { name: booking.name }),
            'success',
          );
        },
        onError: (error) => {
          setCancelling(null);
          showAlert(moveErrorText(error, to), 'error');
        },
      },
    );
  };

  const dialog = cancelling ? (
    <CancelBookingDialog
      name={cancelling.name}
      busy={change.isPending}
      onClose={() => setCancelling(null)}
      onCancel={(reason) => move(cancelling, 'cancelled', reason)}
    />
  ) : null;

  return {
    move,
    /** The booking a move is being sent for: its buttons wait. */
    pendingId: change.isPending ? change.variables?.bookingId : undefined,
    dialog,
  };
}
