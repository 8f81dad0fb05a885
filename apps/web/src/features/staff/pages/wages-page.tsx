import { DEFAULT_TIME_ZONE } from '@coperto/shared/common/constants';
import { PAYSLIP_MAX_BYTES } from '@coperto/shared/staff/staff.constants';
import type { WageLine } from '@coperto/shared/staff/staff.schemas';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/lib/dates';
import { formatEuros } from '../../../shared/lib/format-money';
import { formatAmountForInput, parseAmount } from '../../../shared/lib/parse-decimal';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { useUiStore } from '../../../shared/stores/ui-store';
import { SectionMessage } from '../../../shared/ui/section-message';
import { downloadPayslip, useRecordWage, useUploadPayslip, useWageMonth } from '../api/staff-api';
import { formatMonth, shiftMonth, staffErrorText } from '../lib/staff-text';

/** The owner's wages of a month (decision 077): proposal from the rota, recorded wage, payslip. */
export default function WagesPage() {
  const user = useSignedInUser();
  if (!user?.restaurant) return <SectionMessage kind="notFound" />;
  return <WagesMonth restaurantId={user.restaurant.id} />;
}

function WagesMonth({ restaurantId }: { restaurantId: number }) {
  const { t, i18n } = useTranslation('staff');
  const [month, setMonth] = useState(() => todayIn(DEFAULT_TIME_ZONE).slice(0, 7));
  const query = useWageMonth(restaurantId, month);
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <IconButton
            aria-label={t('wages.previousMonth')}
            onClick={() => setMonth(shiftMonth(month, -1))}
          >
            <ChevronLeft />
          </IconButton>
          <Typography
            variant="subtitle1"
            component="h2"
            sx={{
              fontWeight: 600,
              minWidth: 150,
              textAlign: 'center',
              '&::first-letter': { textTransform: 'uppercase' },
            }}
          >
            {formatMonth(month, i18n.language)}
          </Typography>
          <IconButton
            aria-label={t('wages.nextMonth')}
            onClick={() => setMonth(shiftMonth(month, 1))}
          >
            <ChevronRight />
          </IconButton>
        </Stack>
        {query.data && (
          <Stack direction="row" spacing={3}>
            <Total
              label={t('wages.totalProposed')}
              value={formatEuros(query.data.total_proposed, i18n.language)}
            />
            <Total
              label={t('wages.totalRecorded')}
              value={formatEuros(query.data.total_recorded, i18n.language)}
            />
          </Stack>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('wages.intro')}
      </Typography>
      {query.isError ? (
        <SectionMessage kind="failed" onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="…" />
        </Box>
      ) : query.data.lines.length === 0 ? (
        <Typography color="text.secondary">{t('wages.noPeople')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {query.data.lines.map((line) => (
            <WageCard
              key={`${month}-${line.person.id}-${line.wage?.updated_at ?? ''}`}
              line={line}
              restaurantId={restaurantId}
              month={month}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

function WageCard({
  line,
  restaurantId,
  month,
}: {
  line: WageLine;
  restaurantId: number;
  month: string;
}) {
  const { t, i18n } = useTranslation('staff');
  const showAlert = useUiStore((s) => s.showAlert);
  const record = useRecordWage(restaurantId, month);
  const upload = useUploadPayslip(restaurantId, month);
  const fileId = useId();
  const euros = (v: number) => formatEuros(v, i18n.language);
  const [wage, setWage] = useState(() =>
    formatAmountForInput(line.wage?.wage ?? line.proposed, i18n.language),
  );
  const [notes, setNotes] = useState(line.wage?.notes ?? '');
  const [wageError, setWageError] = useState<string | null>(null);
  const name = [line.person.name, line.person.surname].filter(Boolean).join(' ');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAmount(wage);
    if (parsed.kind !== 'amount') {
      setWageError(t('wages.invalidAmount'));
      return;
    }
    setWageError(null);
    record.mutate(
      { user_id: line.person.id, wage: parsed.hundredths / 100, notes },
      {
        onSuccess: () => showAlert(t('wages.recorded'), 'success'),
        onError: (error) => {
          setWageError(staffErrorText(t, error));
          showAlert(staffErrorText(t, error), 'error');
        },
      },
    );
  };
  const onFile = (file: File | undefined) => {
    if (!file || !line.wage) return;
    if (file.type && file.type !== 'application/pdf') {
      showAlert(t('wages.notPdf'), 'error');
      return;
    }
    if (file.size > PAYSLIP_MAX_BYTES) {
      showAlert(t('wages.tooLarge'), 'error');
      return;
    }
    upload.mutate(
      { wageId: line.wage.id, file },
      {
        onSuccess: () => showAlert(t('wages.uploaded'), 'success'),
        onError: (error) => showAlert(staffErrorText(t, error), 'error'),
      },
    );
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5 }}
      component="section"
      aria-label={name}
      data-testid={`wage-${line.person.id}`}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: '1fr',
            md: 'minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1.2fr)',
          },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          {line.person.duty && (
            <Typography variant="body2" color="text.secondary">
              {line.person.duty}
            </Typography>
          )}
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('wages.counts', line.shifts)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('wages.rates', {
              single: euros(line.rates.single_shift),
              double: euros(line.rates.double_shift),
              breakfast: euros(line.rates.breakfast_shift),
              aperitif: euros(line.rates.aperitif_shift),
            })}
          </Typography>
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('wages.proposed')}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {euros(line.proposed)}
          </Typography>
          <Typography variant="body2" color={line.wage ? 'success.main' : 'text.secondary'}>
            {line.wage
              ? t('wages.recordedValue', { amount: euros(line.wage.wage) })
              : t('wages.notRecorded')}
          </Typography>
        </Box>
        <Stack spacing={1} component="form" onSubmit={submit} noValidate>
          {/* Top-aligned: the field's error below it does not stretch the button. */}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={t('wages.wage')}
              value={wage}
              onChange={(event) => setWage(event.target.value)}
              size="small"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              error={wageError !== null}
              helperText={wageError ?? undefined}
              sx={{ flex: 1, minWidth: 0 }}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={record.isPending}
              sx={{ flexShrink: 0 }}
            >
              {t('wages.record')}
            </Button>
          </Stack>
          <TextField
            label={t('wages.notes')}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            size="small"
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            {line.wage ? (
              <>
                <input
                  id={fileId}
                  type="file"
                  accept="application/pdf"
                  hidden
                  data-testid={`payslip-input-${line.person.id}`}
                  onChange={(event) => {
                    onFile(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
                <Button
                  component="label"
                  htmlFor={fileId}
                  size="small"
                  variant="outlined"
                  startIcon={
                    upload.isPending ? <CircularProgress size={16} /> : <UploadFileOutlined />
                  }
                  disabled={upload.isPending}
                >
                  {line.wage.payslip ? t('wages.replace') : t('wages.upload')}
                </Button>
                {line.wage.payslip && (
                  <Button
                    size="small"
                    startIcon={<DownloadOutlined />}
                    onClick={() =>
                      downloadPayslip(line.wage!.id).catch((error: unknown) =>
                        showAlert(staffErrorText(t, error), 'error'),
                      )
                    }
                  >
                    {t('wages.download')}
                  </Button>
                )}
              </>
            ) : (
              <Typography variant="caption" color="text.secondary">
                {t('wages.recordFirst')}
              </Typography>
            )}
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
}
