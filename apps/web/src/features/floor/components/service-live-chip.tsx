import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { LiveEventsStatus } from '../../../shared/lib/live-events';

/** Whether the other tablets' moves arrive by themselves right now, or the screen reconnects. */
export function ServiceLiveChip({ status }: { status: LiveEventsStatus }) {
  const { t } = useTranslation('floor');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'open' ? 'success' : status === 'stopped' ? 'error' : 'warning'}
      icon={<FiberManualRecord sx={{ fontSize: 12 }} />}
      label={t(`service.live.${status}`)}
      role="status"
    />
  );
}
