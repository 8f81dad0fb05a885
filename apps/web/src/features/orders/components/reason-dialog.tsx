import { ORDER_REASON_MAX_LENGTH } from '@coperto/shared/orders/order.constants';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CANCEL_REASON_KEYS, REJECT_REASON_KEYS } from '../lib/board';

/** The server's shortest reason: the guest must be told something. */
const MIN_REASON_LENGTH = 3;

/**
 * Reject or cancel with the reason the guest reads: a usual one in a tap (it fills the field,
 * which can still be edited) or any other typed.
 */
export function ReasonDialog({
  kind,
  orderNumber,
  saving,
  onConfirm,
  onClose,
}: {
  kind: 'reject' | 'cancel';
  orderNumber: number;
  saving: boolean;
  onConfirm(reason: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation('orders');
  const titleId = useId();
  const [reason, setReason] = useState('');
  const presets = (kind === 'reject' ? REJECT_REASON_KEYS : CANCEL_REASON_KEYS).map((key) =>
    t(`reasons.${key}`),
  );
  const trimmed = reason.trim();
  const tooShort = trimmed.length > 0 && trimmed.length < MIN_REASON_LENGTH;

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {t(kind === 'reject' ? 'reject.title' : 'cancel.title', { number: orderNumber })}
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('reason.hint')}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
          {presets.map((preset) => (
            <Chip
              key={preset}
              label={preset}
              onClick={() => setReason(preset)}
              color={reason === preset ? 'primary' : 'default'}
              variant={reason === preset ? 'filled' : 'outlined'}
              sx={{ height: 40, fontSize: '0.95rem' }}
            />
          ))}
        </Stack>
        <TextField
          label={t('reason.label')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          error={tooShort}
          helperText={tooShort ? t('reason.tooShort') : ' '}
          slotProps={{ htmlInput: { maxLength: ORDER_REASON_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={saving}>
          {t('actions.back')}
        </Button>
        <Button
          variant="contained"
          color="error"
          size="large"
          loading={saving}
          disabled={trimmed.length < MIN_REASON_LENGTH}
          onClick={() => onConfirm(trimmed)}
        >
          {t(kind === 'reject' ? 'actions.reject' : 'actions.cancelOrder')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
