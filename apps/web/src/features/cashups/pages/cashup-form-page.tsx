import { hasPermission } from '@coperto/shared/auth/permissions';
import { CASH_UP_TYPES, type CashUpType } from '@coperto/shared/cashups/cashup.constants';
import type { CashUp } from '@coperto/shared/cashups/cashup.schemas';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { todayIn } from '../../../shared/lib/dates';
import { formatAmountForInput } from '../../../shared/lib/parse-decimal';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { useUiStore } from '../../../shared/stores/ui-store';
import { PageHeaderWithBack } from '../../../shared/ui/page-header-with-back';
import { SectionMessage } from '../../../shared/ui/section-message';
import {
  type CashUpsRestaurant,
  useCashUp,
  useCashUpPeople,
  useCashUpsRestaurant,
  useCashUpTakings,
  useCreateCashUp,
  useUpdateCashUp,
} from '../api/cashups-api';
import { CashUpFiguresPanel } from '../components/cashup-figures-panel';
import {
  bodyOf,
  type CashUpFormValues,
  COVER_FIELDS,
  centsOf,
  checkForm,
  emptyForm,
  type FormErrors,
  formOf,
  liveFigures,
  MONEY_FIELDS,
  serverFieldError,
} from '../lib/cashup-form';
import { useCashUpText } from '../lib/use-cashup-text';

function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label="…" />
    </Box>
  );
}

/** /dashboard/cash-ups/new: closing the till, phone first (a manager at midnight). */
export function NewCashUpPage() {
  const user = useSignedInUser();
  const restaurant = useCashUpsRestaurant(user?.restaurant?.id);
  const [params] = useSearchParams();
  if (!user?.restaurant) return <SectionMessage kind="notFound" />;
  if (restaurant.isError)
    return <SectionMessage kind="failed" onRetry={() => void restaurant.refetch()} />;
  if (!restaurant.data) return <Loading />;
  const date = params.get('date') ?? todayIn(restaurant.data.timeZone);
  const typeParam = params.get('type') as CashUpType | null;
  const type = typeParam && CASH_UP_TYPES.includes(typeParam) ? typeParam : 'final';
  return <CashUpForm restaurant={restaurant.data} initial={emptyForm(date, type)} />;
}

/** /dashboard/cash-ups/:id/edit: a close changed, by an owner once its day is closed. */
export function EditCashUpPage() {
  const { id } = useParams();
  const cashUpId = Number(id);
  const user = useSignedInUser();
  const restaurant = useCashUpsRestaurant(user?.restaurant?.id);
  const cashUp = useCashUp(cashUpId);
  const { i18n } = useTranslation('cashups');
  if (!Number.isSafeInteger(cashUpId) || cashUpId <= 0) return <SectionMessage kind="notFound" />;
  if (cashUp.error instanceof ApiRequestError && cashUp.error.status === 404)
    return <SectionMessage kind="notFound" />;
  if (restaurant.isError || cashUp.isError)
    return <SectionMessage kind="failed" onRetry={() => void cashUp.refetch()} />;
  if (!restaurant.data || !cashUp.data) return <Loading />;
  return (
    <CashUpForm
      restaurant={restaurant.data}
      existing={cashUp.data}
      initial={formOf(cashUp.data, (euros) => formatAmountForInput(euros, i18n.language))}
    />
  );
}

function Section({ title, help, children }: { title: string; help?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2, m: 0, minWidth: 0 }}>
      <Typography
        component="legend"
        variant="subtitle1"
        sx={{ fontWeight: 700, px: 0, float: 'left', width: '100%' }}
      >
        {title}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary" sx={{ clear: 'both', mb: 1.5 }}>
          {help}
        </Typography>
      )}
      <Box sx={{ clear: 'both', pt: help ? 0 : 1.5 }}>{children}</Box>
    </Paper>
  );
}

