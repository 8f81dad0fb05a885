import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { LiveEventsStatus } from '../../../shared/lib/live-events';

/** Whether new bookings arrive by themselves right now, or the screen is reconnecting. */
export function LiveStatusChip({ status }: { status: LiveEventsStatus }) {
  const { t } = useTranslation('bookings');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'open' ? 'success' : status === 'stopped' ? 'error' : 'warning'}
      icon={<FiberManualRecord sx={{ fontSize: 12 }} />}
      label={t(`live.${status}`)}
      role="status"
    />
  );
}
