import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../stores/ui-store';

/**
 * The generic confirm dialog (spec §2) of `askConfirm`: confirming runs `onConfirm`, then closes;
 * cancelling only closes. A failing `onConfirm` closes too, and shows its message as an error.
 */
export function ConfirmDialog() {
  const { t } = useTranslation('ui', { useSuspense: false });
  const request = useUiStore((s) => s.confirm);
  const closeConfirm = useUiStore((s) => s.closeConfirm);
  const showAlert = useUiStore((s) => s.showAlert);
  const [running, setRunning] = useState(false);
  // The last request stays on screen while the dialog fades out after closing.
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);

  const confirm = async () => {
    if (!request || running) return;
    setRunning(true);
    try {
      await request.onConfirm();
    } catch (error) {
      showAlert(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setRunning(false);
      closeConfirm();
    }
  };
  const cancel = () => {
    if (!running) closeConfirm();
  };

  return (
    <Dialog
      open={request !== null}
      onClose={cancel}
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-message"
      maxWidth="xs"
      fullWidth
    >
      {shown && (
        <>
          <DialogTitle id="confirm-dialog-title">{shown.title}</DialogTitle>
          <DialogContent>
            <DialogContentText id="confirm-dialog-message">{shown.message}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={cancel} disabled={running}>
              {t('confirm.cancel', { defaultValue: 'Annulla' })}
            </Button>
            <Button onClick={confirm} disabled={running} variant="contained" autoFocus>
              {shown.confirmLabel ?? t('confirm.confirm', { defaultValue: 'Conferma' })}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
