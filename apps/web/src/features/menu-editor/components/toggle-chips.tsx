import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/**
 * A set of choices as chips, each pressed or not (allergens, dietary tags, weekdays), bound to
 * an array field; the chosen ones are kept in the order of `options`.
 */
export function ToggleChips<TValues extends FieldValues, TOption extends string>({
  name,
  control,
  options,
  labelOf,
  legend,
  helperText,
}: {
  name: FieldPath<TValues>;
  control: Control<TValues, unknown, unknown>;
  options: readonly TOption[];
  labelOf(option: TOption): string;
  legend: string;
  helperText?: string;
}) {
  const { field, fieldState } = useController({ name, control });
  const legendId = useId();
  const chosen: readonly TOption[] = field.value ?? [];
  const toggle = (option: TOption) =>
    field.onChange(
      options.filter((candidate) =>
        candidate === option ? !chosen.includes(option) : chosen.includes(candidate),
      ),
    );
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} sx={{ width: '100%' }}>
      <FormLabel
        component="legend"
        id={legendId}
        sx={{
          mb: 1,
          fontWeight: 600,
          color: 'text.primary',
          '&.Mui-focused': { color: 'text.primary' },
        }}
      >
        {legend}
      </FormLabel>
      <Box
        role="group"
        aria-labelledby={legendId}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {options.map((option) => {
          const pressed = chosen.includes(option);
          return (
            <Chip
              key={option}
              label={labelOf(option)}
              clickable
              onClick={() => toggle(option)}
              color={pressed ? 'primary' : 'default'}
              variant={pressed ? 'filled' : 'outlined'}
              icon={pressed ? <Check /> : undefined}
              aria-pressed={pressed}
              component="button"
              type="button"
              onBlur={field.onBlur}
            />
          );
        })}
      </Box>
      {(fieldState.error || helperText) && (
        <FormHelperText sx={{ mx: 0 }}>{fieldState.error?.message ?? helperText}</FormHelperText>
      )}
    </FormControl>
  );
}
