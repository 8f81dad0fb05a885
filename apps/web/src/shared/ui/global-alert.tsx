import { ALERT_AUTO_HIDE_MS } from '@coperto/shared/common/constants';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../stores/ui-store';

/**
 * The global alert (spec §4): severity and message from the UI store, hidden after 6 s. Each new
 * alert gets a fresh Snackbar, so its 6 s count from when it appeared, not from the previous one.
 */
export function GlobalAlert() {
  const { t } = useTranslation('ui', { useSuspense: false });
  const alert = useUiStore((s) => s.alert);
  const closeAlert = useUiStore((s) => s.closeAlert);
  // Every showAlert makes a new alert object: a new alert, even with the same text.
  const [counted, setCounted] = useState({ alert, serial: 0 });
  if (counted.alert !== alert) {
    setCounted({ alert, serial: counted.serial + (alert.open ? 1 : 0) });
  }

  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A tap elsewhere on the page must not swallow an error before it has been read.
    if (reason === 'clickaway') return;
    closeAlert();
  };

  return (
    <Snackbar
      key={counted.serial}
      open={alert.open}
      autoHideDuration={ALERT_AUTO_HIDE_MS}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={alert.severity}
        variant="filled"
        onClose={handleClose}
        closeText={t('alert.close', { defaultValue: 'Chiudi' })}
        data-testid="global-alert"
        sx={{ width: '100%', alignItems: 'center' }}
      >
        {alert.message}
      </Alert>
    </Snackbar>
  );
}
