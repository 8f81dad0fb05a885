import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TokenDialogRequest, useUiStore } from '../../../shared/stores/ui-store';

function secondsUntil(endsAt: number): number {
  return Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
}

/** Whole seconds left until `endsAt`, ticking; checks 4 times a second so it never skips one. */
function useSecondsLeft(endsAt: number): number {
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(endsAt));
  useEffect(() => {
    setSecondsLeft(secondsUntil(endsAt));
    const timer = setInterval(() => setSecondsLeft(secondsUntil(endsAt)), 250);
    return () => clearInterval(timer);
  }, [endsAt]);
  return secondsLeft;
}

function TokenDialogContent({ request }: { request: TokenDialogRequest }) {
  const { t } = useTranslation('auth');
  const closeTokenDialog = useUiStore((state) => state.closeTokenDialog);
  const secondsLeft = useSecondsLeft(request.endsAt);
  // The ring empties from what was left when the dialog opened (30 s, or fewer when opened late).
  const [totalSeconds] = useState(() => Math.max(secondsUntil(request.endsAt), 1));
  const [submitting, setSubmitting] = useState(false);
  const titleId = 'token-dialog-title';

  const submit = async () => {
    setSubmitting(true);
    try {
      await request.onSubmit();
      // Close only the request that was submitted, not one opened meanwhile.
      if (useUiStore.getState().tokenDialog === request) closeTokenDialog();
    } catch {
      // The requester has shown why; the dialog stays for another try.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        // A stray click beside the dialog must not hide a countdown that ends the session.
        if (reason !== 'backdropClick') closeTokenDialog();
      }}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{request.title}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5 }}>
          <Box sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }}>
            <CircularProgress
              variant="determinate"
              value={(secondsLeft / totalSeconds) * 100}
              size={72}
              thickness={4}
              color={secondsLeft <= 10 ? 'error' : 'primary'}
              aria-hidden
            />
            <Box
              sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}
              aria-hidden
            >
              <Typography variant="h6" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {secondsLeft}
              </Typography>
            </Box>
          </Box>
          <Box>
            <DialogContentText>{request.message}</DialogContentText>
            <Typography role="timer" variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
              {t('tokenDialog.secondsLeft', { count: secondsLeft })}
            </Typography>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={closeTokenDialog} color="inherit">
          {t('tokenDialog.close')}
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={submitting || secondsLeft === 0}
          startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {request.submitLabel ?? t('tokenDialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The token dialog with its countdown (spec §2, §4), as ui-store.tokenDialog asks for it. */
export default function TokenDialog() {
  const request = useUiStore((state) => state.tokenDialog);
  // Keyed by the request, so a new request starts with a fresh countdown and state.
  return request ? <TokenDialogContent key={request.endsAt} request={request} /> : null;
}
