import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ComponentProps } from 'react';

type Registered = Pick<ComponentProps<typeof TextField>, 'name' | 'onBlur' | 'onChange'> & {
  ref: ComponentProps<typeof TextField>['inputRef'];
};

/**
 * A code the guest types and applies (a discount code, a gift card): the server checks it in the
 * cart's quote and its answer shows under the field — what it takes off, or why it cannot
 * (decisions 068, 071). Applied, the button removes it.
 */
export function CodeField({
  field,
  label,
  applyLabel,
  removeLabel,
  applyText,
  removeText,
  applied,
  error,
  helperText,
  testId,
  onApply,
  onRemove,
}: {
  field: Registered;
  label: string;
  /** The buttons' accessible names ("Apply the gift card") and their visible words ("Apply"). */
  applyLabel: string;
  removeLabel: string;
  applyText: string;
  removeText: string;
  applied: boolean;
  error: boolean;
  helperText?: string;
  testId: string;
  onApply(): void;
  onRemove(): void;
}) {
  const { ref, ...rest } = field;
  return (
    <TextField
      {...rest}
      inputRef={ref}
      label={label}
      autoComplete="off"
      fullWidth
      error={error}
      helperText={helperText}
      data-testid={testId}
      onKeyDown={(event) => {
        // Enter applies the code instead of sending the whole order.
        if (event.key === 'Enter') {
          event.preventDefault();
          onApply();
        }
      }}
      slotProps={{
        // Codes are read in capitals (the server reads any case).
        htmlInput: {
          autoCapitalize: 'characters',
          spellCheck: false,
          style: { textTransform: 'uppercase' },
        },
        formHelperText: { role: error ? 'alert' : 'status' } as object,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Button
                size="small"
                variant={applied ? 'text' : 'outlined'}
                aria-label={applied ? removeLabel : applyLabel}
                onClick={applied ? onRemove : onApply}
                data-testid={`${testId}-${applied ? 'remove' : 'apply'}`}
                sx={{ minWidth: 0, whiteSpace: 'nowrap' }}
              >
                {applied ? removeText : applyText}
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
