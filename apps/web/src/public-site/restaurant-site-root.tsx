import { DEFAULT_LANGUAGE } from '@coperto/shared/common/constants';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageRoute } from '../features/language/components/language-route';
import { useRestaurantOfHost } from '../features/restaurants/api/get-restaurant-by-hostname';
import { useRestaurantVersionPoll } from '../features/restaurants/api/get-restaurant-version';
import { LazyScreen, PageSpinner } from '../shared/ui/page-spinner';

const RestaurantNotFound = lazy(() =>
  import('./restaurant-not-found').then((m) => ({ default: m.RestaurantNotFound })),
);

/**
 * A restaurant host's public area: the restaurant of this host (stored, or looked up), kept current
 * by the version poll; then the language route and the screens in the restaurant's languages.
 */
export function RestaurantSiteRoot() {
  const { hostname } = window.location;
  const lookup = useRestaurantOfHost(hostname);
  const { t, i18n } = useTranslation('public');
  const restaurant = lookup.status === 'found' ? lookup.restaurant : null;
  useRestaurantVersionPoll(restaurant, hostname, i18n.language);

  switch (lookup.status) {
    case 'loading':
      return <PageSpinner />;
    case 'not-found':
      return (
        <LazyScreen>
          <RestaurantNotFound />
        </LazyScreen>
      );
    case 'failed':
      return (
        <Box
          component="main"
          sx={{
            display: 'grid',
            placeItems: 'center',
            minHeight: '100dvh',
            p: 3,
            textAlign: 'center',
          }}
        >
          <div>
            <Typography component="h1" variant="h4" gutterBottom>
              {t('unavailable.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {t('unavailable.message')}
            </Typography>
            <Button variant="contained" onClick={lookup.retry}>
              {t('unavailable.retry')}
            </Button>
          </div>
        </Box>
      );
    case 'found':
      return (
        <LanguageRoute
          languages={
            lookup.restaurant.language.length ? lookup.restaurant.language : [DEFAULT_LANGUAGE]
          }
        />
      );
  }
}
