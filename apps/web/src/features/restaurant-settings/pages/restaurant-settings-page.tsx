import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { restaurantQueryOptions } from '../api/get-restaurant';
import { siteUrlOf } from '../lib/site-url';

/** Each tab's panel is its own chunk: the font files and the maps search load only where used. */
const TABS = [
  { slug: 'general', Panel: lazy(() => import('../components/general-settings-form')) },
  { slug: 'images', Panel: lazy(() => import('../components/images-settings')) },
  { slug: 'appearance', Panel: lazy(() => import('../components/appearance-settings-form')) },
  {
    slug: 'hours',
    Panel: lazy(() =>
      import('../components/opening-hours-editor').then((m) => ({ default: m.OpeningHoursEditor })),
    ),
  },
  {
    slug: 'web',
    Panel: lazy(() =>
      import('../components/hosts-and-languages-editor').then((m) => ({
        default: m.HostsAndLanguagesEditor,
      })),
    ),
  },
  {
    slug: 'connections',
    Panel: lazy(() =>
      import('../components/connections-panel').then((m) => ({ default: m.ConnectionsPanel })),
    ),
  },
] as const satisfies readonly { slug: string; Panel: ComponentType<{ restaurantId: number }> }[];

const SETTINGS_PATH = '/dashboard/restaurant';

/**
 * /dashboard/restaurant/<tab>: the settings of the restaurant the dashboard works on, one tab per
 * subject, the tab in the URL so a reload or a shared link opens the same one.
 */
export default function RestaurantSettingsPage() {
  const { t } = useTranslation('restaurant-settings');
  const user = useSignedInUser();
  const { '*': rest = '' } = useParams();
  const restaurantId = user?.restaurant?.id;
  const restaurant = useQuery({
    ...restaurantQueryOptions(restaurantId ?? 0),
    enabled: restaurantId !== undefined,
  });

  const slug = rest.split('/')[0];
  const tab = TABS.find((candidate) => candidate.slug === slug);
  if (!tab) return <Navigate to={`${SETTINGS_PATH}/${TABS[0].slug}`} replace />;
  if (restaurantId === undefined) return <Alert severity="info">{t('page.noRestaurant')}</Alert>;

  const site = restaurant.data?.hostname[0];
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          mb: 2,
        }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }} noWrap>
            {restaurant.data?.name ?? user?.restaurant?.name}
          </Typography>
          <Typography color="text.secondary">{t('page.intro')}</Typography>
        </Box>
        {site && (
          <Button
            variant="outlined"
            href={siteUrlOf(site)}
            target="_blank"
            rel="noopener"
            endIcon={<OpenInNewOutlined />}
            sx={{ flexShrink: 0 }}
          >
            {t('page.openSite')}
          </Button>
        )}
      </Box>
      <Tabs
        value={tab.slug}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('page.tabsLabel')}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map(({ slug: value }) => (
          <Tab
            key={value}
            value={value}
            label={t(`tabs.${value}`)}
            component={RouterLink}
            to={`${SETTINGS_PATH}/${value}`}
            id={`settings-tab-${value}`}
            aria-controls={`settings-panel-${value}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`settings-panel-${tab.slug}`}
        aria-labelledby={`settings-tab-${tab.slug}`}
      >
        <Suspense
          fallback={
            <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
              <CircularProgress aria-label={t('page.loading')} />
            </Box>
          }
        >
          <tab.Panel key={restaurantId} restaurantId={restaurantId} />
        </Suspense>
      </Box>
    </>
  );
}
