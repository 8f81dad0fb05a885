import { BOOKING_REASON_MAX_LENGTH } from '@coperto/shared/bookings/booking.constants';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Cancelling needs a reason the guest reads (3 to 300 characters, as the API asks). */
export function CancelBookingDialog({
  name,
  busy,
  onCancel,
  onClose,
}: {
  name: string;
  busy: boolean;
  onCancel(reason: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation('bookings');
  const [reason, setReason] = useState('');
  const valid = reason.trim().length >= 3;
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && !busy) onCancel(reason.trim());
        }}
      >
        <DialogTitle>{t('cancel.title', { name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('cancel.text')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label={t('cancel.reason')}
            helperText={t('cancel.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: BOOKING_REASON_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('cancel.back')}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={!valid || busy}>
            {t('cancel.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
