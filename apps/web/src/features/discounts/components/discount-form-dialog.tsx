import {
  DISCOUNT_DESCRIPTION_MAX_LENGTH,
  DISCOUNT_MESSAGE_MAX_LENGTH,
  DISCOUNT_TITLE_MAX_LENGTH,
} from '@coperto/shared/discounts/discount.constants';
import type { Discount } from '@coperto/shared/discounts/discount.schemas';
import { ORDER_TYPES } from '@coperto/shared/orders/order-states';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/lib/dates';
import { FormDialog } from '../../../shared/ui/form-dialog';
import {
  fetchNewDiscountCode,
  useDiscountRestaurants,
  useSaveDiscount,
} from '../api/discounts-api';
import { errorText, fieldErrorsOf } from '../lib/discount-errors';
import {
  changedFields,
  checkDiscountForm,
  type DiscountForm,
  emptyDiscountForm,
  formOfDiscount,
  type ValidityMode,
} from '../lib/discount-form';

/** The inputs the form shows: a server flag on any other field is said under the form. */
const SHOWN = new Set([
  'code',
  'title',
  'description',
  'is_percentage',
  'amount',
  'min_amount',
  'valid_from',
  'valid_to',
  'days_valid',
  'usage_limit',
  'usage_limit_per_guest',
  'order_types',
  'restaurant_ids',
  'customer_name',
  'email',
  'phone_number',
  'message',
]);

