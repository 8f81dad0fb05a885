import { SHIFT_RATE_FIELDS } from '@coperto/shared/users/users.schemas';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shared/forms/form-text-field';

/** The four shift rates in euros (two decimals); only an owner's form shows them. */
export function ShiftRatesFields<TValues extends FieldValues>({
  control,
}: {
  control: Control<TValues, unknown, unknown>;
}) {
  const { t } = useTranslation('users');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
      }}
    >
      {SHIFT_RATE_FIELDS.map((rate) => (
        <FormTextField
          key={rate}
          name={rate as Path<TValues>}
          control={control}
          type="number"
          label={t(`fields.${rate}`)}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
            htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
          }}
        />
      ))}
    </Box>
  );
}
