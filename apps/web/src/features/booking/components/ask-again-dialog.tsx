import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

/**
 * What the guest's pages ask once more before losing something (a booking cancelled, a place in
 * line left): the question, what it means, "keep it" first and the step in red. Closed only by
 * an answer while nothing is being sent.
 */
export function AskAgainDialog({
  open,
  busy,
  title,
  message,
  keepLabel,
  confirmLabel,
  onKeep,
  onConfirm,
  confirmTestId,
}: {
  open: boolean;
  busy: boolean;
  title: string;
  message: string;
  keepLabel: string;
  confirmLabel: string;
  onKeep(): void;
  onConfirm(): void;
  confirmTestId: string;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={() => !busy && onKeep()} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep} disabled={busy}>
          {keepLabel}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={onConfirm}
          disabled={busy}
          data-testid={confirmTestId}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
