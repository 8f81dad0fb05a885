import type { MyWage } from '@coperto/shared/staff/staff.schemas';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../shared/lib/format-money';
import { useUiStore } from '../../../shared/stores/ui-store';
import { SectionMessage } from '../../../shared/ui/section-message';
import { downloadPayslip, useMyWages } from '../api/staff-api';
import { formatMonth, staffErrorText } from '../lib/staff-text';

/** One's own recorded wages and their payslips: nobody else's is ever listed (decision 077). */
export default function MyPayslipsPage() {
  const { t } = useTranslation('staff');
  const query = useMyWages();
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h6" component="h2">
        {t('payslips.title')}
      </Typography>
      {query.isError ? (
        <SectionMessage kind="failed" onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="…" />
        </Box>
      ) : query.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('payslips.none')}</Typography>
      ) : (
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {query.data.items.map((wage) => (
            <PayslipRow key={wage.id} wage={wage} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function PayslipRow({ wage }: { wage: MyWage }) {
  const { t, i18n } = useTranslation('staff');
  const showAlert = useUiStore((s) => s.showAlert);
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid={`my-wage-${wage.month}`}
      sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: 1, minWidth: 160 }}>
        <Typography
          variant="subtitle1"
          sx={{ '&::first-letter': { textTransform: 'uppercase' }, fontWeight: 600 }}
        >
          {formatMonth(wage.month, i18n.language)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {wage.restaurant_name}
        </Typography>
      </Box>
      <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatEuros(wage.wage, i18n.language)}
      </Typography>
      {wage.payslip ? (
        <Button
          variant="outlined"
          startIcon={<DownloadOutlined />}
          onClick={() =>
            downloadPayslip(wage.id).catch((error: unknown) =>
              showAlert(staffErrorText(t, error), 'error'),
            )
          }
        >
          {t('payslips.download')}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('payslips.noPayslip')}
        </Typography>
      )}
    </Paper>
  );
}
