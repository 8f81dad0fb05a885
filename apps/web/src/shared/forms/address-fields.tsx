import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect, type SelectOption } from './form-select';
import { FormTextField } from './form-text-field';

/** Italy first (spec §9's default), then its neighbours and the rest of Europe. */
const COUNTRIES = [
  'it',
  'sm',
  'va',
  'ch',
  'fr',
  'at',
  'si',
  'de',
  'es',
  'pt',
  'gb',
  'ie',
  'be',
  'nl',
  'lu',
  'mc',
  'mt',
  'hr',
  'gr',
  'cy',
  'pl',
  'cz',
  'sk',
  'hu',
  'ro',
  'bg',
  'dk',
  'se',
  'fi',
  'no',
  'ee',
  'lv',
  'lt',
  'al',
  'us',
] as const;

function countryOptions(language: string, current: string | undefined): SelectOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const codes: string[] = [...COUNTRIES];
  // A country saved elsewhere stays choosable, so opening the form never changes it.
  if (current && !codes.includes(current)) codes.push(current);
  return codes.map((code) => ({ value: code, label: names.of(code.toUpperCase()) ?? code }));
}

/**
 * The address block of spec §3 under `name` (`address` → `address.city` …): street and number,
 * postcode, town and province, country (default Italy). Two columns of fields on a tablet,
 * one on a phone.
 */
export function AddressFields<TValues extends FieldValues>({
  name,
  control,
  disabled,
  readOnly,
}: {
  name: Path<TValues>;
  control: Control<TValues, unknown, unknown>;
  disabled?: boolean;
  /** For a user who may only look: legible, unlike `disabled`. */
  readOnly?: boolean;
}) {
  const { t, i18n } = useTranslation('forms');
  const field = (part: string) => `${name}.${part}` as Path<TValues>;
  const country = useWatch({ control, name: field('state') }) as string | undefined;
  const countries = useMemo(() => countryOptions(i18n.language, country), [i18n.language, country]);
  const italian = !country || country === 'it';
  return (
    <Box
      role="group"
      aria-label={t('address.legend')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(4, 1fr)', sm: 'repeat(12, 1fr)' },
        '& > .address-street': { gridColumn: { xs: 'span 4', sm: 'span 9' } },
        '& > .address-number': { gridColumn: { xs: 'span 2', sm: 'span 3' } },
        '& > .address-cap': { gridColumn: { xs: 'span 2', sm: 'span 3' } },
        '& > .address-city': { gridColumn: { xs: 'span 4', sm: 'span 6' } },
        '& > .address-province': { gridColumn: { xs: 'span 2', sm: 'span 3' } },
        '& > .address-state': { gridColumn: { xs: 'span 2', sm: 'span 6' } },
      }}
    >
      <FormTextField
        className="address-street"
        name={field('address')}
        control={control}
        label={t('address.address')}
        autoComplete="address-line1"
        disabled={disabled}
        readOnly={readOnly}
      />
      <FormTextField
        className="address-number"
        name={field('street_number')}
        control={control}
        label={t('address.street_number')}
        disabled={disabled}
        readOnly={readOnly}
      />
      <FormTextField
        className="address-cap"
        name={field('cap')}
        control={control}
        label={t('address.cap')}
        autoComplete="postal-code"
        disabled={disabled}
        readOnly={readOnly}
        slotProps={{ htmlInput: { inputMode: italian ? 'numeric' : 'text' } }}
      />
      <FormTextField
        className="address-city"
        name={field('city')}
        control={control}
        label={t('address.city')}
        autoComplete="address-level2"
        disabled={disabled}
        readOnly={readOnly}
      />
      <FormTextField
        className="address-province"
        name={field('province')}
        control={control}
        label={t('address.province')}
        placeholder={italian ? t('address.provinceHint') : undefined}
        autoComplete="address-level1"
        disabled={disabled}
        readOnly={readOnly}
      />
      <FormSelect
        className="address-state"
        name={field('state')}
        control={control}
        label={t('address.state')}
        options={countries}
        autoComplete="country"
        disabled={disabled}
        readOnly={readOnly}
      />
    </Box>
  );
}
