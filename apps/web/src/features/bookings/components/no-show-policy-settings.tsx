import type { BookingSettingsBody } from '@coperto/shared/bookings/booking.schemas';
import { NO_SHOW_MAX_CANCEL_HOURS, NO_SHOW_MODES } from '@coperto/shared/bookings/no-show-policy';
import { WEEKDAYS } from '@coperto/shared/restaurants/opening-days';
import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMoneyField } from '../../../shared/forms/form-money-field';
import { FormSection } from '../../../shared/forms/form-section';
import { FormSwitch } from '../../../shared/forms/form-switch';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { weekdayName } from '../../../shared/lib/dates';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/**
 * The no-show policy (decision 066): off by default; a card kept and charged only on a no-show,
 * or a deposit taken at booking; per person, from a party size and/or on chosen days, with the
 * hours before which a cancellation is in time. Shown only where the business can take cards.
 */
export function NoShowPolicySettings({
  control,
  readOnly,
}: {
  control: Control<BookingSettingsBody>;
  readOnly: boolean;
}) {
  const { t } = useTranslation('bookings');
  const [enabled, mode] = useWatch({ control, name: ['guarantee_enabled', 'guarantee_mode'] });
  return (
    <FormSection title={t('settings.noShow.title')} description={t('settings.noShow.hint')}>
      <Stack spacing={2} data-testid="no-show-settings">
        <FormSwitch
          name="guarantee_enabled"
          control={control}
          disabled={readOnly}
          label={t('settings.noShow.enabled')}
          helperText={t('settings.noShow.enabledHint')}
        />
        <Collapse in={enabled}>
          <Stack spacing={2.5}>
            <ModeChoice control={control} readOnly={readOnly} />
            <Box sx={grid}>
              <FormMoneyField
                name="no_show_fee"
                control={control}
                disabled={readOnly}
                label={t('settings.noShow.amount')}
                helperText={t('settings.noShow.amountHint')}
              />
              {/* A card guarantee is charged only on a no-show: no window to cancel within. */}
              {mode === 'deposit' && (
                <FormTextField
                  name="guarantee_cancel_hours"
                  control={control}
                  type="number"
                  readOnly={readOnly}
                  label={t('settings.noShow.cancelHours')}
                  helperText={t('settings.noShow.cancelHoursHint')}
                  slotProps={{
                    htmlInput: { min: 0, max: NO_SHOW_MAX_CANCEL_HOURS, inputMode: 'numeric' },
                  }}
                />
              )}
              <FormTextField
                name="guarantee_min_party"
                control={control}
                type="number"
                readOnly={readOnly}
                label={t('settings.noShow.minParty')}
                helperText={t('settings.noShow.minPartyHint')}
                slotProps={{ htmlInput: { min: 1, max: 100, inputMode: 'numeric' } }}
              />
            </Box>
            <WeekdayChoice control={control} readOnly={readOnly} />
          </Stack>
        </Collapse>
      </Stack>
    </FormSection>
  );
}

function ModeChoice({
  control,
  readOnly,
}: {
  control: Control<BookingSettingsBody>;
  readOnly: boolean;
}) {
  const { t } = useTranslation('bookings');
  const { field } = useController({ control, name: 'guarantee_mode' });
  const labelId = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel
        id={labelId}
        component="legend"
        sx={{ fontWeight: 600, color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}
      >
        {t('settings.noShow.mode')}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {NO_SHOW_MODES.map((mode) => (
          <Box key={mode} sx={{ mb: 0.5 }}>
            <FormControlLabel
              value={mode}
              disabled={readOnly}
              control={<Radio />}
              label={t(`settings.noShow.modes.${mode}`)}
            />
            <FormHelperText sx={{ mt: -0.5, ml: 4 }}>
              {t(`settings.noShow.modeHints.${mode}`)}
            </FormHelperText>
          </Box>
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function WeekdayChoice({
  control,
  readOnly,
}: {
  control: Control<BookingSettingsBody>;
  readOnly: boolean;
}) {
  const { t, i18n } = useTranslation('bookings');
  const { field, fieldState } = useController({ control, name: 'guarantee_weekdays' });
  const legendId = useId();
  const chosen = field.value ?? [];
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)}>
      <FormLabel
        id={legendId}
        component="legend"
        sx={{
          mb: 1,
          fontWeight: 600,
          color: 'text.primary',
          '&.Mui-focused': { color: 'text.primary' },
        }}
      >
        {t('settings.noShow.weekdays')}
      </FormLabel>
      <Box
        role="group"
        aria-labelledby={legendId}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {WEEKDAYS.map((day) => {
          const pressed = chosen.includes(day);
          return (
            <Chip
              key={day}
              label={weekdayName(day, i18n.language, 'short')}
              clickable={!readOnly}
              disabled={readOnly && !pressed}
              onClick={
                readOnly
                  ? undefined
                  : () =>
                      field.onChange(
                        WEEKDAYS.filter((d) => (d === day ? !pressed : chosen.includes(d))),
                      )
              }
              color={pressed ? 'primary' : 'default'}
              variant={pressed ? 'filled' : 'outlined'}
              icon={pressed ? <Check /> : undefined}
              aria-pressed={pressed}
              component="button"
              type="button"
            />
          );
        })}
      </Box>
      <FormHelperText sx={{ mx: 0 }}>
        {fieldState.error?.message ?? t('settings.noShow.weekdaysHint')}
      </FormHelperText>
    </FormControl>
  );
}
