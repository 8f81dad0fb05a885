import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { registerLogoutReset } from '../shared/lib/logout-reset-registry';
import { useSignedInUser } from '../shared/session/use-signed-in-user';
import { useUiStore } from '../shared/stores/ui-store';
import { DashboardErrorBoundary } from './components/dashboard-error-boundary';
import { DashboardLogin } from './components/dashboard-login';
import { DRAWER_WIDTH, NavigationDrawer } from './components/navigation-drawer';
import { initialsOf, ProfilePanel } from './components/profile-panel';
import { DASHBOARD_SECTIONS, dashboardPathOf } from './dashboard-sections';

/** The section whose path the location is in; the home when none is more specific. */
function useCurrentSectionKey() {
  const { pathname } = useLocation();
  const match = DASHBOARD_SECTIONS.filter((section) => section.path).find((section) =>
    `${pathname}/`.startsWith(`${dashboardPathOf(section)}/`),
  );
  return match?.key ?? 'home';
}

function SignedInFrame({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('dashboard');
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [mobileNavOpen, setMobileNavOpen] = useState(false);
  const photoURL = useUiStore((state) => state.profilePanel.photoURL);
  const setProfilePanel = useUiStore((state) => state.setProfilePanel);
  const sectionKey = useCurrentSectionKey();
  const sectionTitle = t(`sections.${sectionKey}.title`);

  useEffect(() => {
    document.title = `${sectionTitle} · Coperto`;
  }, [sectionTitle]);

  // What one user's session fetched must not be shown to the next one on this browser.
  useEffect(
    () =>
      registerLogoutReset('session queries', () =>
        queryClient.removeQueries({ queryKey: ['session'] }),
      ),
    [queryClient],
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'grey.50' }}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{
          width: { md: `calc(100% - ${DRAWER_WIDTH}px)` },
          ml: { md: `${DRAWER_WIDTH}px` },
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Toolbar>
          {!desktop && (
            <IconButton
              edge="start"
              onClick={() => setMobileNavOpen(true)}
              aria-label={t('navigation.open')}
              sx={{ mr: 1 }}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1, fontWeight: 600 }}>
            {sectionTitle}
          </Typography>
          {user.restaurant && (
            <Typography
              variant="body2"
              color="text.secondary"
              noWrap
              sx={{ mr: 1.5, display: { xs: 'none', sm: 'block' }, maxWidth: 240 }}
            >
              {user.restaurant.name}
            </Typography>
          )}
          <Tooltip title={t('profile.open')}>
            <IconButton
              onClick={() => setProfilePanel({ open: true })}
              aria-label={t('profile.open')}
            >
              <Avatar
                src={photoURL ?? user.user.photo_url ?? undefined}
                alt=""
                sx={{ width: 34, height: 34, fontSize: 15, bgcolor: 'primary.main' }}
              >
                {initialsOf(user.user)}
              </Avatar>
            </IconButton>
          </Tooltip>
        </Toolbar>
      </AppBar>
      <NavigationDrawer
        user={user}
        permanent={desktop}
        mobileOpen={mobileNavOpen}
        onMobileClose={() => setMobileNavOpen(false)}
      />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Toolbar />
        <Box sx={{ p: { xs: 2, sm: 3, md: 4 }, maxWidth: 1200, mx: 'auto' }}>
          <DashboardErrorBoundary key={pathname}>
            <Suspense
              fallback={
                <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
                  <CircularProgress />
                </Box>
              }
            >
              <Outlet />
            </Suspense>
          </DashboardErrorBoundary>
        </Box>
      </Box>
      <ProfilePanel user={user} />
    </Box>
  );
}

/** /dashboard/*: the login when nobody is signed in, else the app bar, navigation and section. */
export default function DashboardFrame() {
  const user = useSignedInUser();
  return user ? <SignedInFrame user={user} /> : <DashboardLogin />;
}
