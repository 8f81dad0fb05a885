import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export type FormTextFieldProps<TValues extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'
> & {
  name: FieldPath<TValues>;
  control: Control<TValues, unknown, unknown>;
  /** Shown for reading only (a user who may not edit): legible, unlike a disabled field. */
  readOnly?: boolean;
};

/**
 * A text field bound to a form field, showing its error (from the schema or the server) below it
 * in place of `helperText`. `type="number"` keeps a number in the form (an empty box is null).
 * Read-only, it drops its hint: a hint helps the one who types.
 */
export function FormTextField<TValues extends FieldValues>({
  name,
  control,
  helperText,
  type,
  readOnly = false,
  slotProps,
  ...props
}: FormTextFieldProps<TValues>) {
  const { field, fieldState } = useController({ name, control });
  const numeric = type === 'number';
  return (
    <TextField
      {...props}
      type={type}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => {
        const text = event.target.value;
        field.onChange(numeric ? (text === '' ? null : Number(text)) : text);
      }}
      onBlur={field.onBlur}
      disabled={props.disabled ?? field.disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? (readOnly ? undefined : helperText)}
      slotProps={
        readOnly
          ? { ...slotProps, input: { ...(slotProps?.input as object), readOnly: true } }
          : slotProps
      }
      fullWidth={props.fullWidth ?? true}
    />
  );
}
