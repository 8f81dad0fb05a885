import { ORDER_DAYS_AHEAD } from '@coperto/shared/orders/order.constants';
import type {
  OrderLineInput,
  OrderQuote,
  PaymentMethod,
  PublicOrder,
  PublicOrdering,
} from '@coperto/shared/orders/order.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConsentFields } from '../../../shared/forms/consent-fields';
import { translatedZodResolver } from '../../../shared/forms/translated-zod-resolver';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { formatCalendarDate } from '../../../shared/lib/dates';
import { formatEuros } from '../../../shared/lib/format-money';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { useOrderSlots } from '../api/get-order-slots';
import { placeOrder } from '../api/place-order';
import {
  apiLanguageOf,
  type CheckoutError,
  type CheckoutField,
  type CheckoutValues,
  checkoutErrorsOf,
  checkoutSchema,
  emptyCheckout,
  placeOrderBodyOf,
} from '../lib/checkout-rules';
import { orderDays, slotWords } from '../lib/slot-words';
import { CodeField } from './code-field';
import './checkout.css';
import { createAttemptKeys } from '../../../shared/lib/attempt-keys';

/** What the checkout prices for (the cart's summary follows it). */
export interface CheckoutChoice {
  type: 'pickup' | 'delivery';
  postcode: string | null;
  slot: string;
  /** The codes the guest applied: the quote prices with them (decisions 068, 071). */
  discountCode: string | null;
  giftCardCode: string | null;
}

export interface CheckoutFormProps {
  restaurant: { name: string; public_key: string; time_zone: string };
  ordering: PublicOrdering;
  /** The cart's lines, as the order names them. */
  items: OrderLineInput[];
  cartTempId: string | null;
  /** The cart priced for the current choice: lines, fee, minimum, total. */
  summary: ReactNode;
  /** The same pricing as figures: what the applied codes take off or pay, or why they cannot. */
  quote?: OrderQuote;
  /** The restaurant's privacy notice, when the site has one. */
  privacyUrl?: string;
  onChoiceChange(choice: CheckoutChoice): void;
  onPlaced(order: PublicOrder): void;
  /** Leaves for the provider's payment page (a test watches instead of leaving). */
  goToPayment?(url: string): void;
}

/**
 * Ways to pay the checkout offers, in this order, when the restaurant has them on. The API lists
 * card only where the platform has Stripe and the business's account can charge (decision 049).
 */
const OFFERED_PAYMENTS: readonly PaymentMethod[] = ['at_restaurant', 'card'];

type CheckoutFailure = 'network' | 'tooMany' | 'failed' | 'cardUnavailable';

const leaveForPayment = (url: string) => window.location.assign(url);

/** A titled part of the checkout (the table's checkout has the same parts). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} className="checkout-section">
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1.5, fontWeight: 700 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

/**
 * The checkout (`/{lang}/order`): how and when, who, where (a delivery), notes and discount code,
 * the consents, how to pay. Checked here with the same rules as the API; a refused order's
 * reasons land on their fields in the guest's language. One Idempotency-Key per attempt, so a
 * double tap or a retry after a network error never makes two orders.
 */
