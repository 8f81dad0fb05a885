import { BUSY_EXTRA_MINUTES, ORDER_PAUSE_MINUTES } from '@coperto/shared/orders/order.constants';
import type { OrderingRushBody } from '@coperto/shared/orders/order.schemas';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store';
import { useOrderingSettings, useRushOrdering } from '../api/ordering-settings';
import type { OrderText } from '../lib/use-order-text';

/**
 * A busy night in one tap: pause online orders for 15, 30 or 60 minutes, add 15 minutes to the
 * preparation time, or go back to normal; what holds now is said first.
 */
export function RushBar({
  restaurantId,
  now,
  text,
}: {
  restaurantId: number;
  now: number;
  text: OrderText;
}) {
  const { t } = useTranslation('orders');
  const showAlert = useUiStore((state) => state.showAlert);
  const settings = useOrderingSettings(restaurantId);
  const rush = useRushOrdering(restaurantId);
  if (!settings.data) return null;
  const { paused_until, busy_until, busy_extra_minutes, enabled } = settings.data;
  const pausedUntil = paused_until && Date.parse(paused_until) > now ? paused_until : null;
  const busyUntil =
    busy_until && busy_extra_minutes > 0 && Date.parse(busy_until) > now ? busy_until : null;
  const send = (body: OrderingRushBody) =>
    rush.mutate(body, { onError: () => showAlert(t('rush.failed'), 'error') });
  const pending = rush.isPending;

  // A pause and extra preparation time can hold at once: both are said.
  const parts: string[] = [];
  if (!enabled) parts.push(t('rush.disabled'));
  if (enabled && pausedUntil) parts.push(t('rush.pausedUntil', { time: text.time(pausedUntil) }));
  if (enabled && busyUntil) {
    parts.push(t('rush.busyUntil', { minutes: busy_extra_minutes, time: text.time(busyUntil) }));
  }
  const state = parts.join(' · ') || t('rush.normal');
  const tone = pausedUntil ? 'error.main' : busyUntil ? 'warning.dark' : 'text.secondary';

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('rush.label')}
      sx={{
        p: 1,
        px: 1.5,
        borderRadius: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
      }}
    >
      <Stack
        direction="row"
        spacing={0.75}
        sx={{ alignItems: 'center', flex: '1 1 220px', minWidth: 0 }}
      >
        <PauseCircleOutlined sx={{ color: tone }} aria-hidden />
        <Typography sx={{ fontWeight: 600, color: tone }} role="status">
          {state}
        </Typography>
      </Stack>
      {enabled && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {ORDER_PAUSE_MINUTES.map((minutes) => (
            <Button
              key={minutes}
              variant="outlined"
              color="error"
              disabled={pending}
              onClick={() => send({ action: 'pause', minutes })}
            >
              {t('rush.pause', { minutes })}
            </Button>
          ))}
          <Button
            variant="outlined"
            color="warning"
            disabled={pending}
            onClick={() => send({ action: 'busy' })}
          >
            {t('rush.busy', { minutes: BUSY_EXTRA_MINUTES })}
          </Button>
          {(pausedUntil || busyUntil) && (
            <Button
              variant="contained"
              disabled={pending}
              onClick={() => send({ action: 'clear' })}
            >
              {t('rush.clear')}
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}
