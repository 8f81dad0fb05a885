import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { parseClockTime } from '../lib/parse-clock-time';

export type TimeFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange'> & {
  /** "HH:MM", or what the user typed when it is not a time (the form's schema refuses it). */
  value: string;
  onChange(value: string): void;
};

/**
 * A time of day, always 24-hour: the browser's `type="time"` follows the browser's locale, so
 * an Italian page showed "09:30 PM" on an English browser (decision 025). It takes "9", "930",
 * "9.30" or "9:30" and shows "09:30" once left.
 */
export function TimeField({ value, onChange, onBlur, slotProps, ...props }: TimeFieldProps) {
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <TextField
      {...props}
      value={typed ?? value}
      placeholder="hh:mm"
      onChange={(event) => {
        setTyped(event.target.value);
        onChange(parseClockTime(event.target.value) ?? event.target.value);
      }}
      onBlur={(event) => {
        setTyped(null);
        onBlur?.(event);
      }}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'numeric', maxLength: 5, ...(slotProps?.htmlInput as object) },
      }}
    />
  );
}
