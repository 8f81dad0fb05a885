import Print from '@mui/icons-material/Print';
import PrintDisabled from '@mui/icons-material/PrintDisabled';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useAutoPrintChoice } from '../lib/auto-print';

/**
 * "Stampa automatica": this device prints the ticket of every order as soon as it is accepted
 * (by hand or automatically). Off by default: only the tablet next to the printer should.
 */
export function AutoPrintToggle() {
  const { t } = useTranslation('orders');
  const { on, set } = useAutoPrintChoice();
  return (
    <Tooltip title={t('autoPrint.hint')} describeChild>
      <Button
        variant="outlined"
        color={on ? 'success' : 'primary'}
        startIcon={on ? <Print /> : <PrintDisabled />}
        onClick={() => set(!on)}
        aria-pressed={on}
      >
        {on ? t('autoPrint.on') : t('autoPrint.off')}
      </Button>
    </Tooltip>
  );
}
