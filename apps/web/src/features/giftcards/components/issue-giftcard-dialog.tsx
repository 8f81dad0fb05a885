import {
  GIFT_CARD_COUNTER_METHODS,
  GIFT_CARD_MAX_AMOUNT,
  GIFT_CARD_MESSAGE_MAX_LENGTH,
  GIFT_CARD_MIN_AMOUNT,
  GIFT_CARD_TITLE_MAX_LENGTH,
} from '@coperto/shared/giftcards/giftcard.constants';
import type { GiftCard, IssueGiftCardBody } from '@coperto/shared/giftcards/giftcard.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createAttemptKeys } from '../../../shared/lib/attempt-keys';
import { FormDialog } from '../../../shared/ui/form-dialog';
import {
  type GiftCardsRestaurant,
  useGiftCardTemplates,
  useIssueGiftCard,
} from '../api/giftcards-api';
import { readAmount } from '../lib/amount-input';
import { formErrorsOf } from '../lib/giftcard-errors';
import { useGiftCardText } from '../lib/use-giftcard-text';

/** The fields the form shows, where the server's per-field flags light up. */
const SHOWN_FIELDS = new Set([
  'template_id',
  'amount',
  'customer_name',
  'email',
  'phone_number',
  'delivery_date',
  'message',
  'buyer_name',
  'buyer_email',
  'title',
  'date_expired',
  'paid_with',
]);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface IssueForm {
  template_id: string;
  amount: string;
  customer_name: string;
  email: string;
  phone_number: string;
  buyer_name: string;
  buyer_email: string;
  send_email: boolean;
  delivery_date: string;
  message: string;
  title: string;
  date_expired: string;
  paid_with: (typeof GIFT_CARD_COUNTER_METHODS)[number];
  privacy: boolean;
  marketing: boolean;
}

const EMPTY: IssueForm = {
  template_id: '',
  amount: '',
  customer_name: '',
  email: '',
  phone_number: '',
  buyer_name: '',
  buyer_email: '',
  send_email: false,
  delivery_date: '',
  message: '',
  title: '',
  date_expired: '',
  paid_with: 'cash',
  privacy: false,
  marketing: false,
};

/**
 * The form's own checks, worded, before the server's (which counts: its `fields` land on the same
 * fields). Answers the body to send, or the errors by field.
 */
export function checkIssueForm(
  form: IssueForm,
  restaurantId: number,
  t: (key: string, options?: Record<string, unknown>) => string,
): { body: IssueGiftCardBody } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const amount = readAmount(form.amount);
  if ('error' in amount) errors.amount = t(`form.amount.${amount.error}`);
  else if (amount.euros < GIFT_CARD_MIN_AMOUNT || amount.euros > GIFT_CARD_MAX_AMOUNT)
    errors.amount = t('form.amount.range', {
      min: GIFT_CARD_MIN_AMOUNT,
      max: GIFT_CARD_MAX_AMOUNT,
    });
  if (form.customer_name.trim().length < 2) errors.customer_name = t('form.nameRequired');
  const email = form.email.trim();
  if (email && !EMAIL.test(email)) errors.email = t('form.emailInvalid');
  if (form.send_email && !email) errors.email = t('form.emailForSending');
  const buyerEmail = form.buyer_email.trim();
  if (buyerEmail && !EMAIL.test(buyerEmail)) errors.buyer_email = t('form.emailInvalid');
  if (Object.keys(errors).length > 0 || 'error' in amount) return { errors };
  const phone = form.phone_number.trim();
  return {
    body: {
      restaurant_id: restaurantId,
      template_id: form.template_id ? Number(form.template_id) : null,
      type: 'card',
      ...(form.title.trim() ? { title: form.title.trim() } : {}),
      description: '',
      customer_name: form.customer_name.trim(),
      ...(phone ? { phone_number: phone } : {}),
      ...(email ? { email } : {}),
      send_email: form.send_email,
      message: form.message.trim(),
      amount: amount.euros,
      min_amount: 0,
      is_percentage: false,
      ...(form.date_expired ? { date_expired: form.date_expired } : {}),
      ...(form.send_email && form.delivery_date ? { delivery_date: form.delivery_date } : {}),
      privacy: form.privacy,
      marketing: form.marketing,
      buyer_name: form.buyer_name.trim(),
      ...(buyerEmail ? { buyer_email: buyerEmail } : {}),
      paid_with: form.paid_with,
    },
  };
}