export function CheckoutForm({
  restaurant,
  ordering,
  items,
  cartTempId,
  summary,
  quote,
  privacyUrl,
  onChoiceChange,
  onPlaced,
  goToPayment = leaveForPayment,
}: CheckoutFormProps) {
  const { t, i18n } = useTranslation('ordering');
  const language = i18n.language;
  const queryClient = useQueryClient();
  const types = ordering.types.filter((type) => type === 'pickup' || type === 'delivery');
  const payments = OFFERED_PAYMENTS.filter((m) => ordering.payment_methods.includes(m));
  const days = orderDays(restaurant.time_zone, ORDER_DAYS_AHEAD);
  const [attempts] = useState(() => createAttemptKeys('order'));
  const [orderErrors, setOrderErrors] = useState<CheckoutError[]>([]);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  // Placed and on its way to the payment page: the button stays busy until the browser leaves.
  const [leaving, setLeaving] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  // The codes as the guest applied them: the quote checks them, the order sends what is typed.
  const [appliedDiscount, setAppliedDiscount] = useState<string | null>(null);
  const [appliedGiftCard, setAppliedGiftCard] = useState<string | null>(null);

  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    getValues,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutValues>({
    defaultValues: emptyCheckout({
      type: types[0] === 'delivery' ? 'delivery' : 'pickup',
      day: days[0] ?? '',
      payment: payments[0] ?? 'at_restaurant',
    }),
    resolver: translatedZodResolver(checkoutSchema, (issue) => issue.message),
  });
  const [type, day, slot, postcode, payment] = useWatch({
    control,
    name: ['type', 'day', 'slot', 'postcode', 'payment'],
  });
  const slots = useOrderSlots(restaurant.public_key, type, day);
  const isToday = day === days[0];
  const slotOptions = [
    ...(isToday && slots.data?.asap ? ['asap'] : []),
    ...(slots.data?.slots.map((s) => s.start) ?? []),
  ];

  // A day or a kind of order without the chosen time: its first time instead.
  useEffect(() => {
    if (!slots.data) return;
    const current = getValues('slot');
    const first = slotOptions[0] ?? '';
    if (current !== first && !slotOptions.includes(current)) setValue('slot', first);
  });

  // The cart's summary prices what the guest is choosing.
  const cleanPostcode = /^\d{5}$/.test(postcode.trim()) ? postcode.trim() : null;
  useEffect(() => {
    onChoiceChange({
      type,
      postcode: type === 'delivery' ? cleanPostcode : null,
      slot: slot || 'asap',
      discountCode: appliedDiscount,
      giftCardCode: appliedGiftCard,
    });
  }, [type, cleanPostcode, slot, appliedDiscount, appliedGiftCard, onChoiceChange]);

  const money = (euros: number) => formatEuros(euros, language);
  /** Applies what the field holds (nothing when empty); the quote answers under the field. */
  const applyCode = (field: 'discountCode' | 'giftCardCode') => {
    const value = getValues(field).trim();
    clearErrors(field);
    const apply = field === 'discountCode' ? setAppliedDiscount : setAppliedGiftCard;
    apply(value || null);
  };
  const removeCode = (field: 'discountCode' | 'giftCardCode') => {
    setValue(field, '');
    clearErrors(field);
    (field === 'discountCode' ? setAppliedDiscount : setAppliedGiftCard)(null);
  };
  /** A code typed again is no longer the one applied: the quote drops it until applied again. */
  const codeInput = (field: 'discountCode' | 'giftCardCode') => {
    const registered = register(field);
    return {
      ...registered,
      onChange: (event: { target: { value: string } }) => {
        const applied = field === 'discountCode' ? appliedDiscount : appliedGiftCard;
        if (applied !== null && event.target.value.trim() !== applied) {
          (field === 'discountCode' ? setAppliedDiscount : setAppliedGiftCard)(null);
        }
        return registered.onChange(event);
      },
    };
  };
  // What the server says of the applied codes (the quote follows the applied ones).
  const discountProblem = appliedDiscount ? quote?.problems.discount_code : undefined;
  const giftCardProblem = appliedGiftCard ? quote?.problems.gift_card_code : undefined;
  const giftCardPays = appliedGiftCard && quote && quote.gift_card > 0 ? quote : null;
  const paidByGiftCard = giftCardPays !== null && giftCardPays.to_pay === 0;
  const discountHelper = () => {
    if (errors.discountCode) return fieldError('discountCode');
    if (discountProblem) return message(discountProblem);
    if (appliedDiscount && quote && quote.discount > 0) {
      return t('fields.discountApplied', { amount: money(quote.discount) });
    }
    return undefined;
  };
  const giftCardHelper = () => {
    if (errors.giftCardCode) return fieldError('giftCardCode');
    if (giftCardProblem) return message(giftCardProblem);
    if (giftCardPays) {
      const left = (giftCardPays.gift_card_balance ?? 0) - giftCardPays.gift_card;
      const key = paidByGiftCard
        ? 'fields.giftCardAppliedAll'
        : left > 0.004
          ? 'fields.giftCardApplied'
          : 'fields.giftCardAppliedEmpty';
      return t(key, {
        last4: giftCardPays.gift_card_last4 ?? '',
        amount: money(giftCardPays.gift_card),
        left: money(Math.max(0, Math.round(left * 100) / 100)),
      });
    }
    if (appliedGiftCard) return t('fields.checking');
    return t('fields.giftCardHint');
  };

  /** "Prima possibile (circa le 19:30)", or its day when the first free time is not today. */
  const asapLabel = (asap: string | null) => {
    if (!asap) return t('checkout.asapPlain');
    const words = slotWords(asap, language, restaurant.time_zone);
    if (words.when === 'today') return t('checkout.asap', { time: words.time });
    const when =
      words.when === 'tomorrow'
        ? t('tracking.slotTomorrow', { time: words.time })
        : t('tracking.slotOn', { day: words.day, time: words.time });
    return t('checkout.asapOn', { when });
  };
  const message = (code: string | undefined) =>
    code
      ? t(`errors.${(code as CheckoutError) ?? 'invalid'}`, { defaultValue: t('errors.invalid') })
      : undefined;
  const fieldError = (field: CheckoutField) => message(errors[field]?.message);

  const submit = handleSubmit(async (values) => {
    setOrderErrors([]);
    setFailure(null);
    const body = placeOrderBodyOf(values, {
      items,
      language: apiLanguageOf(language),
      cartTempId,
    });
    const key = attempts.keyFor(body);
    try {
      const order = await placeOrder(restaurant.public_key, body, key);
      // A card order is placed but not yet paid: the cart empties as for any order, and the guest
      // pays on the provider's page, which brings them back to the tracking page.
      onPlaced(order);
      if (order.status === 'awaiting_payment' && order.payment_url) {
        setLeaving(true);
        goToPayment(order.payment_url);
      }
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      if (error.status === 0) setFailure('network');
      else if (error.status === 429) setFailure('tooMany');
      // The payment provider did not answer: the order waits under this attempt's key, and the
      // same tap again gets its payment page once the provider is back (no second order).
      else if (error.status === 503 && body.payment_method === 'card')
        setFailure('cardUnavailable');
      else if (error.status === 422 || error.status === 400) {
        const mapped = checkoutErrorsOf(error.fields);
        const fields = Object.entries(mapped.fields) as [CheckoutField, CheckoutError][];
        for (const [field, code] of fields) setError(field, { type: 'server', message: code });
        setOrderErrors(mapped.order.length || fields.length ? mapped.order : ['invalid']);
        if (fields[0]) setFocus(fields[0][0]);
        // What the refusal is about may have changed: read it again.
        void queryClient.invalidateQueries({ queryKey: ['ordering'] });
      } else setFailure('failed');
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  });

  if (items.length === 0) return null;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('checkout.formLabel', { name: restaurant.name })}
      className="checkout-layout"
      data-testid="checkout-form"
    >
      <Stack spacing={4} className="checkout-main">
        {(orderErrors.length > 0 || failure) && (
          <Alert
            severity="error"
            role="alert"
            ref={alertRef}
            tabIndex={-1}
            data-testid="checkout-alert"
          >
            {failure
              ? t(`checkout.${failure}`)
              : orderErrors.map((code) => <div key={code}>{message(code)}</div>)}
          </Alert>
        )}

        <Section title={t('checkout.how')}>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <FormControl error={Boolean(errors.type)}>
                <RadioGroup
                  {...field}
                  row
                  aria-label={t('checkout.how')}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  {types.map((option) => (
                    <FormControlLabel
                      key={option}
                      value={option}
                      control={<Radio />}
                      label={t(`types.${option}`)}
                      data-testid={`checkout-type-${option}`}
                    />
                  ))}
                </RadioGroup>
                {errors.type && <FormHelperText>{fieldError('type')}</FormHelperText>}
              </FormControl>
            )}
          />
        </Section>

        <Section title={t('checkout.when')}>
          {/* The time takes more room: "As soon as possible (about 12:05)" is its longest. */}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 3fr)' },
            }}
          >
            <Controller
              control={control}
              name="day"
              render={({ field }) => (
                <TextField
                  {...field}
                  select
                  fullWidth
                  label={t('checkout.day')}
                  data-testid="checkout-day"
                >
                  {days.map((option, index) => (
                    <MenuItem key={option} value={option}>
                      {index === 0
                        ? t('checkout.today')
                        : index === 1
                          ? t('checkout.tomorrow')
                          : formatCalendarDate(option, language, {
                              weekday: 'long',
                              day: 'numeric',
                              month: 'long',
                            })}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={control}
              name="slot"
              render={({ field }) => (
                <TextField
                  {...field}
                  select
                  fullWidth
                  label={t('checkout.time')}
                  disabled={slotOptions.length === 0}
                  error={Boolean(errors.slot)}
                  helperText={
                    fieldError('slot') ??
                    (slots.data && slotOptions.length === 0 ? t('checkout.noSlots') : undefined)
                  }
                  data-testid="checkout-slot"
                >
                  {slotOptions.map((option) => (
                    <MenuItem key={option} value={option}>
                      {option === 'asap'
                        ? asapLabel(slots.data?.asap ?? null)
                        : slotWords(option, language, restaurant.time_zone).time}
                    </MenuItem>
                  ))}
                  {/* Keeps MUI quiet while the slots load: the value is always an option. */}
                  {!slotOptions.includes(field.value) && (
                    <MenuItem value={field.value} sx={{ display: 'none' }}>
                      {field.value === 'asap' ? t('checkout.asapPlain') : '…'}
                    </MenuItem>
                  )}
                </TextField>
              )}
            />
          </Box>
        </Section>

        <Section title={t('checkout.you')}>
          <TextField
            {...register('name')}
            label={t('fields.name')}
            autoComplete="name"
            required
            fullWidth
            error={Boolean(errors.name)}
            helperText={fieldError('name')}
          />
          <TextField
            {...register('email')}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            fullWidth
            error={Boolean(errors.email)}
            helperText={fieldError('email') ?? t('fields.emailHint')}
            slotProps={{
              htmlInput: { inputMode: 'email', spellCheck: false, autoCapitalize: 'none' },
            }}
          />
          <TextField
            {...register('phone')}
            label={t('fields.phone')}
            type="tel"
            autoComplete="tel"
            required
            fullWidth
            error={Boolean(errors.phone)}
            helperText={fieldError('phone') ?? t('fields.phoneHint')}
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
        </Section>

        {type === 'delivery' && (
          <Section title={t('checkout.where')}>
            <Stack direction="row" spacing={2}>
              <TextField
                {...register('address')}
                label={t('fields.address')}
                autoComplete="address-line1"
                required
                fullWidth
                error={Boolean(errors.address)}
                helperText={fieldError('address')}
                sx={{ flex: 3 }}
              />
              <TextField
                {...register('streetNumber')}
                label={t('fields.streetNumber')}
                error={Boolean(errors.streetNumber)}
                helperText={fieldError('streetNumber')}
                sx={{ flex: 1, minWidth: '5.5rem' }}
              />
            </Stack>
            <Stack direction="row" spacing={2}>
              <TextField
                {...register('postcode')}
                label={t('fields.postcode')}
                autoComplete="postal-code"
                required
                error={Boolean(errors.postcode)}
                helperText={fieldError('postcode')}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
                sx={{ flex: 1, minWidth: '7rem' }}
              />
              <TextField
                {...register('city')}
                label={t('fields.city')}
                autoComplete="address-level2"
                required
                error={Boolean(errors.city)}
                helperText={fieldError('city')}
                sx={{ flex: 2 }}
              />
            </Stack>
            <TextField
              {...register('addressNotes')}
              label={t('fields.addressNotes')}
              placeholder={t('fields.addressNotesHint')}
              fullWidth
              error={Boolean(errors.addressNotes)}
              helperText={fieldError('addressNotes')}
            />
          </Section>
        )}

        <Section title={t('checkout.extras')}>
          <TextField
            {...register('notes')}
            label={t('fields.notes')}
            placeholder={t('fields.notesHint')}
            fullWidth
            multiline
            minRows={2}
            error={Boolean(errors.notes)}
            helperText={fieldError('notes')}
          />
          <CodeField
            field={codeInput('discountCode')}
            label={t('fields.discountCode')}
            applyLabel={t('fields.applyDiscount')}
            removeLabel={t('fields.removeDiscount')}
            applyText={t('fields.apply')}
            removeText={t('fields.remove')}
            applied={appliedDiscount !== null}
            error={Boolean(errors.discountCode || discountProblem)}
            helperText={discountHelper()}
            testId="checkout-discount"
            onApply={() => applyCode('discountCode')}
            onRemove={() => removeCode('discountCode')}
          />
          <CodeField
            field={codeInput('giftCardCode')}
            label={t('fields.giftCardCode')}
            applyLabel={t('fields.applyGiftCard')}
            removeLabel={t('fields.removeGiftCard')}
            applyText={t('fields.apply')}
            removeText={t('fields.remove')}
            applied={appliedGiftCard !== null}
            error={Boolean(errors.giftCardCode || giftCardProblem)}
            helperText={giftCardHelper()}
            testId="checkout-gift-card"
            onApply={() => applyCode('giftCardCode')}
            onRemove={() => removeCode('giftCardCode')}
          />
        </Section>

        <Section title={t('checkout.payment')}>
          {giftCardPays && (
            <Alert severity="success" data-testid="checkout-gift-card-pays">
              {paidByGiftCard
                ? t('checkout.paidByGiftCard')
                : t('checkout.restByMethod', {
                    amount: money(giftCardPays.gift_card),
                    rest: money(giftCardPays.to_pay),
                  })}
            </Alert>
          )}
          {!paidByGiftCard && (
            <Controller
              control={control}
              name="payment"
              render={({ field }) => (
                <FormControl error={Boolean(errors.payment)}>
                  <FormLabel className="visually-hidden">{t('checkout.payment')}</FormLabel>
                  <RadioGroup
                    {...field}
                    aria-label={t('checkout.payment')}
                    onChange={(event) => field.onChange(event.target.value)}
                  >
                    {payments.map((method) => (
                      <FormControlLabel
                        key={method}
                        value={method}
                        control={<Radio />}
                        label={
                          <span>
                            {t(`payments.${method}`)}
                            <Typography
                              component="span"
                              variant="body2"
                              color="text.secondary"
                              sx={{ display: 'block' }}
                            >
                              {t(`payments.${method}Hint`)}
                            </Typography>
                          </span>
                        }
                        data-testid={`checkout-payment-${method}`}
                      />
                    ))}
                  </RadioGroup>
                  {errors.payment && <FormHelperText>{fieldError('payment')}</FormHelperText>}
                </FormControl>
              )}
            />
          )}
        </Section>
      </Stack>
      <Box component="aside" className="checkout-summary" aria-label={t('checkout.summary')}>
        {summary}
      </Box>
      <Stack spacing={3} className="checkout-place">
        <ConsentFields
          control={control}
          privacyLabel={t('consents.privacy', { name: restaurant.name })}
          privacyLink={
            privacyUrl ? { href: privacyUrl, label: t('consents.privacyLink') } : undefined
          }
          marketingLabel={t('consents.marketing', { name: restaurant.name })}
          privacyError={errors.privacy ? fieldError('privacy') : undefined}
          idPrefix="checkout"
        />

        <Box>
          <SubmitButton submitting={isSubmitting || leaving}>
            {payment === 'card' && !paidByGiftCard
              ? t('checkout.submitCard')
              : t('checkout.submit')}
          </SubmitButton>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {payment === 'card' && !paidByGiftCard
              ? t('checkout.submitCardHint')
              : t('checkout.submitHint')}
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}
