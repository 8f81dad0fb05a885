import type { OpeningTimes } from '@coperto/shared/restaurants/opening-times.schemas';
import type { Restaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/forms/form-section';
import { SaveBar } from '../../../shared/forms/save-bar';
import { useServerForm } from '../../../shared/forms/use-server-form';
import { callApi } from '../../../shared/lib/api-client';
import { todayIn } from '../../../shared/lib/dates';
import { usePermission } from '../../../shared/session/use-permission';
import { restaurantQueryKey, restaurantQueryOptions } from '../api/get-restaurant';
import { OpeningHoursExceptions } from './opening-hours-exceptions';
import {
  OpeningHoursFormSchema,
  type OpeningHoursFormValues,
  toFormValues,
} from './opening-hours-form';
import { OpeningHoursWeek } from './opening-hours-week';
import { SettingsLoading } from './settings-loading';

/** PATCH /api/restaurant/opening-times/{id}: the week and the exceptions, replaced whole. */
function updateOpeningTimes(restaurantId: number, openingTimes: OpeningTimes) {
  return callApi('PATCH /restaurant/opening-times/:id', {
    params: { id: restaurantId },
    body: { opening_times: openingTimes },
  });
}

function OpeningHoursForm({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation('restaurant-settings-extra');
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (openingTimes: OpeningTimes) => updateOpeningTimes(restaurant.id, openingTimes),
    onSuccess: (saved) => queryClient.setQueryData(restaurantQueryKey(restaurant.id), saved),
  });
  const values = useMemo(() => toFormValues(restaurant.opening_times), [restaurant.opening_times]);
  const { form, submit, saving, dirty, discard } = useServerForm<
    OpeningHoursFormValues,
    OpeningTimes
  >({
    schema: OpeningHoursFormSchema,
    values,
    onSubmit: (openingTimes) => save.mutateAsync(openingTimes),
    successMessage: t('openingHours.saved'),
  });
  const exceptions = useFieldArray({ control: form.control, name: 'exceptions' });
  const today = todayIn(restaurant.time_zone);

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={3}>
        <FormSection
          title={t('openingHours.weekTitle')}
          description={t('openingHours.weekDescription')}
        >
          <OpeningHoursWeek control={form.control} setValue={form.setValue} />
        </FormSection>
        <FormSection
          title={t('openingHours.exceptionsTitle')}
          description={t('openingHours.exceptionsDescription')}
          action={
            <Button
              variant="outlined"
              startIcon={<Add />}
              onClick={() =>
                exceptions.append(
                  { from: today, to: today, closed: true, services: [], note: '' },
                  { focusName: `exceptions.${exceptions.fields.length}.from` },
                )
              }
              sx={{ flexShrink: 0 }}
            >
              {t('openingHours.addException')}
            </Button>
          }
        >
          <OpeningHoursExceptions control={form.control} exceptions={exceptions} today={today} />
        </FormSection>
      </Stack>
      <SaveBar dirty={dirty} saving={saving} onDiscard={discard} />
    </form>
  );
}

/**
 * The restaurant's opening hours: the week with one or more services a day (lunch, dinner, a
 * night past midnight), closed days, and dated exceptions (holidays, special hours) with their
 * reason. Checked by the API's own rules before saving; saved in one go.
 */
export function OpeningHoursEditor({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation('restaurant-settings-extra');
  const mayUpdate = usePermission('update:restaurant');
  const restaurant = useQuery(restaurantQueryOptions(restaurantId));

  if (!mayUpdate) {
    return <Alert severity="info">{t('noPermission')}</Alert>;
  }
  if (!restaurant.data) return <SettingsLoading query={restaurant} />;
  return <OpeningHoursForm restaurant={restaurant.data} />;
}
