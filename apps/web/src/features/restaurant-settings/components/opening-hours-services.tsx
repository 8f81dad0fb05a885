import { MAX_SERVICES_PER_DAY } from '@coperto/shared/restaurants/opening-times.schemas';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type Control, type UseFieldArrayReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { nextServiceOf, type OpeningHoursFormValues } from './opening-hours-form';
import { OpeningHoursServiceFields, type ServicePath } from './opening-hours-service-fields';

export type ServicesPath =
  | `weekly.${keyof OpeningHoursFormValues['weekly']}`
  | `exceptions.${number}.services`;

export type ServicesArray = UseFieldArrayReturn<OpeningHoursFormValues, ServicesPath>;

/**
 * A day's services (a weekday's or an exception's), each removable, and "add a service". The
 * day owns the field array: it also opens and closes the day.
 */
export function OpeningHoursServices({
  control,
  path,
  services,
  dayLabel,
}: {
  control: Control<OpeningHoursFormValues, unknown, unknown>;
  path: ServicesPath;
  services: ServicesArray;
  /** "lunedì", "24/12/2026": names the services for screen readers. */
  dayLabel: string;
}) {
  const { t } = useTranslation('restaurant-settings-extra');
  const current = useWatch({ control, name: path }) ?? [];

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      {services.fields.map((field, index) => (
        <OpeningHoursServiceFields
          key={field.id}
          control={control}
          path={`${path}.${index}` as ServicePath}
          label={t('openingHours.serviceOf', { number: index + 1, day: dayLabel })}
          onRemove={() => services.remove(index)}
        />
      ))}
      {services.fields.length < MAX_SERVICES_PER_DAY && (
        <Button
          size="small"
          startIcon={<Add />}
          onClick={() => services.append(nextServiceOf(current))}
          aria-label={t('openingHours.addServiceTo', { day: dayLabel })}
        >
          {t('openingHours.addService')}
        </Button>
      )}
    </Stack>
  );
}
