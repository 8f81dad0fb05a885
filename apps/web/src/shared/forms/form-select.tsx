import MenuItem from '@mui/material/MenuItem';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

export interface SelectOption {
  value: string;
  label: string;
}

/** A drop-down list bound to a form field (a select TextField, so it looks like its neighbours). */
export function FormSelect<TValues extends FieldValues>({
  options,
  ...props
}: FormTextFieldProps<TValues> & { options: readonly SelectOption[] }) {
  return (
    <FormTextField {...props} select>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
