import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { CartButton } from '../features/cart/components/cart-button';
import { CookiePreferencesLink } from '../features/cookies/components/cookie-preferences-link';
import { LanguageSwitcher } from '../features/language/components/language-switcher';
import { useCurrentRestaurantStore } from '../features/restaurants/stores/current-restaurant-store';
import { useUiStore } from '../shared/stores/ui-store';

/** The app bar, the screen and the footer of a restaurant's public site (spec §2). */
export function PublicSiteShell() {
  const { t, i18n } = useTranslation('public');
  const restaurant = useCurrentRestaurantStore((s) => s.currentRestaurant);
  const footerVisible = useUiStore((s) => s.footerVisible);
  const transparent = useUiStore((s) => s.transparentAppBar);
  if (!restaurant) return null;
  const home = `/${i18n.language}/`;
  const copertoUrl = localCopertoUrl();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <AppBar
        position={transparent ? 'absolute' : 'sticky'}
        color={transparent ? 'transparent' : 'primary'}
        elevation={transparent ? 0 : 2}
        data-transparent={transparent || undefined}
      >
        <Container maxWidth="md" disableGutters>
          <Toolbar sx={{ gap: 1 }}>
            <Box
              component={RouterLink}
              to={home}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                minWidth: 0,
                flex: 1,
                color: 'inherit',
                textDecoration: 'none',
              }}
            >
              {restaurant.logo_url && (
                <Box
                  component="img"
                  src={restaurant.logo_url}
                  alt=""
                  sx={{ height: 40, width: 'auto', maxWidth: 120, objectFit: 'contain' }}
                />
              )}
              <Typography
                component="span"
                variant="h6"
                noWrap
                sx={{ fontWeight: 700 }}
                data-testid="restaurant-name"
              >
                {restaurant.name}
              </Typography>
            </Box>
            <LanguageSwitcher languages={restaurant.language} />
            <CartButton />
          </Toolbar>
        </Container>
      </AppBar>

      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>

      {footerVisible && (
        <Box component="footer" sx={{ py: 3, borderTop: 1, borderColor: 'divider' }}>
          <Container maxWidth="md">
            <Typography variant="body2" color="text.secondary">
              {t('footer.copyright', { year: new Date().getFullYear(), name: restaurant.name })}
              {' · '}
              {copertoUrl ? (
                <Link color="inherit" href={copertoUrl}>
                  {t('footer.madeWith')}
                </Link>
              ) : (
                t('footer.madeWith')
              )}
              {' · '}
              <CookiePreferencesLink />
            </Typography>
          </Container>
        </Box>
      )}
    </Box>
  );
}

/** Coperto's own site when it is known: on `*.localhost`, the marketing host on the same port. */
function localCopertoUrl(): string | undefined {
  const { protocol, hostname, port } = window.location;
  if (!hostname.endsWith('.localhost')) return undefined;
  return `${protocol}//localhost${port ? `:${port}` : ''}/`;
}
