import {
  type Restaurant,
  type RestaurantUpdateBody,
  RestaurantUpdateBodySchema,
} from '@coperto/shared/restaurants/restaurant.schemas';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../shared/forms/address-fields';
import { FormSection } from '../../../shared/forms/form-section';
import { FormSwitch } from '../../../shared/forms/form-switch';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { SaveBar } from '../../../shared/forms/save-bar';
import { useServerForm } from '../../../shared/forms/use-server-form';
import { readRuntimeConfig } from '../../../shared/lib/runtime-config';
import { useRestaurant } from '../api/get-restaurant';
import { useUpdateRestaurant } from '../api/update-restaurant';
import { type GeneralFormValues, generalFormValuesOf } from '../lib/general-form-values';
import type { PickedPlace } from '../lib/places-search';
import { CuisinesField } from './cuisines-field';
import { DescriptionFields } from './description-fields';
import { PlaceSearchField } from './place-search-field';
import { SettingsLoading } from './settings-loading';
import { SocialLinksFields } from './social-links-fields';
import { TimeZoneField } from './time-zone-field';

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/** The Generale tab: who the restaurant is, how to reach it, where it is, its social pages. */
export default function GeneralSettings({ restaurantId }: { restaurantId: number }) {
  const restaurant = useRestaurant(restaurantId);
  if (!restaurant.data) return <SettingsLoading query={restaurant} />;
  return <GeneralSettingsForm restaurant={restaurant.data} />;
}

function GeneralSettingsForm({ restaurant }: { restaurant: Restaurant }) {
  const { t, i18n } = useTranslation('restaurant-settings');
  const save = useUpdateRestaurant(restaurant.id);
  const values = useMemo(() => generalFormValuesOf(restaurant), [restaurant]);
  const { form, submit, saving, dirty, discard } = useServerForm<
    GeneralFormValues,
    RestaurantUpdateBody
  >({
    schema: RestaurantUpdateBodySchema,
    values,
    onSubmit: (body) => save.mutateAsync(body),
  });
  const { control } = form;
  const geo = useWatch({ control, name: 'geo' });
  const mapsKey = readRuntimeConfig().mapsBrowserKey;

  const applyPlace = ({ address, geo: position }: PickedPlace) => {
    const options = { shouldDirty: true, shouldValidate: true } as const;
    form.setValue('address', address, options);
    form.setValue('geo', position, options);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={3}>
        <FormSection title={t('general.sections.identity')}>
          <Stack spacing={2.5}>
            <FormTextField name="name" control={control} label={t('general.name')} required />
            <CuisinesField control={control} />
            <DescriptionFields control={control} languages={restaurant.language} />
          </Stack>
        </FormSection>

        <FormSection
          title={t('general.sections.contacts')}
          description={t('general.sections.contactsHelp')}
        >
          <Box sx={twoColumns}>
            <FormTextField
              name="email"
              control={control}
              label={t('general.email')}
              type="email"
              autoComplete="email"
            />
            <FormTextField
              name="phone_number"
              control={control}
              label={t('general.phone')}
              type="tel"
              autoComplete="tel"
            />
            <FormTextField
              name="orders_email"
              control={control}
              label={t('general.ordersEmail')}
              type="email"
              helperText={t('general.ordersEmailHelp')}
            />
            <FormTextField
              name="bookings_email"
              control={control}
              label={t('general.bookingsEmail')}
              type="email"
              helperText={t('general.bookingsEmailHelp')}
            />
          </Box>
        </FormSection>

        <FormSection
          title={t('general.sections.address')}
          description={t('general.sections.addressHelp')}
        >
          <Stack spacing={2.5}>
            {mapsKey && <PlaceSearchField mapsKey={mapsKey} onPick={applyPlace} />}
            <AddressFields name="address" control={control} />
            {geo && (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <LocationOnOutlined color="action" fontSize="small" />
                <Typography variant="body2" color="text.secondary">
                  {t('general.geo.set', {
                    latitude: geo.lat.toLocaleString(i18n.language, { maximumFractionDigits: 5 }),
                    longitude: geo.lng.toLocaleString(i18n.language, { maximumFractionDigits: 5 }),
                  })}
                </Typography>
                <Button
                  size="small"
                  onClick={() => form.setValue('geo', null, { shouldDirty: true })}
                >
                  {t('general.geo.remove')}
                </Button>
              </Box>
            )}
            <TimeZoneField control={control} />
          </Stack>
        </FormSection>

        <FormSection
          title={t('general.sections.social')}
          description={t('general.sections.socialHelp')}
        >
          <SocialLinksFields control={control} />
        </FormSection>

        <FormSection title={t('general.sections.visibility')}>
          <FormSwitch
            name="show_in_logo_slider"
            control={control}
            label={t('general.logoSlider')}
            helperText={t('general.logoSliderHelp')}
          />
        </FormSection>
      </Stack>
      <SaveBar dirty={dirty} saving={saving} onDiscard={discard} />
    </form>
  );
}
