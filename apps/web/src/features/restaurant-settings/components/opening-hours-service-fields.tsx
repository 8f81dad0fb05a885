import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TimeField } from '../../../shared/ui/time-field';
import { closeOf, closeParts, type OpeningHoursFormValues } from './opening-hours-form';

/** Where a service sits in the form: a weekday's, or an exception's. */
export type ServicePath =
  | `weekly.${keyof OpeningHoursFormValues['weekly']}.${number}`
  | `exceptions.${number}.services.${number}`;

const TIME_FIELD_WIDTH = 104;

/**
 * One service: opens, closes, and whether it closes the next day (stored 24:00–29:59, decision
 * 003). Its errors read under the row: the time boxes are too narrow to carry them.
 */
export function OpeningHoursServiceFields({
  control,
  path,
  label,
  onRemove,
}: {
  control: Control<OpeningHoursFormValues, unknown, unknown>;
  path: ServicePath;
  /** "Servizio 2 di lunedì": names the boxes for screen readers. */
  label: string;
  onRemove: () => void;
}) {
  const { t } = useTranslation('restaurant-settings-extra');
  const open = useController({ control, name: `${path}.open` });
  const close = useController({ control, name: `${path}.close` });
  const { clock, nextDay } = closeParts(String(close.field.value ?? ''));
  const errors = [open.fieldState.error?.message, close.fieldState.error?.message].filter(Boolean);
  const errorId = `${path}-error`;

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <TimeField
          size="small"
          label={t('openingHours.opens')}
          name={open.field.name}
          inputRef={open.field.ref}
          value={String(open.field.value ?? '')}
          onChange={open.field.onChange}
          onBlur={open.field.onBlur}
          error={Boolean(open.fieldState.error)}
          slotProps={{
            htmlInput: {
              'aria-label': t('openingHours.opensOf', { service: label }),
              'aria-describedby': errors.length > 0 ? errorId : undefined,
            },
            inputLabel: { shrink: true },
          }}
          sx={{ width: TIME_FIELD_WIDTH }}
        />
        <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
          –
        </Box>
        <TimeField
          size="small"
          label={t('openingHours.closes')}
          name={close.field.name}
          inputRef={close.field.ref}
          value={clock}
          onChange={(typed) => close.field.onChange(closeOf(typed, nextDay))}
          onBlur={close.field.onBlur}
          error={Boolean(close.fieldState.error)}
          slotProps={{
            htmlInput: {
              'aria-label': t('openingHours.closesOf', { service: label }),
              'aria-describedby': errors.length > 0 ? errorId : undefined,
            },
            inputLabel: { shrink: true },
          }}
          sx={{ width: TIME_FIELD_WIDTH }}
        />
        <Tooltip title={t('openingHours.nextDayHint')}>
          <FormControlLabel
            sx={{ mr: 0 }}
            label={t('openingHours.nextDay')}
            control={
              <Checkbox
                size="small"
                checked={nextDay}
                onChange={(event) => close.field.onChange(closeOf(clock, event.target.checked))}
                slotProps={{
                  input: { 'aria-label': t('openingHours.nextDayOf', { service: label }) },
                }}
              />
            }
          />
        </Tooltip>
        <Tooltip title={t('openingHours.removeService')}>
          <IconButton
            onClick={onRemove}
            aria-label={t('openingHours.removeServiceOf', { service: label })}
            size="small"
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      {errors.length > 0 && (
        <FormHelperText error id={errorId} role="alert">
          {errors.join(' · ')}
        </FormHelperText>
      )}
    </Box>
  );
}
