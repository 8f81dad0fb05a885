import {
  type OrderingSettings,
  type OrderingSettingsBody,
  OrderingSettingsBodySchema,
} from '@coperto/shared/orders/order.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormMoneyField } from '../../../shared/forms/form-money-field';
import { FormSection } from '../../../shared/forms/form-section';
import { FormSwitch } from '../../../shared/forms/form-switch';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { SaveBar } from '../../../shared/forms/save-bar';
import { useServerForm } from '../../../shared/forms/use-server-form';
import { ApiRequestError, callApi } from '../../../shared/lib/api-client';
import { usePermission } from '../../../shared/session/use-permission';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { SectionMessage } from '../../../shared/ui/section-message';
import { useOrderingSettings } from '../api/ordering-settings';
import { ordersKeys } from '../api/orders-keys';
import { DeliveryZonesFields } from '../components/ordering-settings-zones';
import { isWorkableField, unworkableFields, WORKABLE_RULES } from '../lib/ordering-settings-rules';
import { LoadingBlock } from './orders-board-page';

/** /dashboard/orders/settings: how the restaurant takes orders online. */
export function OrderingSettingsPage() {
  const restaurantId = useSignedInUser()?.restaurant?.id;
  const settings = useOrderingSettings(restaurantId);
  if (restaurantId === undefined) return <SectionMessage kind="notFound" />;
  if (settings.isError)
    return <SectionMessage kind="failed" onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <LoadingBlock />;
  return <OrderingSettingsForm restaurantId={restaurantId} settings={settings.data} />;
}

/** The form's values: the PUT's body, out of what GET answered. */
export function settingsBodyOf(settings: OrderingSettings): OrderingSettingsBody {
  return {
    enabled: settings.enabled,
    pickup_enabled: settings.pickup_enabled,
    delivery_enabled: settings.delivery_enabled,
    lead_minutes: settings.lead_minutes,
    slot_minutes: settings.slot_minutes,
    orders_per_slot: settings.orders_per_slot,
    min_order: settings.min_order,
    delivery_zones: settings.delivery_zones.map((zone) => ({ ...zone })),
    pay_at_restaurant: settings.pay_at_restaurant,
    card_payments: settings.card_payments,
    auto_accept: settings.auto_accept,
  };
}

/**
 * On/off, order types, times and kitchen capacity, delivery zones, payments and automatic
 * acceptance. Owners and managers change them; staff read them. Settings that would leave guests
 * unable to order are refused on their fields, here before sending and by the server (422).
 */