/** A card sold at the counter, paid there in cash or by card (spec §3's fields). */
export function IssueGiftCardDialog({
  restaurant,
  onClose,
  onIssued,
}: {
  restaurant: GiftCardsRestaurant;
  onClose(): void;
  onIssued(card: GiftCard): void;
}) {
  const { t } = useTranslation('giftcards');
  const text = useGiftCardText();
  const templates = useGiftCardTemplates();
  const issue = useIssueGiftCard();
  const keys = useMemo(() => createAttemptKeys('giftcard'), []);
  const [form, setForm] = useState<IssueForm>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const usable = (templates.data?.items ?? []).filter(
    (template) => template.active && template.restaurant_ids.includes(restaurant.id),
  );
  const template = usable.find((item) => String(item.id) === form.template_id);
  const set = <K extends keyof IssueForm>(name: K, value: IssueForm[K]) =>
    setForm((current) => ({ ...current, [name]: value }));

  const submit = async (event?: React.BaseSyntheticEvent) => {
    event?.preventDefault();
    const checked = checkIssueForm(form, restaurant.id, t as never);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    try {
      const card = await issue.mutateAsync({ body: checked.body, key: keys.keyFor(checked.body) });
      onIssued(card);
    } catch (error) {
      const worded = formErrorsOf(t, error);
      // A field the form does not show (the restaurant, a spec flag) is said under the form.
      const hidden = Object.keys(worded).filter((name) => !SHOWN_FIELDS.has(name));
      if (hidden.length > 0 && !worded._) worded._ = hidden.map((name) => worded[name]).join(' · ');
      setErrors(worded);
    }
  };

  const field = (
    name: 'customer_name' | 'email' | 'phone_number' | 'buyer_name' | 'buyer_email' | 'title',
    options: { type?: string; max?: number; required?: boolean; autoComplete?: string } = {},
  ) => (
    <TextField
      label={t(`form.${name}`)}
      value={form[name]}
      onChange={(event) => set(name, event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      required={options.required}
      type={options.type}
      autoComplete={options.autoComplete ?? 'off'}
      slotProps={{ htmlInput: { maxLength: options.max ?? 120 } }}
      fullWidth
    />
  );

  return (
    <FormDialog
      title={t('issue.title')}
      dirty={JSON.stringify(form) !== JSON.stringify(EMPTY)}
      saving={issue.isPending}
      submit={submit}
      submitLabel={t('issue.submit')}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <TextField
          select
          label={t('form.template')}
          value={form.template_id}
          onChange={(event) => set('template_id', event.target.value)}
          error={Boolean(errors.template_id)}
          helperText={errors.template_id}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('form.noTemplate')}</MenuItem>
          {usable.map((item) => (
            <MenuItem key={item.id} value={String(item.id)}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <TextField
            label={t('form.amountLabel')}
            value={form.amount}
            onChange={(event) => set('amount', event.target.value)}
            error={Boolean(errors.amount)}
            helperText={errors.amount}
            required
            fullWidth
            slotProps={{
              htmlInput: { inputMode: 'decimal', maxLength: 12 },
              input: { endAdornment: <span aria-hidden>€</span> },
            }}
          />
          {template && template.preset_amounts.length > 0 && (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}>
              {template.preset_amounts.map((preset) => (
                <Chip
                  key={preset}
                  label={text.money(preset)}
                  onClick={() => set('amount', String(preset))}
                  variant="outlined"
                />
              ))}
            </Stack>
          )}
        </Box>
        <Typography variant="subtitle2" component="h3">
          {t('issue.recipient')}
        </Typography>
        {field('customer_name', { required: true })}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {field('email', { type: 'email', max: 254 })}
          {field('phone_number', { type: 'tel', max: 40 })}
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={form.send_email}
              onChange={(event) => set('send_email', event.target.checked)}
            />
          }
          label={t('form.send_email')}
        />
        {form.send_email && (
          <TextField
            type="date"
            label={t('form.delivery_date')}
            value={form.delivery_date}
            onChange={(event) => set('delivery_date', event.target.value)}
            error={Boolean(errors.delivery_date)}
            helperText={errors.delivery_date ?? t('form.deliveryHint')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        )}
        <TextField
          label={t('form.message')}
          value={form.message}
          onChange={(event) => set('message', event.target.value)}
          error={Boolean(errors.message)}
          helperText={errors.message}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: GIFT_CARD_MESSAGE_MAX_LENGTH } }}
        />
        <Typography variant="subtitle2" component="h3">
          {t('issue.buyer')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {field('buyer_name')}
          {field('buyer_email', { type: 'email', max: 254 })}
        </Box>
        <Typography variant="subtitle2" component="h3">
          {t('issue.card')}
        </Typography>
        {field('title', { max: GIFT_CARD_TITLE_MAX_LENGTH })}
        <TextField
          type="date"
          label={t('form.date_expired')}
          value={form.date_expired}
          onChange={(event) => set('date_expired', event.target.value)}
          error={Boolean(errors.date_expired)}
          helperText={errors.date_expired ?? t('form.expiryHint')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Box>
          <Typography variant="body2" id="giftcard-paid-with" sx={{ mb: 0.5 }}>
            {t('form.paid_with')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            color="primary"
            value={form.paid_with}
            onChange={(_event, value) => value && set('paid_with', value)}
            aria-labelledby="giftcard-paid-with"
          >
            {GIFT_CARD_COUNTER_METHODS.map((method) => (
              <ToggleButton key={method} value={method} sx={{ px: 3 }}>
                {t(`soldVia.${method}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {errors.paid_with && (
            <Typography variant="caption" color="error" component="p">
              {errors.paid_with}
            </Typography>
          )}
        </Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={form.privacy}
              onChange={(event) => set('privacy', event.target.checked)}
            />
          }
          label={t('form.privacy')}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={form.marketing}
              onChange={(event) => set('marketing', event.target.checked)}
            />
          }
          label={t('form.marketing')}
        />
        {errors._ && (
          <Alert severity="error" role="alert">
            {errors._}
          </Alert>
        )}
      </Stack>
    </FormDialog>
  );
}
