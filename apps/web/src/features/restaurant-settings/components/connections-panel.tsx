import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/session/use-permission';
import { restaurantQueryOptions } from '../api/get-restaurant';
import { GoogleBusinessSection } from './google-business-section';
import { SettingsLoading } from './settings-loading';
import { SitemapSection } from './sitemap-section';
import { TestEmailSection } from './test-email-section';

/**
 * The restaurant's links to the outside: Google Business Profile (connect, then push the opening
 * hours), a test email to check its mail arrives, and the sitemap search engines read.
 */
export function ConnectionsPanel({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation('restaurant-settings-extra');
  const mayUpdate = usePermission('update:restaurant');
  const restaurant = useQuery(restaurantQueryOptions(restaurantId));

  if (!mayUpdate) {
    return <Alert severity="info">{t('noPermission')}</Alert>;
  }
  if (!restaurant.data) return <SettingsLoading query={restaurant} />;
  return (
    <Stack spacing={3}>
      <GoogleBusinessSection restaurant={restaurant.data} />
      <TestEmailSection restaurant={restaurant.data} />
      <SitemapSection restaurant={restaurant.data} />
    </Stack>
  );
}
