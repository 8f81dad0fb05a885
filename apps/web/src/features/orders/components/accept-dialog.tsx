import type { OrderSummary } from '@coperto/shared/orders/order.schemas';
import { instantOfWallClock } from '@coperto/shared/restaurants/opening-hours';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/lib/dates';
import { TimeField } from '../../../shared/ui/time-field';
import { readyChoices } from '../lib/board';
import type { OrderText } from '../lib/use-order-text';

/** The chosen "HH:MM" today on the restaurant's clock, or null when it is not a time. */
function instantOfTime(time: string, timeZone: string, now: number): Date | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return new Date(instantOfWallClock(timeZone, todayIn(timeZone, now), minutes));
}

/**
 * Accept with a ready time: the order's slot, 10, 20 or 30 minutes from now in one tap, or any
 * time of today typed in. The guest reads it on their tracking page.
 */
export function AcceptDialog({
  order,
  timeZone,
  text,
  saving,
  onAccept,
  onClose,
}: {
  order: OrderSummary;
  timeZone: string;
  text: OrderText;
  saving: boolean;
  onAccept(readyAt: Date): void;
  onClose(): void;
}) {
  const { t } = useTranslation('orders');
  const titleId = useId();
  const [now] = useState(() => Date.now());
  const choices = readyChoices(order, now);
  const [picked, setPicked] = useState<number>(0);
  const [typed, setTyped] = useState('');
  const typedAt = picked === -1 ? instantOfTime(typed, timeZone, now) : null;
  const readyAt = picked === -1 ? typedAt : (choices[picked]?.at ?? null);
  const typedInPast = typedAt !== null && typedAt.getTime() < now - 60_000;

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('accept.title', { number: order.number })}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('accept.question')}
        </Typography>
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1 }}
          role="group"
          aria-label={t('accept.choices')}
        >
          {choices.map((choice, index) => (
            <ToggleButton
              key={choice.key}
              value={index}
              selected={picked === index}
              onChange={() => setPicked(index)}
              color="primary"
              sx={{ flex: '1 1 30%', flexDirection: 'column', py: 1.25, minHeight: 64 }}
            >
              <span style={{ whiteSpace: 'nowrap' }}>
                {choice.key === 'slot'
                  ? t('accept.slot')
                  : t('accept.inMinutes', { count: choice.key })}
              </span>
              <Typography component="span" variant="h6" sx={{ lineHeight: 1.2 }}>
                {text.time(choice.at)}
              </Typography>
            </ToggleButton>
          ))}
          <ToggleButton
            value={-1}
            selected={picked === -1}
            onChange={() => setPicked(-1)}
            color="primary"
            sx={{ flex: '1 1 30%', minHeight: 64 }}
          >
            {t('accept.otherTime')}
          </ToggleButton>
        </Stack>
        {picked === -1 && (
          <TimeField
            autoFocus
            label={t('accept.timeLabel')}
            value={typed}
            onChange={setTyped}
            error={typedInPast}
            helperText={typedInPast ? t('accept.timePast') : ' '}
            sx={{ mt: 2 }}
            fullWidth
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={saving}>
          {t('actions.back')}
        </Button>
        <Button
          variant="contained"
          loading={saving}
          disabled={!readyAt || typedInPast}
          onClick={() => readyAt && onAccept(readyAt)}
          size="large"
        >
          {readyAt ? t('accept.confirmAt', { time: text.time(readyAt) }) : t('actions.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
