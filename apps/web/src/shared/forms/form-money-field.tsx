import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatAmountForInput, parseAmount } from '../lib/parse-decimal';

export type FormMoneyFieldProps<TValues extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue' | 'type'
> & {
  name: FieldPath<TValues>;
  control: Control<TValues, unknown, unknown>;
};

/**
 * An amount in euros bound to a form field holding euros (a number, null when empty). It takes
 * the comma and the point ("12,50", "12.50", "1.234,50"); what it cannot read exactly it says so
 * under the field and leaves the form invalid (NaN), never a guess (decision 025). Once left, it
 * shows the amount with two decimals in the interface's language.
 */
export function FormMoneyField<TValues extends FieldValues>({
  name,
  control,
  helperText,
  slotProps,
  ...props
}: FormMoneyFieldProps<TValues>) {
  const { t, i18n } = useTranslation('forms');
  const { field, fieldState } = useController({ name, control });
  const shown = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value)
      ? formatAmountForInput(value, i18n.language)
      : '';
  // What the user typed, kept while they type; outside it, the form's value decides.
  const [typed, setTyped] = useState<string | null>(null);
  const unreadable = typed !== null && parseAmount(typed).kind === 'invalid';
  const error = unreadable ? t('money.invalid') : fieldState.error?.message;

  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={typed ?? shown(field.value)}
      onChange={(event) => {
        const text = event.target.value;
        setTyped(text);
        const parsed = parseAmount(text);
        field.onChange(
          parsed.kind === 'amount' ? parsed.hundredths / 100 : parsed.kind === 'empty' ? null : NaN,
        );
      }}
      onBlur={() => {
        if (!unreadable) setTyped(null);
        field.onBlur();
      }}
      disabled={props.disabled ?? field.disabled}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        ...slotProps,
        input: {
          startAdornment: <InputAdornment position="start">€</InputAdornment>,
          ...(slotProps?.input as object),
        },
        htmlInput: { inputMode: 'decimal', ...(slotProps?.htmlInput as object) },
      }}
      fullWidth={props.fullWidth ?? true}
    />
  );
}
