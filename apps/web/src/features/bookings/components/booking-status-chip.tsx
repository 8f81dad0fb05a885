import type { BookingStatus } from '@coperto/shared/bookings/booking-states';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<BookingStatus, ChipProps['color']> = {
  requested: 'warning',
  confirmed: 'info',
  seated: 'success',
  completed: 'default',
  cancelled: 'default',
  no_show: 'error',
};

/** A booking's state in one word, coloured so a host sees at a glance what waits on them. */
export function BookingStatusChip({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('bookings');
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status]}
      variant={status === 'completed' || status === 'cancelled' ? 'outlined' : 'filled'}
      label={t(`status.${status}`)}
    />
  );
}
