import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/** The two consents a guest's form keeps, under these names. */
export interface ConsentValues {
  privacy: boolean;
  marketing: boolean;
}

/**
 * A guest's two consents (DESIGN.md §10) as every public form asks them: the privacy notice,
 * required, its link opened in a new tab so the form keeps what was typed; marketing, optional
 * and separate. Neither is ticked beforehand: the form's default values say false. The words are
 * the form's own (an order, a booking, a place on a waitlist).
 */
export function ConsentFields<T extends FieldValues & ConsentValues>({
  control,
  privacyLabel,
  privacyLink,
  marketingLabel,
  privacyError,
  idPrefix,
}: {
  control: Control<T>;
  privacyLabel: string;
  /** The restaurant's privacy notice, when the site has one. */
  privacyLink?: { href: string; label: string };
  marketingLabel: string;
  /** The privacy field's message, in the guest's language. */
  privacyError?: string;
  /** Names the checkboxes' test ids and the error's id: `booking` → `booking-privacy`. */
  idPrefix: string;
}) {
  const errorId = `${idPrefix}-privacy-error`;
  return (
    // A flex gap: Stack's margins would undo the labels' own (their boxes under the text).
    <Stack spacing={1} useFlexGap>
      <Controller
        control={control}
        name={'privacy' as Path<T>}
        render={({ field }) => (
          <FormControl error={Boolean(privacyError)} required>
            <FormControlLabel
              control={
                <Checkbox
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                  required
                  slotProps={{ input: { ref: field.ref, 'aria-describedby': errorId } }}
                />
              }
              label={
                <span>
                  {privacyLabel}{' '}
                  {privacyLink && (
                    <a href={privacyLink.href} target="_blank" rel="noreferrer">
                      {privacyLink.label}
                    </a>
                  )}
                </span>
              }
              data-testid={`${idPrefix}-privacy`}
            />
            {privacyError && <FormHelperText id={errorId}>{privacyError}</FormHelperText>}
          </FormControl>
        )}
      />
      <Controller
        control={control}
        name={'marketing' as Path<T>}
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
            label={marketingLabel}
            data-testid={`${idPrefix}-marketing`}
          />
        )}
      />
    </Stack>
  );
}
