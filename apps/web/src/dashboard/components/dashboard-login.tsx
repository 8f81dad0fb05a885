import LockOutlined from '@mui/icons-material/LockOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInPanel } from '../../features/auth/components/sign-in-panel';
import { restaurantByHostnameQueryOptions } from '../../features/restaurants/api/get-restaurant-by-hostname';
import {
  heldRestaurantOf,
  useCurrentRestaurantStore,
} from '../../features/restaurants/stores/current-restaurant-store';

const onRestaurantSite = () =>
  document.querySelector<HTMLMetaElement>('meta[name="coperto-site"]')?.content === 'restaurant';

/** On a restaurant's own host: that restaurant, whose dashboard this is; null elsewhere. */
function useRestaurantOfThisSite() {
  const { hostname } = window.location;
  const restaurantSite = onRestaurantSite();
  const held = useCurrentRestaurantStore((s) => heldRestaurantOf(s.currentRestaurant, hostname));
  const lookup = useQuery({
    ...restaurantByHostnameQueryOptions(hostname),
    enabled: restaurantSite && !held,
  });
  return restaurantSite ? (held ?? lookup.data ?? null) : null;
}

/**
 * What /dashboard shows to someone not signed in: the login, in the page rather than over it.
 * On a restaurant's host it names the restaurant and leads back to its site.
 */
export function DashboardLogin() {
  const { t } = useTranslation(['dashboard', 'auth']);
  const restaurant = useRestaurantOfThisSite();
  useEffect(() => {
    document.title = restaurant
      ? t('dashboard:login.documentTitleOf', { restaurant: restaurant.name })
      : t('dashboard:login.documentTitle');
  }, [t, restaurant]);

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: 4,
        bgcolor: 'grey.100',
      }}
    >
      <Paper
        elevation={0}
        sx={{
          width: '100%',
          maxWidth: 420,
          p: { xs: 3, sm: 4 },
          border: 1,
          borderColor: 'divider',
          borderRadius: 3,
        }}
      >
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          <Avatar sx={{ mx: 'auto', mb: 1.5, bgcolor: 'primary.main' }}>
            <LockOutlined />
          </Avatar>
          {restaurant && (
            <Typography variant="overline" component="p" color="text.secondary">
              {restaurant.name}
            </Typography>
          )}
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('dashboard:login.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('dashboard:login.subtitle')}
          </Typography>
        </Box>
        <SignInPanel />
        {restaurant && (
          <Link href="/" variant="body2" sx={{ display: 'block', mt: 3, textAlign: 'center' }}>
            {t('dashboard:login.backToSite', { restaurant: restaurant.name })}
          </Link>
        )}
      </Paper>
    </Box>
  );
}
