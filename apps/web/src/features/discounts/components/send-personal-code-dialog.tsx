import { DISCOUNT_MESSAGE_MAX_LENGTH } from '@coperto/shared/discounts/discount.constants';
import type { Discount } from '@coperto/shared/discounts/discount.schemas';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { todayIn } from '../../../shared/lib/dates';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useSaveDiscount, useSendDiscount } from '../api/discounts-api';
import { errorText, fieldErrorsOf } from '../lib/discount-errors';
import { checkDiscountForm, type DiscountForm, emptyDiscountForm } from '../lib/discount-form';

/** Whether the refusal is the guest's missing consent: said as such, never as a failure. */
function noConsent(error: unknown) {
  return error instanceof ApiRequestError && error.fields.email === 'no_marketing_consent';
}

function ConsentRefusal() {
  const { t } = useTranslation('discounts');
  return (
    <Alert
      severity="warning"
      role="alert"
      data-refusal="no_marketing_consent"
      // On a phone the dialog scrolls: the refusal is brought into view, not left below the fold.
      ref={(element) => element?.scrollIntoView?.({ block: 'nearest' })}
    >
      <AlertTitle>{t('send.noConsentTitle')}</AlertTitle>
      {t('send.noConsent')}
    </Alert>
  );
}

/**
 * "Invia codice personale": a code made for one guest (one use, theirs only) and emailed to
 * them. The API sends it only to a guest of the business who agreed to receive offers; a
 * refusal is said plainly and nothing is made.
 */
export function SendPersonalCodeDialog({
  timeZone,
  restaurantId,
  onClose,
  onSent,
}: {
  timeZone: string;
  restaurantId: number;
  onClose(): void;
  onSent(code: Discount): void;
}) {
  const { t } = useTranslation('discounts');
  const save = useSaveDiscount();
  const initial = useMemo<DiscountForm>(
    () => ({
      ...emptyDiscountForm([restaurantId]),
      title: t('send.defaultTitle'),
      amount: '10',
      validity: 'days',
      days_valid: '30',
      usage_limit: '1',
      usage_limit_per_guest: '1',
      personal: true,
      send_email: true,
    }),
    [restaurantId, t],
  );
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refused, setRefused] = useState(false);
  const set = <K extends keyof DiscountForm>(name: K, value: DiscountForm[K]) => {
    setRefused(false);
    setForm((current) => ({ ...current, [name]: value }));
  };

  const submit = async (event?: React.BaseSyntheticEvent) => {
    event?.preventDefault();
    const checked = checkDiscountForm(form, { timeZone, today: todayIn(timeZone) });
    if ('problems' in checked) {
      setErrors(
        Object.fromEntries(
          Object.entries(checked.problems).map(([field, problem]) => [
            field,
            t(`problems.${problem}`),
          ]),
        ),
      );
      return;
    }
    setErrors({});
    setRefused(false);
    try {
      onSent(await save.mutateAsync({ id: null, body: checked.body }));
    } catch (error) {
      if (noConsent(error)) return setRefused(true);
      const worded = fieldErrorsOf(t, error);
      if (Object.keys(worded).length === 0) worded._ = errorText(t, error);
      setErrors(worded);
    }
  };

  const field = (
    name: 'customer_name' | 'email' | 'amount' | 'days_valid' | 'title' | 'message',
    options: {
      label?: string;
      type?: string;
      max?: number;
      required?: boolean;
      inputMode?: 'numeric' | 'decimal' | 'email';
      end?: string;
      multiline?: boolean;
    } = {},
  ) => (
    <TextField
      label={options.label ?? t(`fields.${name}`)}
      value={form[name]}
      onChange={(event) => set(name, event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      required={options.required}
      type={options.type}
      multiline={options.multiline}
      minRows={options.multiline ? 3 : undefined}
      autoComplete="off"
      fullWidth
      slotProps={{
        htmlInput: {
          maxLength: options.max ?? 120,
          ...(options.inputMode ? { inputMode: options.inputMode } : {}),
        },
        ...(options.end ? { input: { endAdornment: <span aria-hidden>{options.end}</span> } } : {}),
      }}
    />
  );

  return (
    <FormDialog
      title={t('send.title')}
      dirty={JSON.stringify(form) !== JSON.stringify(initial)}
      saving={save.isPending}
      submit={submit}
      submitLabel={t('send.submit')}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('send.intro')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {field('customer_name')}
          {field('email', { type: 'email', max: 254, required: true, inputMode: 'email' })}
        </Box>
        {field('title', { required: true, max: 80 })}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <ToggleButtonGroup
            exclusive
            color="primary"
            size="small"
            value={form.is_percentage ? 'percent' : 'fixed'}
            onChange={(_event, value) => value && set('is_percentage', value === 'percent')}
            aria-label={t('fields.is_percentage')}
            sx={{ mt: 1 }}
          >
            <ToggleButton value="percent">%</ToggleButton>
            <ToggleButton value="fixed">€</ToggleButton>
          </ToggleButtonGroup>
          <Box sx={{ flex: '1 1 140px' }}>
            {field('amount', {
              label: t(form.is_percentage ? 'fields.percentage' : 'fields.amount'),
              required: true,
              inputMode: 'decimal',
              max: 12,
              end: form.is_percentage ? '%' : '€',
            })}
          </Box>
          <Box sx={{ flex: '1 1 140px' }}>
            {field('days_valid', { inputMode: 'numeric', max: 5, required: true })}
          </Box>
        </Box>
        {field('message', { multiline: true, max: DISCOUNT_MESSAGE_MAX_LENGTH })}
        <Typography variant="caption" color="text.secondary">
          {t('send.consentNote')}
        </Typography>
        {refused && <ConsentRefusal />}
        {errors._ && (
          <Alert
            severity="error"
            role="alert"
            ref={(element) => element?.scrollIntoView?.({ block: 'nearest' })}
          >
            {errors._}
          </Alert>
        )}
      </Stack>
    </FormDialog>
  );
}

/** A personal code sent again (or for the first time), with new words if typed. */
export function ResendCodeForm({ code }: { code: Discount }) {
  const { t } = useTranslation('discounts');
  const send = useSendDiscount();
  const [message, setMessage] = useState('');
  const [outcome, setOutcome] = useState<string | null>(null);
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('detail.sendTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        setOutcome(null);
        send.mutate(
          { id: code.id, body: message.trim() ? { message: message.trim() } : {} },
          {
            onSuccess: () => {
              setMessage('');
              setOutcome('sent');
            },
            onError: (error) => setOutcome(noConsent(error) ? 'refused' : errorText(t, error)),
          },
        );
      }}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography variant="subtitle2" component="h3">
        {t('detail.sendTitle')}
      </Typography>
      <TextField
        size="small"
        label={t('detail.sendMessage')}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: DISCOUNT_MESSAGE_MAX_LENGTH } }}
      />
      <Box>
        <Button type="submit" variant="outlined" disabled={send.isPending}>
          {t('detail.send', { email: code.email })}
        </Button>
      </Box>
      {outcome === 'sent' && (
        <Alert severity="success" role="status">
          {t('detail.sent', { email: code.email })}
        </Alert>
      )}
      {outcome === 'refused' && <ConsentRefusal />}
      {outcome && outcome !== 'sent' && outcome !== 'refused' && (
        <Alert severity="error" role="alert">
          {outcome}
        </Alert>
      )}
    </Box>
  );
}
