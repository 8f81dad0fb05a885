import { BOOKING_MAX_SITTING_DURATIONS } from '@coperto/shared/bookings/booking.constants';
import {
  type BookingSettings,
  type BookingSettingsBody,
  BookingSettingsBodySchema,
} from '@coperto/shared/bookings/booking.schemas';
import type { LanguageCode } from '@coperto/shared/common/constants';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormSection } from '../../../shared/forms/form-section';
import { FormSwitch } from '../../../shared/forms/form-switch';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { SaveBar } from '../../../shared/forms/save-bar';
import { useServerForm } from '../../../shared/forms/use-server-form';
import { usePermission } from '../../../shared/session/use-permission';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { SectionMessage } from '../../../shared/ui/section-message';
import { useBookingSettings, useSaveBookingSettings } from '../api/booking-settings';
import { useBookingsRestaurant } from '../api/get-bookings-restaurant';
import { CancellationNotes } from '../components/cancellation-notes';
import { NoShowPolicySettings } from '../components/no-show-policy-settings';
import { LoadingBlock } from './bookings-day-page';

/** /dashboard/bookings/settings: how the restaurant takes bookings online. */
export function BookingSettingsPage() {
  const restaurantId = useSignedInUser()?.restaurant?.id;
  const settings = useBookingSettings(restaurantId);
  const restaurant = useBookingsRestaurant(restaurantId);
  if (restaurantId === undefined) return <SectionMessage kind="notFound" />;
  if (settings.isError || restaurant.isError) {
    const retry = () => void Promise.all([settings.refetch(), restaurant.refetch()]);
    return <SectionMessage kind="failed" onRetry={retry} />;
  }
  if (!settings.data || !restaurant.data) return <LoadingBlock />;
  return (
    <BookingSettingsForm
      restaurantId={restaurantId}
      settings={settings.data}
      languages={restaurant.data.languages}
    />
  );
}

/**
 * The form's values: the PUT's body, out of what GET answered (the no-show policy kept as is
 * where it is not offered: no card payments for the business), with the cancellation notes in
 * each of the restaurant's languages: a field for each, none for a language since dropped.
 */