function CashUpForm({
  restaurant,
  initial,
  existing,
}: {
  restaurant: CashUpsRestaurant;
  initial: CashUpFormValues;
  existing?: CashUp;
}) {
  const { t } = useTranslation('cashups');
  const text = useCashUpText();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const role = user?.user.role ?? 'staff';
  const showAlert = useUiStore((s) => s.showAlert);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [existingId, setExistingId] = useState<number | null>(null);
  const people = useCashUpPeople();
  const takings = useCashUpTakings(restaurant.id, values.cash_up_date);
  const create = useCreateCashUp();
  const update = useUpdateCashUp(existing?.id ?? 0);
  const saving = create.isPending || update.isPending;
  const figures = useMemo(() => liveFigures(values), [values]);
  const tillCents = (() => {
    const r = centsOf(values.till, { optional: true });
    return 'cents' in r ? r.cents : 0;
  })();
  const dayClosed = existing?.day_closed ?? false;
  const mayChange = !dayClosed || hasPermission(role, 'reopen:cashups');
  const today = todayIn(restaurant.timeZone);
  const candidates = (people.data ?? []).filter(
    (p) =>
      p.role !== 'staff' ||
      p.restaurant_id === null ||
      p.restaurant_id === restaurant.id ||
      values.staff.includes(p.id),
  );

  const set = <K extends keyof CashUpFormValues>(key: K, value: CashUpFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setFailure(null);
  };
  const setExtra = (index: number, key: 'amount' | 'note', value: string) => {
    setValues((v) => ({
      ...v,
      extra_expenses: v.extra_expenses.map((e, i) => (i === index ? { ...e, [key]: value } : e)),
    }));
    setErrors((e) => ({ ...e, [`extra_expenses.${index}.${key}`]: undefined }));
    setFailure(null);
  };
  const errorText = (field: string) => {
    const key = errors[field];
    return key ? t(`form.errors.${key}` as 'form.errors.invalid') : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setExistingId(null);
    const found = checkForm(values);
    if (values.cash_up_date > today) found.cash_up_date = 'future';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure(t('form.failed'));
      return;
    }
    try {
      const saved = existing
        ? await update.mutateAsync(bodyOf(values))
        : await create.mutateAsync({
            restaurant_id: restaurant.id,
            cash_up_date: values.cash_up_date,
            type: values.type,
            ...bodyOf(values),
          });
      showAlert(t('form.saved'), 'success');
      navigate(`/dashboard/cash-ups/${saved.id}`);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) {
        setFailure(t('form.failed'));
        return;
      }
      if (error.status === 409 && error.fields.existing_id) {
        setExistingId(Number(error.fields.existing_id));
        return;
      }
      const fromServer: FormErrors = {};
      for (const [field, message] of Object.entries(error.fields)) {
        fromServer[field] = serverFieldError(field, message);
      }
      setErrors(fromServer);
      setFailure(error.status === 403 ? t('form.closedForManager') : t('form.failed'));
    }
  };

  const moneyField = (field: (typeof MONEY_FIELDS)[number]) => (
    <TextField
      key={field}
      label={t(`form.${field}`)}
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      error={Boolean(errors[field])}
      helperText={errorText(field) ?? t(`form.${field}Help`)}
      required
      fullWidth
      disabled={!mayChange}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': `cashup-${field}` },
        input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
      }}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <PageHeaderWithBack
        backLabel={t('form.back')}
        title={existing ? t('form.editTitle') : t('form.newTitle')}
      />
      {dayClosed && (
        <Alert severity={mayChange ? 'info' : 'error'} sx={{ mb: 2 }}>
          {mayChange ? t('form.reopenWarning') : t('form.closedForManager')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Section title={t('form.day')}>
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              <TextField
                type="date"
                label={t('form.date')}
                value={values.cash_up_date}
                onChange={(e) => set('cash_up_date', e.target.value)}
                error={Boolean(errors.cash_up_date)}
                helperText={errorText('cash_up_date')}
                disabled={Boolean(existing)}
                required
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { max: today, min: '2000-01-01', 'data-testid': 'cashup-date' },
                }}
              />
              <TextField
                select
                label={t('form.type')}
                value={values.type}
                onChange={(e) => set('type', e.target.value as CashUpType)}
                helperText={t('form.typeHelp')}
                disabled={Boolean(existing)}
              >
                {CASH_UP_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`types.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
          </Section>

          <Section title={t('form.covers')}>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
              }}
            >
              {COVER_FIELDS.map((field) => (
                <TextField
                  key={field}
                  label={t(`form.${field}`)}
                  value={values[field]}
                  onChange={(e) => set(field, e.target.value)}
                  error={Boolean(errors[field])}
                  helperText={errorText(field)}
                  placeholder="0"
                  disabled={!mayChange}
                  slotProps={{
                    htmlInput: {
                      inputMode: 'numeric',
                      pattern: '[0-9]*',
                      autoComplete: 'off',
                      'data-testid': `cashup-${field}`,
                    },
                  }}
                />
              ))}
            </Box>
          </Section>

          <Section title={t('form.money')}>
            <Stack spacing={2}>{MONEY_FIELDS.map(moneyField)}</Stack>
          </Section>

          <Section title={t('form.extras')} help={t('form.extrasHelp')}>
            <Stack spacing={1.5}>
              {values.extra_expenses.map((extra, index) => (
                <Box
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own; removing re-keys the rest, which is harmless here.
                  key={index}
                  sx={{
                    display: 'grid',
                    gap: 1,
                    gridTemplateColumns: { xs: '1fr auto', sm: '140px 1fr auto' },
                    alignItems: 'start',
                  }}
                >
                  <TextField
                    label={t('form.extraAmount')}
                    value={extra.amount}
                    onChange={(e) => setExtra(index, 'amount', e.target.value)}
                    error={Boolean(errors[`extra_expenses.${index}.amount`])}
                    helperText={errorText(`extra_expenses.${index}.amount`)}
                    disabled={!mayChange}
                    slotProps={{
                      htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                      input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
                    }}
                    sx={{ gridColumn: { xs: '1', sm: 'auto' } }}
                  />
                  <TextField
                    label={t('form.extraNote')}
                    value={extra.note}
                    onChange={(e) => setExtra(index, 'note', e.target.value)}
                    error={Boolean(errors[`extra_expenses.${index}.note`])}
                    helperText={errorText(`extra_expenses.${index}.note`)}
                    disabled={!mayChange}
                    slotProps={{ htmlInput: { maxLength: 200 } }}
                    sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
                  />
                  <IconButton
                    aria-label={t('form.removeExtra', { number: index + 1 })}
                    onClick={() =>
                      set(
                        'extra_expenses',
                        values.extra_expenses.filter((_, i) => i !== index),
                      )
                    }
                    disabled={!mayChange}
                    sx={{
                      mt: 1,
                      gridColumn: { xs: '2', sm: 'auto' },
                      gridRow: { xs: 1, sm: 'auto' },
                    }}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Box>
              ))}
              <Box>
                <Button
                  startIcon={<AddOutlined />}
                  onClick={() =>
                    set('extra_expenses', [...values.extra_expenses, { amount: '', note: '' }])
                  }
                  disabled={!mayChange || values.extra_expenses.length >= 30}
                >
                  {t('form.addExtra')}
                </Button>
              </Box>
            </Stack>
          </Section>

          <Section title={t('form.staff')} help={t('form.staffHelp')}>
            {people.isPending ? (
              <CircularProgress size={24} aria-label="…" />
            ) : candidates.length === 0 ? (
              <Typography color="text.secondary">{t('form.noPeople')}</Typography>
            ) : (
              <Box
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
                role="group"
                aria-label={t('form.staff')}
              >
                {candidates.map((person) => {
                  const selected = values.staff.includes(person.id);
                  const name = `${person.name} ${person.surname}`.trim() || person.email;
                  return (
                    <Chip
                      key={person.id}
                      label={name}
                      color={selected ? 'primary' : 'default'}
                      variant={selected ? 'filled' : 'outlined'}
                      aria-pressed={selected}
                      disabled={!mayChange}
                      onClick={() =>
                        set(
                          'staff',
                          selected
                            ? values.staff.filter((id) => id !== person.id)
                            : [...values.staff, person.id],
                        )
                      }
                      sx={{ minHeight: 40, fontSize: '0.95rem' }}
                    />
                  );
                })}
              </Box>
            )}
            {errors.staff && <FormHelperText error>{errorText('staff')}</FormHelperText>}
          </Section>

          <Section title={t('form.notes')}>
            <TextField
              value={values.notes}
              onChange={(e) => set('notes', e.target.value)}
              multiline
              minRows={2}
              fullWidth
              disabled={!mayChange}
              slotProps={{ htmlInput: { maxLength: 2000, 'aria-label': t('form.notes') } }}
            />
          </Section>
        </Stack>

        {/* On a phone the summary is at the form's end: the total and the difference stay in
            view at the bottom while the figures are typed. */}
        <Box
          aria-hidden
          sx={{
            display: { xs: 'flex', md: 'none' },
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            mx: -2,
            px: 2,
            py: 1,
            gap: 2,
            justifyContent: 'space-between',
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            boxShadow: 3,
          }}
        >
          <Typography variant="body2">
            {t('figures.total')}{' '}
            <Box component="strong" sx={{ whiteSpace: 'nowrap' }}>
              {text.cents(figures.total_takings_cents)}
            </Box>
          </Typography>
          {values.till.trim() !== '' && (
            <Typography
              variant="body2"
              sx={{
                fontWeight: 700,
                whiteSpace: 'nowrap',
                color: figures.balanced ? 'success.main' : 'warning.dark',
              }}
            >
              {t('figures.difference')} {text.signedCents(figures.difference_cents)}
            </Typography>
          )}
        </Box>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 80 }, minWidth: 0 }}>
          <Stack spacing={2}>
            <CashUpFiguresPanel
              figures={figures}
              tillCents={tillCents}
              takings={takings.data}
              takingsLoading={takings.isPending}
              tillTyped={values.till.trim() !== ''}
            />
            {existingId !== null && (
              <Alert
                severity="warning"
                data-testid="cashup-exists"
                action={
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => navigate(`/dashboard/cash-ups/${existingId}`)}
                  >
                    {t('form.exists.open')}
                  </Button>
                }
              >
                {values.type === 'final' ? t('form.exists.final') : t('form.exists.service')}
              </Alert>
            )}
            {failure && <Alert severity="error">{failure}</Alert>}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={saving || !mayChange}
              fullWidth
            >
              {existing ? t('form.saveChanges') : t('form.save')}
            </Button>
          </Stack>
        </Box>
      </Box>
    </Box>
  );
}
