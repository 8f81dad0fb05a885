import type { OrderLineInput, PublicOrder } from '@coperto/shared/orders/order.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConsentFields } from '../../../shared/forms/consent-fields';
import { translatedZodResolver } from '../../../shared/forms/translated-zod-resolver';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { createAttemptKeys } from '../../../shared/lib/attempt-keys';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { placeTableOrder } from '../api/place-table-order';
import { apiLanguageOf } from '../lib/checkout-rules';
import {
  emptyTableCheckout,
  type TableCheckoutField,
  type TableCheckoutValues,
  type TableOrderError,
  tableCheckoutErrorsOf,
  tableCheckoutSchema,
  tableOrderBodyOf,
} from '../lib/table-checkout-rules';
import { Section } from './checkout-form';
import './checkout.css';

export interface TableCheckoutFormProps {
  restaurant: { name: string };
  /** The table the guest scanned: its QR token names it to the server, its name to the guest. */
  table: { token: string; name: string };
  /** The cart's lines, as the order names them. */
  items: OrderLineInput[];
  cartTempId: string | null;
  /** The cart priced as served at the table. */
  summary: ReactNode;
  /** The restaurant's privacy notice, when the site has one. */
  privacyUrl?: string;
  /** The guest is not at this table: back to the usual checkout. */
  onLeaveTable(): void;
  onPlaced(order: PublicOrder): void;
}

type TableFailure = 'network' | 'tooMany' | 'failed' | 'tableGone';

/**
 * The checkout at a table (decision 062): the order goes to the table the QR code named, as soon
 * as the kitchen can, and is paid with the bill, so there is no kind, time, address or payment to
 * choose. A name for the waiter is required, email and phone are the guest's choice (the email
 * brings the tracking link); the privacy consent is required, marketing never ticked beforehand.
 * One Idempotency-Key per attempt, as the site's checkout.
 */
export function TableCheckoutForm({
  restaurant,
  table,
  items,
  cartTempId,
  summary,
  privacyUrl,
  onLeaveTable,
  onPlaced,
}: TableCheckoutFormProps) {
  const { t, i18n } = useTranslation('ordering');
  const queryClient = useQueryClient();
  const [attempts] = useState(() => createAttemptKeys('order'));
  const [orderErrors, setOrderErrors] = useState<TableOrderError[]>([]);
  const [failure, setFailure] = useState<TableFailure | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<TableCheckoutValues>({
    defaultValues: emptyTableCheckout(),
    resolver: translatedZodResolver(tableCheckoutSchema, (issue) => issue.message),
  });

  const message = (code: string | undefined) =>
    code
      ? t(`errors.${code as TableOrderError}`, { defaultValue: t('errors.invalid') })
      : undefined;
  const fieldError = (field: TableCheckoutField) => message(errors[field]?.message);

  const submit = handleSubmit(async (values) => {
    setOrderErrors([]);
    setFailure(null);
    const body = tableOrderBodyOf(values, {
      items,
      language: apiLanguageOf(i18n.language),
      cartTempId,
    });
    try {
      onPlaced(await placeTableOrder(table.token, body, attempts.keyFor(body)));
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      if (error.status === 0) setFailure('network');
      else if (error.status === 429) setFailure('tooMany');
      // The table was deactivated or its code drawn anew since the scan.
      else if (error.status === 404 || (error.status === 400 && 'token' in error.fields))
        setFailure('tableGone');
      else if (error.status === 422 || error.status === 400) {
        const mapped = tableCheckoutErrorsOf(error.fields);
        const fields = Object.entries(mapped.fields) as [TableCheckoutField, string][];
        for (const [field, code] of fields) setError(field, { type: 'server', message: code });
        setOrderErrors(mapped.order.length || fields.length ? mapped.order : ['invalid']);
        if (fields[0]) setFocus(fields[0][0]);
        // What the refusal is about may have changed: read it again (ordering, the cart's prices).
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
      aria-label={t('table.formLabel', { table: table.name, name: restaurant.name })}
      className="checkout-layout"
      data-testid="table-checkout-form"
    >
      <Stack spacing={4} className="checkout-main">
        {(orderErrors.length > 0 || failure) && (
          <Alert
            severity="error"
            role="alert"
            ref={alertRef}
            tabIndex={-1}
            data-testid="checkout-alert"
            action={
              failure === 'tableGone' ? (
                <Button color="inherit" size="small" onClick={onLeaveTable}>
                  {t('table.leave')}
                </Button>
              ) : undefined
            }
          >
            {failure
              ? t(failure === 'tableGone' ? 'table.gone' : `checkout.${failure}`)
              : orderErrors.map((code) => <div key={code}>{message(code)}</div>)}
          </Alert>
        )}

        <Section title={t('table.where')}>
          <Box
            sx={{ border: 2, borderColor: 'primary.main', borderRadius: 3, px: 2, py: 1.5 }}
            data-testid="checkout-table"
          >
            <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
              {t('table.at', { table: table.name })}
            </Typography>
            <Typography color="text.secondary">{t('table.how')}</Typography>
          </Box>
          <Box>
            <Button
              variant="text"
              onClick={onLeaveTable}
              sx={{ px: 1, ml: -1 }}
              data-testid="checkout-leave-table"
            >
              {t('table.notHere', { table: table.name })}
            </Button>
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
            helperText={fieldError('name') ?? t('table.nameHint')}
          />
          <TextField
            {...register('email')}
            label={t('table.email')}
            type="email"
            autoComplete="email"
            fullWidth
            error={Boolean(errors.email)}
            helperText={fieldError('email') ?? t('table.emailHint')}
            slotProps={{
              htmlInput: { inputMode: 'email', spellCheck: false, autoCapitalize: 'none' },
            }}
          />
          <TextField
            {...register('phone')}
            label={t('table.phone')}
            type="tel"
            autoComplete="tel"
            fullWidth
            error={Boolean(errors.phone)}
            helperText={fieldError('phone')}
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
        </Section>

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
          <TextField
            {...register('discountCode')}
            label={t('fields.discountCode')}
            autoComplete="off"
            fullWidth
            error={Boolean(errors.discountCode)}
            helperText={fieldError('discountCode')}
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
          />
          <TextField
            {...register('giftCardCode')}
            label={t('fields.giftCardCode')}
            autoComplete="off"
            fullWidth
            error={Boolean(errors.giftCardCode)}
            helperText={fieldError('giftCardCode') ?? t('fields.giftCardHint')}
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
            data-testid="table-checkout-gift-card"
          />
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
          <SubmitButton submitting={isSubmitting}>
            {t('table.submit', { table: table.name })}
          </SubmitButton>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('table.submitHint')}
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}
