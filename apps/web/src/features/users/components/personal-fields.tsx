import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shared/forms/form-text-field';

/**
 * Name, surname, phone and tax code (spec §3), two columns from a tablet up. `email` is the
 * e-mail field, which differs: editable for an owner or manager, read-only in the own profile.
 */
export function PersonalFields<TValues extends FieldValues>({
  control,
  email,
  readOnly,
}: {
  control: Control<TValues, unknown, unknown>;
  email: ReactNode;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('users');
  const field = (name: string) => name as Path<TValues>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormTextField
        name={field('name')}
        control={control}
        label={t('fields.name')}
        autoComplete="given-name"
        required
        readOnly={readOnly}
      />
      <FormTextField
        name={field('surname')}
        control={control}
        label={t('fields.surname')}
        autoComplete="family-name"
        required
        readOnly={readOnly}
      />
      {email}
      <FormTextField
        name={field('phone_number')}
        control={control}
        label={t('fields.phone_number')}
        type="tel"
        autoComplete="tel"
        readOnly={readOnly}
      />
      <FormTextField
        name={field('tax_id_code')}
        control={control}
        label={t('fields.tax_id_code')}
        helperText={t('fields.taxIdHelp')}
        readOnly={readOnly}
        slotProps={{ htmlInput: { style: { textTransform: 'uppercase' }, maxLength: 16 } }}
      />
    </Box>
  );
}
