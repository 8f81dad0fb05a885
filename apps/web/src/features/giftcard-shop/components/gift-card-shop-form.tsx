import { GIFT_CARD_MAX_DELIVERY_DAYS } from '@coperto/shared/giftcards/giftcard.constants';
import type { GiftCardShop } from '@coperto/shared/giftcards/giftcard.schemas';
import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConsentFields } from '../../../shared/forms/consent-fields';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { createAttemptKeys } from '../../../shared/lib/attempt-keys';
import { todayIn } from '../../../shared/lib/dates';
import { formatEuroCents, formatEuros } from '../../../shared/lib/format-money';
import { formatAmountForInput } from '../../../shared/lib/parse-decimal';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { purchaseGiftCard } from '../api/giftcard-shop-api';
import {
  amountCentsOf,
  apiLanguageOf,
  emptyGiftCardShopForm,
  type GiftCardShopError,
  type GiftCardShopField,
  type GiftCardShopValues,
  giftCardShopErrors,
  purchaseBodyOf,
  type ShopTemplate,
  serverErrorsOf,
  textIn,
} from '../lib/giftcard-shop-rules';
import { GiftCardVisual } from './gift-card-visual';
import './giftcard-shop.css';

type Failure = 'network' | 'tooMany' | 'failed' | 'invalid';

export interface GiftCardShopFormProps {
  restaurant: {
    name: string;
    public_key: string;
    time_zone: string;
    primary_color?: string | null;
  };
  shop: GiftCardShop;
  privacyUrl: string;
  /** The payment is not possible online after all (409): the page shows "buy at the restaurant". */
  onUnavailable(): void;
  /** Off to Stripe's page (tests replace it). */
  leaveForPayment?(url: string): void;
  now?: number;
}

const leave = (url: string) => window.location.assign(url);

/**
 * The shop's form (`/{lang}/gift-cards`): a design, an amount (a preset or free within the
 * template's range), who gives it and who gets it, a message, now or a chosen day, the consents.
 * Checked here as the API checks it; sent under one Idempotency-Key per attempt, and the guest
 * leaves for Stripe's page. The card is issued only by Stripe's verified notice (decision 067):
 * back from Stripe, the card's page waits for it.
 */
