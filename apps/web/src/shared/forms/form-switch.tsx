import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/** An on/off switch bound to a boolean form field, with its label and error. */
export function FormSwitch<TValues extends FieldValues>({
  name,
  control,
  label,
  helperText,
  disabled,
}: {
  name: FieldPath<TValues>;
  control: Control<TValues, unknown, unknown>;
  label: ReactNode;
  helperText?: ReactNode;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController({ name, control });
  return (
    <FormControl error={Boolean(fieldState.error)} disabled={disabled}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            name={field.name}
            slotProps={{ input: { ref: field.ref } }}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
          />
        }
      />
      {(fieldState.error || helperText) && (
        <FormHelperText>{fieldState.error?.message ?? helperText}</FormHelperText>
      )}
    </FormControl>
  );
}