export function OrderingSettingsForm({
  restaurantId,
  settings,
}: {
  restaurantId: number;
  settings: OrderingSettings;
}) {
  const { t } = useTranslation('orders-admin');
  const queryClient = useQueryClient();
  const canEdit = usePermission('update:ordering-settings');
  const mayChangePlan = usePermission('read:subscription');
  const values = useMemo(() => settingsBodyOf(settings), [settings]);
  const save = useMutation({
    mutationFn: (body: OrderingSettingsBody) =>
      callApi('PUT /ordering-settings/:id', { params: { id: restaurantId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(ordersKeys.settings(restaurantId), saved),
  });

  /** The rules' words for their fields, whoever found them broken: this form or the server. */
  const refusal = (fields: Record<string, string>, detail: string) => {
    const worded: Record<string, string> = {};
    for (const [field, message] of Object.entries(fields)) {
      worded[field] = isWorkableField(field)
        ? t(`settings.rules.${WORKABLE_RULES[field]}`)
        : message;
    }
    return new ApiRequestError(422, 'RULE_BROKEN', detail, worded);
  };

  const { form, submit, saving, dirty, discard } = useServerForm<OrderingSettingsBody>({
    schema: OrderingSettingsBodySchema,
    values,
    successMessage: t('settings.saved'),
    onSubmit: async (body) => {
      const broken = unworkableFields(body, settings.card_available);
      if (Object.keys(broken).length > 0) throw refusal(broken, t('settings.rules.intro'));
      try {
        await save.mutateAsync(body);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 422) {
          throw refusal(error.fields, error.detail);
        }
        throw error;
      }
    },
  });
  const { control } = form;
  const cardPayments = form.watch('card_payments');
  const readOnly = !canEdit;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('settings.title')}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, mb: 1, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
      >
        {t('settings.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('settings.description')}
      </Typography>
      <Stack spacing={2.5}>
        {!settings.plan_includes_ordering && (
          <Alert
            severity="warning"
            action={
              mayChangePlan ? (
                <Button component={RouterLink} to="/dashboard/subscription" color="inherit">
                  {t('settings.plan.seePlans')}
                </Button>
              ) : undefined
            }
          >
            {t('settings.plan.missing')}
          </Alert>
        )}
        {readOnly && <Alert severity="info">{t('settings.readOnly')}</Alert>}

        <FormSection title={t('settings.online.title')}>
          <Stack spacing={1.5}>
            <FormSwitch
              name="enabled"
              control={control}
              disabled={readOnly}
              label={t('settings.online.enabled')}
              helperText={t('settings.online.enabledHint')}
            />
            <FormSwitch
              name="auto_accept"
              control={control}
              disabled={readOnly}
              label={t('settings.online.autoAccept')}
              helperText={t('settings.online.autoAcceptHint')}
            />
          </Stack>
        </FormSection>

        <FormSection title={t('settings.types.title')} description={t('settings.types.hint')}>
          <Stack spacing={1.5}>
            <FormSwitch
              name="pickup_enabled"
              control={control}
              disabled={readOnly}
              label={t('settings.types.pickup')}
            />
            <FormSwitch
              name="delivery_enabled"
              control={control}
              disabled={readOnly}
              label={t('settings.types.delivery')}
              helperText={t('settings.types.deliveryHint')}
            />
          </Stack>
        </FormSection>

        <FormSection title={t('settings.times.title')} description={t('settings.times.hint')}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <FormTextField
              name="lead_minutes"
              control={control}
              type="number"
              readOnly={readOnly}
              label={t('settings.times.lead')}
              helperText={t('settings.times.leadHint')}
              slotProps={{ htmlInput: { min: 0, max: 1440, step: 5, inputMode: 'numeric' } }}
            />
            <FormTextField
              name="slot_minutes"
              control={control}
              type="number"
              readOnly={readOnly}
              label={t('settings.times.slot')}
              helperText={t('settings.times.slotHint')}
              slotProps={{ htmlInput: { min: 5, max: 120, step: 5, inputMode: 'numeric' } }}
            />
            <FormTextField
              name="orders_per_slot"
              control={control}
              type="number"
              readOnly={readOnly}
              label={t('settings.times.capacity')}
              helperText={t('settings.times.capacityHint')}
              slotProps={{ htmlInput: { min: 1, max: 1000, inputMode: 'numeric' } }}
            />
            <FormMoneyField
              name="min_order"
              control={control}
              label={t('settings.times.minOrder')}
              helperText={t('settings.times.minOrderHint')}
              slotProps={readOnly ? { input: { readOnly: true } } : undefined}
            />
          </Box>
        </FormSection>

        <DeliveryZonesFields control={control} readOnly={readOnly} />

        <FormSection title={t('settings.payments.title')}>
          <Stack spacing={1.5}>
            <FormSwitch
              name="pay_at_restaurant"
              control={control}
              disabled={readOnly}
              label={t('settings.payments.atRestaurant')}
              helperText={t('settings.payments.atRestaurantHint')}
            />
            <FormSwitch
              name="card_payments"
              control={control}
              // Without a payment provider it cannot be turned on, only off if it ever was.
              disabled={readOnly || (!settings.card_available && !cardPayments)}
              label={t('settings.payments.card')}
              helperText={
                settings.card_available
                  ? t('settings.payments.cardHint')
                  : t('settings.payments.cardUnavailable')
              }
            />
          </Stack>
        </FormSection>
      </Stack>
      {canEdit && <SaveBar dirty={dirty} saving={saving} onDiscard={discard} />}
    </Box>
  );
}