export function settingsBodyOf(
  settings: BookingSettings,
  languages: LanguageCode[],
): BookingSettingsBody {
  return {
    enabled: settings.enabled,
    slot_minutes: settings.slot_minutes,
    sitting_durations: settings.sitting_durations.map((row) => ({ ...row })),
    default_sitting_minutes: settings.default_sitting_minutes,
    max_covers_per_slot: settings.max_covers_per_slot,
    max_covers_per_service: settings.max_covers_per_service,
    max_party_online: settings.max_party_online,
    days_ahead: settings.days_ahead,
    cutoff_minutes: settings.cutoff_minutes,
    auto_confirm: settings.auto_confirm,
    guarantee_enabled: settings.guarantee_enabled,
    guarantee_mode: settings.guarantee_mode,
    guarantee_min_party: settings.guarantee_min_party,
    guarantee_weekdays: [...settings.guarantee_weekdays],
    no_show_fee: settings.no_show_fee,
    guarantee_cancel_hours: settings.guarantee_cancel_hours,
    cancellation_policy: Object.fromEntries(
      languages.map((language) => [language, settings.cancellation_policy[language] ?? '']),
    ),
  };
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/**
 * Times, capacity, sitting durations, the online maximum and approval. Owners and managers change
 * them, staff read them; the shared schema checks them here as the API does (422 on its fields).
 */
export function BookingSettingsForm({
  restaurantId,
  settings,
  languages,
}: {
  restaurantId: number;
  settings: BookingSettings;
  /** The restaurant's languages, its first first: the policy is written in each. */
  languages: LanguageCode[];
}) {
  const { t } = useTranslation('bookings');
  const canEdit = usePermission('update:booking-settings');
  const mayChangePlan = usePermission('read:subscription');
  const values = useMemo(() => settingsBodyOf(settings, languages), [settings, languages]);
  const save = useSaveBookingSettings(restaurantId);
  const { form, submit, saving, dirty, discard } = useServerForm<BookingSettingsBody>({
    schema: BookingSettingsBodySchema,
    values,
    successMessage: t('settings.saved'),
    onSubmit: (body) => save.mutateAsync(body),
  });
  const { control } = form;
  const durations = useFieldArray({ control, name: 'sitting_durations' });
  const readOnly = !canEdit;
  const durationsError = form.formState.errors.sitting_durations;
  const number = (min: number, max: number, step = 1) => ({
    htmlInput: { min, max, step, inputMode: 'numeric' as const },
  });

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
        {!settings.plan_includes_bookings && (
          <Alert
            severity="warning"
            action={
              mayChangePlan ? (
                <Button component={RouterLink} to="/dashboard/subscription" color="inherit">
                  {t('settings.seePlans')}
                </Button>
              ) : undefined
            }
          >
            {t('settings.planMissing')}
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
              name="auto_confirm"
              control={control}
              disabled={readOnly}
              label={t('settings.online.autoConfirm')}
              helperText={t('settings.online.autoConfirmHint')}
            />
          </Stack>
        </FormSection>

        <FormSection title={t('settings.times.title')} description={t('settings.times.hint')}>
          <Box sx={grid}>
            <FormTextField
              name="slot_minutes"
              control={control}
              type="number"
              readOnly={readOnly}
              label={t('settings.times.slot')}
              helperText={t('settings.times.slotHint')}
              slotProps={number(5, 120, 5)}
            />
            <FormTextField
              name="days_ahead"
              control={control}
              type="number"
              readOnly={readOnly}
              label={t('settings.times.daysAhead')}
              helperText={t('settings.times.daysAheadHint')}
              slotProps={number(0, 365)}
            />
            <FormTextField
              name="cutoff_minutes"
              control={control}
              type="number"
              readOnly={readOnly}
              label={t('settings.times.cutoff')}
              helperText={t('settings.times.cutoffHint')}
              slotProps={number(0, 10_080, 15)}
            />
          </Box>
        </FormSection>

        <FormSection title={t('settings.capacity.title')} description={t('settings.capacity.hint')}>
          <Box sx={grid}>
            <FormTextField
              name="max_covers_per_slot"
              control={control}
              type="number"
              readOnly={readOnly}
              label={t('settings.capacity.perSlot')}
              helperText={t('settings.capacity.perSlotHint')}
              slotProps={number(1, 1000)}
            />
            <FormTextField
              name="max_covers_per_service"
              control={control}
              type="number"
              readOnly={readOnly}
              label={t('settings.capacity.perService')}
              helperText={t('settings.capacity.perServiceHint')}
              slotProps={number(1, 5000)}
            />
            <FormTextField
              name="max_party_online"
              control={control}
              type="number"
              readOnly={readOnly}
              label={t('settings.capacity.maxParty')}
              helperText={t('settings.capacity.maxPartyHint')}
              slotProps={number(1, 100)}
            />
          </Box>
        </FormSection>

        <FormSection title={t('settings.sitting.title')} description={t('settings.sitting.hint')}>
          <Stack spacing={1.5}>
            {durations.fields.map((row, index) => (
              <Stack key={row.id} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                <FormTextField
                  name={`sitting_durations.${index}.up_to`}
                  control={control}
                  type="number"
                  readOnly={readOnly}
                  label={t('settings.sitting.upTo')}
                  slotProps={number(1, 100)}
                />
                <FormTextField
                  name={`sitting_durations.${index}.minutes`}
                  control={control}
                  type="number"
                  readOnly={readOnly}
                  label={t('settings.sitting.minutes')}
                  slotProps={number(15, 600, 15)}
                />
                {!readOnly && (
                  <IconButton
                    onClick={() => durations.remove(index)}
                    aria-label={t('settings.sitting.remove', {
                      count: form.getValues(`sitting_durations.${index}.up_to`),
                    })}
                    sx={{ mt: 1 }}
                  >
                    <DeleteOutline />
                  </IconButton>
                )}
              </Stack>
            ))}
            {durationsError && (
              <FormHelperText error>
                {durationsError.message ??
                  durationsError.root?.message ??
                  t('settings.sitting.order')}
              </FormHelperText>
            )}
            {!readOnly && durations.fields.length < BOOKING_MAX_SITTING_DURATIONS && (
              <Button
                startIcon={<AddOutlined />}
                sx={{ alignSelf: 'flex-start' }}
                onClick={() => {
                  const rows = form.getValues('sitting_durations');
                  const last = rows.at(-1);
                  durations.append({
                    up_to: Math.min(100, (last?.up_to ?? 0) + 2),
                    minutes: last?.minutes ?? 120,
                  });
                }}
              >
                {t('settings.sitting.add')}
              </Button>
            )}
            <Box sx={{ maxWidth: { sm: 'calc(50% - 8px)' } }}>
              <FormTextField
                name="default_sitting_minutes"
                control={control}
                type="number"
                readOnly={readOnly}
                label={t('settings.sitting.default')}
                helperText={t('settings.sitting.defaultHint')}
                slotProps={number(15, 600, 15)}
              />
            </Box>
          </Stack>
        </FormSection>

        {settings.guarantee_available && (
          <NoShowPolicySettings control={control} readOnly={readOnly} />
        )}
        <CancellationNotes control={control} readOnly={readOnly} languages={languages} />
      </Stack>
      {canEdit && <SaveBar dirty={dirty} saving={saving} onDiscard={discard} />}
    </Box>
  );
}
