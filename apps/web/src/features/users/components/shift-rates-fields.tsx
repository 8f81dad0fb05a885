import { SHIFT_RATE_FIELDS } from '@coperto/shared/users/users.schemas';
import Box from '@mui/material/Box';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMoneyField } from '../../../shared/forms/form-money-field';

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
        <FormMoneyField
          key={rate}
          name={rate as Path<TValues>}
          control={control}
          label={t(`fields.${rate}`)}
        />
      ))}
    </Box>
  );
}