/** A new code, or a saved one changed: spec §3's fields of a discount, lit by the server's flags. */
export function DiscountFormDialog({
  discount,
  timeZone,
  restaurantId,
  onClose,
  onSaved,
}: {
  discount: Discount | null;
  timeZone: string;
  restaurantId: number;
  onClose(): void;
  onSaved(code: Discount): void;
}) {
  const { t, i18n } = useTranslation('discounts');
  const restaurants = useDiscountRestaurants();
  const save = useSaveDiscount();
  const initial = useMemo(
    () =>
      discount
        ? formOfDiscount(discount, timeZone, i18n.language)
        : emptyDiscountForm([restaurantId]),
    [discount, timeZone, i18n.language, restaurantId],
  );
  const [form, setForm] = useState<DiscountForm>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [generating, setGenerating] = useState(false);
  const fieldsRef = useRef<HTMLDivElement>(null);
  // The first field in error is brought into view: the server may name one far above the button.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    fieldsRef.current
      ?.querySelector('.Mui-error')
      ?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [errors]);
  const set = <K extends keyof DiscountForm>(name: K, value: DiscountForm[K]) =>
    setForm((current) => ({ ...current, [name]: value }));
  const used = (discount?.times_used ?? 0) > 0;
  const many = (restaurants.data?.length ?? 0) > 1;

  const submit = async (event?: React.BaseSyntheticEvent) => {
    event?.preventDefault();
    // A saved end already past is only checked again when the manager changes it.
    const validityTouched =
      form.validity !== initial.validity ||
      form.valid_to !== initial.valid_to ||
      form.valid_from !== initial.valid_from;
    const today = !discount || validityTouched ? todayIn(timeZone) : '';
    const checked = checkDiscountForm(form, { timeZone, today });
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
    try {
      let saved: Discount;
      if (discount) {
        const before = checkDiscountForm(initial, { timeZone, today: '' });
        const changes =
          'body' in before ? changedFields(before.body, checked.body) : { ...checked.body };
        if (Object.keys(changes).length === 0) return onClose();
        saved = await save.mutateAsync({ id: discount.id, body: changes });
      } else {
        saved = await save.mutateAsync({ id: null, body: checked.body });
      }
      onSaved(saved);
    } catch (error) {
      const worded = fieldErrorsOf(t, error);
      const hidden = Object.keys(worded).filter((name) => !SHOWN.has(name));
      if (Object.keys(worded).length === 0) worded._ = errorText(t, error);
      else if (hidden.length > 0)
        worded._ = hidden
          .map(
            (name) =>
              `${t(`fields.${name}` as 'fields.code', { defaultValue: name })}: ${worded[name]}`,
          )
          .join(' · ');
      if (worded.email && form.personal && form.send_email && !worded._) {
        worded._ = worded.email;
      }
      setErrors(worded);
    }
  };

  const generate = async () => {
    setGenerating(true);
    try {
      const fresh = await fetchNewDiscountCode();
      set('code', fresh.code);
      setErrors(({ code: _drop, ...rest }) => rest);
    } catch (error) {
      setErrors((current) => ({ ...current, code: errorText(t, error) }));
    } finally {
      setGenerating(false);
    }
  };

  const text = (
    name:
      | 'title'
      | 'description'
      | 'customer_name'
      | 'email'
      | 'phone_number'
      | 'message'
      | 'usage_limit'
      | 'usage_limit_per_guest'
      | 'min_amount'
      | 'days_valid',
    options: {
      max?: number;
      required?: boolean;
      type?: string;
      multiline?: boolean;
      inputMode?: 'numeric' | 'decimal' | 'email' | 'tel';
      hint?: string;
      end?: string;
    } = {},
  ) => (
    <TextField
      label={t(`fields.${name}`)}
      value={form[name]}
      onChange={(event) => set(name, event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? options.hint}
      required={options.required}
      type={options.type}
      multiline={options.multiline}
      minRows={options.multiline ? 2 : undefined}
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

  const dateField = (name: 'valid_from' | 'valid_to', hint?: string) => (
    <TextField
      type="date"
      label={t(`fields.${name}`)}
      value={form[name]}
      onChange={(event) => set(name, event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? hint}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );

  return (
    <FormDialog
      title={discount ? t('form.editTitle', { code: discount.code }) : t('form.newTitle')}
      dirty={JSON.stringify(form) !== JSON.stringify(initial)}
      saving={save.isPending}
      submit={submit}
      submitLabel={discount ? t('form.save') : t('form.create')}
      onClose={onClose}
    >
      <Stack spacing={2} ref={fieldsRef}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label={t('fields.code')}
            value={form.code}
            onChange={(event) => set('code', event.target.value.toUpperCase())}
            error={Boolean(errors.code)}
            helperText={errors.code ?? (used ? t('form.codeUsed') : t('form.codeHint'))}
            disabled={used}
            autoComplete="off"
            fullWidth
            slotProps={{
              htmlInput: { maxLength: 40, spellCheck: false, style: { fontFamily: 'monospace' } },
            }}
          />
          {!used && (
            <Button
              variant="outlined"
              startIcon={<AutorenewOutlined />}
              onClick={() => void generate()}
              disabled={generating}
              sx={{ flexShrink: 0, mt: 1 }}
            >
              {t('form.generate')}
            </Button>
          )}
        </Box>
        {text('title', {
          required: true,
          max: DISCOUNT_TITLE_MAX_LENGTH,
          hint: t('form.titleHint'),
        })}
        {text('description', { multiline: true, max: DISCOUNT_DESCRIPTION_MAX_LENGTH })}

        <Typography variant="subtitle2" component="h3">
          {t('form.valueSection')}
        </Typography>
        <Box>
          <ToggleButtonGroup
            exclusive
            color="primary"
            size="small"
            value={form.is_percentage ? 'percent' : 'fixed'}
            onChange={(_event, value) => value && set('is_percentage', value === 'percent')}
            aria-label={t('fields.is_percentage')}
          >
            <ToggleButton value="percent" sx={{ px: 2 }}>
              {t('form.percent')}
            </ToggleButton>
            <ToggleButton value="fixed" sx={{ px: 2 }}>
              {t('form.fixed')}
            </ToggleButton>
          </ToggleButtonGroup>
          {errors.is_percentage && <FormHelperText error>{errors.is_percentage}</FormHelperText>}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label={t(form.is_percentage ? 'fields.percentage' : 'fields.amount')}
            value={form.amount}
            onChange={(event) => set('amount', event.target.value)}
            error={Boolean(errors.amount)}
            helperText={errors.amount}
            required
            fullWidth
            slotProps={{
              htmlInput: { inputMode: 'decimal', maxLength: 12 },
              input: {
                endAdornment: <span aria-hidden>{form.is_percentage ? '%' : '€'}</span>,
              },
            }}
          />
          {text('min_amount', {
            inputMode: 'decimal',
            max: 12,
            end: '€',
            hint: t('form.minAmountHint'),
          })}
        </Box>

        <Typography variant="subtitle2" component="h3">
          {t('form.validitySection')}
        </Typography>
        {dateField('valid_from', t('form.validFromHint'))}
        <ToggleButtonGroup
          exclusive
          color="primary"
          size="small"
          value={form.validity}
          onChange={(_event, value: ValidityMode | null) => value && set('validity', value)}
          aria-label={t('form.validitySection')}
          sx={{ flexWrap: 'wrap' }}
        >
          {(['open', 'until', 'days'] as const).map((mode) => (
            <ToggleButton key={mode} value={mode} sx={{ px: 2 }}>
              {t(`form.validity.${mode}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {form.validity === 'until' && dateField('valid_to')}
        {form.validity === 'days' &&
          text('days_valid', { inputMode: 'numeric', max: 5, hint: t('form.daysHint') })}

        <Typography variant="subtitle2" component="h3">
          {t('form.usesSection')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {text('usage_limit', { inputMode: 'numeric', max: 7, hint: t('form.noLimitHint') })}
          {text('usage_limit_per_guest', {
            inputMode: 'numeric',
            max: 7,
            hint: t('form.noLimitHint'),
          })}
        </Box>
        <FormControl error={Boolean(errors.order_types)} component="fieldset">
          <FormLabel component="legend">{t('fields.order_types')}</FormLabel>
          <FormGroup row>
            {ORDER_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                control={
                  <Checkbox
                    checked={form.order_types.includes(type)}
                    onChange={(event) =>
                      set(
                        'order_types',
                        event.target.checked
                          ? [...form.order_types, type]
                          : form.order_types.filter((item) => item !== type),
                      )
                    }
                  />
                }
                label={t(`orderTypes.${type}`)}
              />
            ))}
          </FormGroup>
          {errors.order_types && <FormHelperText>{errors.order_types}</FormHelperText>}
        </FormControl>
        {(many || errors.restaurant_ids) && (
          <FormControl error={Boolean(errors.restaurant_ids)} component="fieldset">
            <FormLabel component="legend">{t('fields.restaurant_ids')}</FormLabel>
            <FormGroup>
              {(restaurants.data ?? []).map((restaurant) => (
                <FormControlLabel
                  key={restaurant.id}
                  control={
                    <Checkbox
                      checked={form.restaurant_ids.includes(restaurant.id)}
                      onChange={(event) =>
                        set(
                          'restaurant_ids',
                          event.target.checked
                            ? [...form.restaurant_ids, restaurant.id]
                            : form.restaurant_ids.filter((id) => id !== restaurant.id),
                        )
                      }
                    />
                  }
                  label={restaurant.name}
                />
              ))}
            </FormGroup>
            {errors.restaurant_ids && <FormHelperText>{errors.restaurant_ids}</FormHelperText>}
          </FormControl>
        )}
        <FormControlLabel
          control={
            <Switch
              checked={form.first_order_only}
              onChange={(event) => set('first_order_only', event.target.checked)}
            />
          }
          label={t('fields.first_order_only')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={form.active}
              onChange={(event) => set('active', event.target.checked)}
            />
          }
          label={t('fields.active')}
        />

        <FormControlLabel
          control={
            <Switch
              checked={form.personal}
              onChange={(event) => set('personal', event.target.checked)}
            />
          }
          label={t('form.personal')}
        />
        {form.personal && (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('form.personalHint')}
            </Typography>
            {text('customer_name')}
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              {text('email', { type: 'email', max: 254, required: true, inputMode: 'email' })}
              {text('phone_number', { type: 'tel', max: 30, inputMode: 'tel' })}
            </Box>
            {text('message', { multiline: true, max: DISCOUNT_MESSAGE_MAX_LENGTH })}
            {!discount && (
              <FormControlLabel
                control={
                  <Switch
                    checked={form.send_email}
                    onChange={(event) => set('send_email', event.target.checked)}
                  />
                }
                label={t('form.sendNow')}
              />
            )}
          </>
        )}
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
