import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/session/use-permission';
import { restaurantQueryOptions } from '../api/get-restaurant';
import { HostnamesSection } from './hostnames-section';
import { LanguagesSection } from './languages-section';
import { SettingsLoading } from './settings-loading';

/**
 * The host names the restaurant's site answers on and the languages it is published in: each
 * added, removed or (languages) reordered at once, with the API's rules shown before they bite:
 * the first language is the default, the last host name and the last language cannot go.
 */
export function HostsAndLanguagesEditor({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation('restaurant-settings-extra');
  const mayUpdate = usePermission('update:restaurant');
  const restaurant = useQuery(restaurantQueryOptions(restaurantId));

  if (!mayUpdate) {
    return <Alert severity="info">{t('noPermission')}</Alert>;
  }
  if (!restaurant.data) return <SettingsLoading query={restaurant} />;
  return (
    <Stack spacing={3}>
      <HostnamesSection restaurant={restaurant.data} />
      <LanguagesSection restaurant={restaurant.data} />
    </Stack>
  );
}
