import { addDaysToDate, isCalendarDate } from '@coperto/shared/restaurants/opening-days';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EventBusy from '@mui/icons-material/EventBusy';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  type Control,
  type UseFieldArrayReturn,
  useController,
  useFieldArray,
  useFormState,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { daysBetween, formatCalendarRange } from '../../../shared/lib/dates';
import { nextServiceOf, type OpeningHoursFormValues } from './opening-hours-form';
import { OpeningHoursServices } from './opening-hours-services';

type FormControl = Control<OpeningHoursFormValues, unknown, unknown>;

/** `to` moved by as many days as `from` moved from `before` to `after`. */
function shiftDate(to: string, before: string, after: string): string {
  if (![to, before, after].every(isCalendarDate)) return to;
  return addDaysToDate(to, daysBetween(before, after));
}

function ExceptionRow({
  control,
  index,
  today,
  onRemove,
}: {
  control: FormControl;
  index: number;
  today: string;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('restaurant-settings-extra');
  const path = `exceptions.${index}` as const;
  const closed = useController({ control, name: `${path}.closed` });
  const fromField = useController({ control, name: `${path}.from` });
  const toField = useController({ control, name: `${path}.to` });
  const from = fromField.field.value;
  const to = toField.field.value;
  const services = useFieldArray({ control, name: `${path}.services` });
  const { errors } = useFormState({ control, name: `${path}.services` });
  const servicesError = errors.exceptions?.[index]?.services?.message;
  const dates = formatCalendarRange(from, to, i18n.language);
  const past = Boolean(from) && from < today && (!to || to < today);

  const setClosed = (next: boolean) => {
    closed.field.onChange(next);
    if (!next && services.fields.length === 0) services.append(nextServiceOf([]));
  };

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={t('openingHours.exceptionOf', { dates })}
      sx={{ p: 2, borderRadius: 2, bgcolor: past ? 'action.hover' : undefined }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // A phone has no room for two dates and the bin in a row: the dates go one under the other.
          gridTemplateAreas: {
            xs: '"from remove" "to remove" "reason reason"',
            sm: '"from to remove" "reason reason reason"',
            md: '"from to reason remove"',
          },
          gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1fr auto', md: '160px 160px 1fr auto' },
          alignItems: 'start',
        }}
      >
        <TextField
          type="date"
          size="small"
          label={t('openingHours.from')}
          name={fromField.field.name}
          inputRef={fromField.field.ref}
          value={from}
          onChange={(event) => {
            const next = event.target.value;
            // A range keeps its length when its start moves; one day stays one day.
            if (next && from && to >= from) toField.field.onChange(shiftDate(to, from, next));
            fromField.field.onChange(next);
          }}
          onBlur={fromField.field.onBlur}
          error={Boolean(fromField.fieldState.error)}
          helperText={fromField.fieldState.error?.message}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ gridArea: 'from' }}
        />
        <TextField
          type="date"
          size="small"
          label={t('openingHours.to')}
          name={toField.field.name}
          inputRef={toField.field.ref}
          value={to}
          onChange={(event) => toField.field.onChange(event.target.value)}
          onBlur={toField.field.onBlur}
          error={Boolean(toField.fieldState.error)}
          helperText={toField.fieldState.error?.message}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
          sx={{ gridArea: 'to' }}
        />
        <FormTextField
          control={control}
          name={`${path}.note`}
          size="small"
          label={t('openingHours.reason')}
          placeholder={t('openingHours.reasonPlaceholder')}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ gridArea: 'reason' }}
        />
        <Stack
          direction="row"
          spacing={1}
          sx={{
            gridArea: 'remove',
            alignItems: 'center',
            minHeight: 40,
            justifyContent: 'flex-end',
          }}
        >
          {past && <Chip size="small" label={t('openingHours.past')} />}
          <Tooltip title={t('openingHours.removeException')}>
            <IconButton
              onClick={onRemove}
              aria-label={t('openingHours.removeExceptionOf', { dates })}
              size="small"
            >
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      </Box>
      <Box sx={{ mt: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={closed.field.value ? 'closed' : 'open'}
          onChange={(_event, value: 'closed' | 'open' | null) => {
            if (value) setClosed(value === 'closed');
          }}
          aria-label={t('openingHours.exceptionKind')}
        >
          <ToggleButton value="closed">{t('openingHours.closedAllDay')}</ToggleButton>
          <ToggleButton value="open">{t('openingHours.specialHours')}</ToggleButton>
        </ToggleButtonGroup>
        {!closed.field.value && (
          <OpeningHoursServices
            control={control}
            path={`${path}.services`}
            services={services}
            dayLabel={dates}
          />
        )}
      </Box>
      {servicesError && (
        <FormHelperText error role="alert">
          {servicesError}
        </FormHelperText>
      )}
    </Paper>
  );
}

/**
 * Dated exceptions to the week: closed (holidays, a private event) or open with special hours,
 * on one day or a range of days, each with its reason.
 */
export function OpeningHoursExceptions({
  control,
  exceptions,
  today,
}: {
  control: FormControl;
  exceptions: UseFieldArrayReturn<OpeningHoursFormValues, 'exceptions'>;
  /** The restaurant's today: past exceptions are shown as such. */
  today: string;
}) {
  const { t } = useTranslation('restaurant-settings-extra');
  const { errors } = useFormState({ control, name: 'exceptions' });
  const listError = errors.exceptions?.message ?? errors.exceptions?.root?.message;

  return (
    <Stack spacing={2}>
      {exceptions.fields.length === 0 && (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', color: 'text.secondary' }}>
          <EventBusy aria-hidden />
          <Typography>{t('openingHours.noExceptions')}</Typography>
        </Box>
      )}
      {exceptions.fields.map((field, index) => (
        <ExceptionRow
          key={field.id}
          control={control}
          index={index}
          today={today}
          onRemove={() => exceptions.remove(index)}
        />
      ))}
      {listError && (
        <FormHelperText error role="alert">
          {listError}
        </FormHelperText>
      )}
    </Stack>
  );
}