export function GiftCardShopForm({
  restaurant,
  shop,
  privacyUrl,
  onUnavailable,
  leaveForPayment = leave,
  now,
}: GiftCardShopFormProps) {
  const { t, i18n } = useTranslation('giftcard-shop');
  const language = i18n.language;
  const today = todayIn(restaurant.time_zone, now);
  const [attempts] = useState(() => createAttemptKeys('giftcard'));
  const [failure, setFailure] = useState<Failure | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const templates = shop.templates;

  const resolver: Resolver<GiftCardShopValues> = (values) => {
    const found = giftCardShopErrors(values, templates, today);
    const entries = Object.entries(found);
    if (entries.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        entries.map(([field, code]) => [field, { type: 'rule', message: code }]),
      ),
    };
  };

  const {
    control,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<GiftCardShopValues>({
    defaultValues: emptyGiftCardShopForm(templates[0]?.id ?? null),
    resolver,
  });
  const [templateId, amount, delivery] = useWatch({
    control,
    name: ['templateId', 'amount', 'delivery'],
  });
  const template = templates.find((candidate) => candidate.id === templateId);
  const cents = amountCentsOf(amount);

  const message = (field: GiftCardShopField) => {
    const code = errors[field]?.message as GiftCardShopError | undefined;
    if (!code) return undefined;
    if (code === 'amountRange' && template?.free_amount) {
      return t('errors.amountRange', {
        min: formatEuros(template.free_amount.min, language),
        max: formatEuros(template.free_amount.max, language),
      });
    }
    return t(`errors.${code}`);
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const body = purchaseBodyOf(values, apiLanguageOf(language));
    try {
      const answer = await purchaseGiftCard(restaurant.public_key, body, attempts.keyFor(body));
      if (answer.checkout_url) leaveForPayment(answer.checkout_url);
      else setFailure('failed');
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      if (error.status === 409) return onUnavailable();
      if (error.status === 0) setFailure('network');
      else if (error.status === 429) setFailure('tooMany');
      else if (error.status === 400 || error.status === 422 || error.status === 404) {
        const mapped = Object.entries(serverErrorsOf(error.fields)) as [
          GiftCardShopField,
          GiftCardShopError,
        ][];
        for (const [field, code] of mapped) setError(field, { type: 'server', message: code });
        if (mapped[0]) setFocus(mapped[0][0]);
        else setFailure('invalid');
      } else setFailure('failed');
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  });

  const chooseTemplate = (next: ShopTemplate) => {
    setValue('templateId', next.id);
    // An amount the new design does not offer is chosen again.
    const current = amountCentsOf(amount);
    const offered =
      current !== undefined &&
      (next.preset_amounts.some((euros) => Math.round(euros * 100) === current) ||
        (next.free_amount !== null &&
          current >= next.free_amount.min * 100 &&
          current <= next.free_amount.max * 100));
    if (!offered) setValue('amount', '');
  };

  const lastDay = addDaysToDate(today, GIFT_CARD_MAX_DELIVERY_DAYS);
  const description = template ? textIn(template.description, language) : '';
  const terms = template ? textIn(template.terms, language) : '';

  return (
    <form noValidate onSubmit={submit} data-testid="gift-card-shop-form">
      {failure && (
        <Alert severity="error" ref={alertRef} tabIndex={-1} sx={{ mb: 2 }} role="alert">
          {t(`errors.${failure}`)}
        </Alert>
      )}
      <h2 className="gc-section-title" id="gc-design">
        {t('shop.design')}
      </h2>
      <fieldset className="gc-designs" aria-labelledby="gc-design">
        {templates.map((option) => {
          const title = textIn(option.title, language) || restaurant.name;
          return (
            <label key={option.id} className="gc-choice">
              <input
                type="radio"
                name="gc-template"
                checked={templateId === option.id}
                onChange={() => chooseTemplate(option)}
                aria-label={title}
              />
              <GiftCardVisual
                design={option.design_key}
                imageUrl={option.image_url}
                color={restaurant.primary_color}
                restaurantName={restaurant.name}
                title={title}
                size="small"
              />
              <span className="gc-choice-name">{title}</span>
            </label>
          );
        })}
      </fieldset>
      {errors.templateId && (
        <Typography color="error" variant="body2">
          {message('templateId')}
        </Typography>
      )}
      {description && <Typography sx={{ mt: 2 }}>{description}</Typography>}
      {template && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('shop.validity', { count: template.validity_months })}
        </Typography>
      )}

      <h2 className="gc-section-title" id="gc-amount">
        {t('shop.amount')}
      </h2>
      {template && template.preset_amounts.length > 0 && (
        <fieldset className="gc-amounts" aria-labelledby="gc-amount">
          {template.preset_amounts.map((euros) => (
            <label key={euros} className="gc-chip">
              <input
                type="radio"
                name="gc-amount"
                checked={cents === Math.round(euros * 100)}
                onChange={() =>
                  setValue('amount', formatAmountForInput(euros, language), {
                    shouldValidate: Boolean(errors.amount),
                  })
                }
              />
              {formatEuros(euros, language)}
            </label>
          ))}
        </fieldset>
      )}
      {template?.free_amount && (
        <Controller
          control={control}
          name="amount"
          render={({ field }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              label={t('shop.freeAmount', {
                min: formatEuros(template.free_amount?.min ?? 0, language),
                max: formatEuros(template.free_amount?.max ?? 0, language),
              })}
              inputMode="decimal"
              fullWidth
              error={Boolean(errors.amount)}
              helperText={message('amount')}
              slotProps={{ input: { endAdornment: '€' } }}
            />
          )}
        />
      )}
      {!template?.free_amount && errors.amount && (
        <Typography color="error" variant="body2">
          {message('amount')}
        </Typography>
      )}

      <h2 className="gc-section-title">{t('shop.buyer')}</h2>
      <Stack spacing={2}>
        <NameEmail control={control} prefix="buyer" message={message} />
      </Stack>
      <h2 className="gc-section-title">{t('shop.recipient')}</h2>
      <Stack spacing={2}>
        <NameEmail control={control} prefix="recipient" message={message} />
        <Controller
          control={control}
          name="message"
          render={({ field }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              label={t('shop.message')}
              multiline
              minRows={3}
              fullWidth
              error={Boolean(errors.message)}
              helperText={message('message')}
            />
          )}
        />
      </Stack>

      <h2 className="gc-section-title" id="gc-delivery">
        {t('shop.delivery')}
      </h2>
      <Controller
        control={control}
        name="delivery"
        render={({ field }) => (
          <RadioGroup
            aria-labelledby="gc-delivery"
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          >
            <FormControlLabel value="now" control={<Radio />} label={t('shop.deliveryNow')} />
            <FormControlLabel value="later" control={<Radio />} label={t('shop.deliveryLater')} />
          </RadioGroup>
        )}
      />
      {delivery === 'later' && (
        <Controller
          control={control}
          name="deliveryDate"
          render={({ field }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              type="date"
              label={t('shop.deliveryDate')}
              sx={{ mt: 1, minWidth: 220 }}
              error={Boolean(errors.deliveryDate)}
              helperText={message('deliveryDate')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: lastDay } }}
            />
          )}
        />
      )}

      {terms && (
        <>
          <h2 className="gc-section-title">{t('shop.terms')}</h2>
          <p className="gc-card-terms">{terms}</p>
        </>
      )}
      <Stack spacing={2} sx={{ mt: 3 }}>
        <ConsentFields
          control={control}
          idPrefix="gift-card"
          privacyLabel={t('shop.privacy', { name: restaurant.name })}
          privacyLink={{ href: privacyUrl, label: t('shop.privacyLink') }}
          marketingLabel={t('shop.marketing', { name: restaurant.name })}
          privacyError={message('privacy')}
        />
        <Typography variant="body2" color="text.secondary">
          {t('shop.payNote')}
        </Typography>
        <SubmitButton submitting={isSubmitting}>
          {cents !== undefined && cents > 0
            ? t('shop.pay', { amount: formatEuroCents(cents, language) })
            : t('shop.payPlain')}
        </SubmitButton>
      </Stack>
    </form>
  );
}

function NameEmail({
  control,
  prefix,
  message,
}: {
  control: ReturnType<typeof useForm<GiftCardShopValues>>['control'];
  prefix: 'buyer' | 'recipient';
  message(field: GiftCardShopField): string | undefined;
}) {
  const { t } = useTranslation('giftcard-shop');
  const nameField = `${prefix}Name` as const;
  const emailField = `${prefix}Email` as const;
  return (
    <>
      <Controller
        control={control}
        name={nameField}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            label={t('shop.name')}
            autoComplete={prefix === 'buyer' ? 'name' : 'off'}
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={message(nameField)}
          />
        )}
      />
      <Controller
        control={control}
        name={emailField}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            type="email"
            label={t('shop.email')}
            autoComplete={prefix === 'buyer' ? 'email' : 'off'}
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={message(emailField)}
          />
        )}
      />
    </>
  );
}
