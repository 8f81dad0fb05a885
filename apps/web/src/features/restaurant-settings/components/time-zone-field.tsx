import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GeneralFormValues } from '../lib/general-form-values';

/** The IANA zones this browser knows; the saved one stays choosable even if it does not. */
function timeZonesWith(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/** The zone the opening hours and "today" are read in (DESIGN.md §5); Europe/Rome by default. */
export function TimeZoneField({
  control,
}: {
  control: Control<GeneralFormValues, unknown, unknown>;
}) {
  const { t } = useTranslation('restaurant-settings');
  const { field, fieldState } = useController({ control, name: 'time_zone' });
  const zones = useMemo(() => timeZonesWith(field.value), [field.value]);
  return (
    <Autocomplete
      disableClearable
      options={zones}
      value={field.value}
      onChange={(_event, value) => field.onChange(value)}
      onBlur={field.onBlur}
      getOptionLabel={(zone) => zone.replaceAll('_', ' ')}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={t('general.timeZone.label')}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? t('general.timeZone.help')}
        />
      )}
    />
  );
}
