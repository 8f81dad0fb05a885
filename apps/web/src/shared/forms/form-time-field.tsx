import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { TimeField, type TimeFieldProps } from '../ui/time-field';

/** A 24-hour time bound to a form field holding "HH:MM", its error below it. */
export function FormTimeField<TValues extends FieldValues>({
  name,
  control,
  helperText,
  ...props
}: Omit<TimeFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: FieldPath<TValues>;
  control: Control<TValues, unknown, unknown>;
}) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TimeField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth={props.fullWidth ?? true}
    />
  );
}
