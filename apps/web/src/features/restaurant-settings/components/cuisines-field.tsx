import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { type Control, type FieldError, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GeneralFormValues } from '../lib/general-form-values';

/**
 * What the kitchen serves, as chips: common kinds to choose from, or any text typed and Enter.
 * Shown on the home page and told to search engines (schema.org servesCuisine).
 */
export function CuisinesField({
  control,
}: {
  control: Control<GeneralFormValues, unknown, unknown>;
}) {
  const { t } = useTranslation('restaurant-settings');
  const { field, fieldState } = useController({ control, name: 'cuisines' });
  const suggestions = t('general.cuisines.suggestions', { returnObjects: true }) as string[];
  // An error on the list itself (too many) or on one of its entries (too long).
  const error =
    fieldState.error?.message ??
    (fieldState.error as unknown as (FieldError | undefined)[] | undefined)?.find?.(Boolean)
      ?.message;
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={suggestions}
      value={field.value}
      onChange={(_event, value) =>
        field.onChange([...new Set(value.map((entry) => entry.trim()).filter(Boolean))])
      }
      onBlur={field.onBlur}
      renderValue={(values, getItemProps) =>
        values.map((value, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} label={value} size="small" {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={t('general.cuisines.label')}
          placeholder={field.value.length === 0 ? t('general.cuisines.placeholder') : undefined}
          error={Boolean(error)}
          helperText={error ?? t('general.cuisines.help')}
        />
      )}
    />
  );
}
