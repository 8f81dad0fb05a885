import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { MARKETING_LANGUAGES } from '../features/language/choose-language';
import { LanguageSwitcher } from '../features/language/components/language-switcher';
import { useUiStore } from '../shared/stores/ui-store';
import { CopertoMark } from './coperto-mark';

/** Coperto's own site: app bar, the screen, footer. */
export function MarketingShell() {
  const { t, i18n } = useTranslation('marketing');
  const footerVisible = useUiStore((s) => s.footerVisible);
  const transparent = useUiStore((s) => s.transparentAppBar);
  const setOverlay = useUiStore((s) => s.setOverlay);
  const prefix = `/${i18n.language}`;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <AppBar
        position={transparent ? 'absolute' : 'sticky'}
        color={transparent ? 'transparent' : 'inherit'}
        elevation={0}
        data-transparent={transparent || undefined}
        sx={{
          color: transparent ? '#fff' : 'text.primary',
          bgcolor: transparent ? 'transparent' : 'background.paper',
          borderBottom: transparent ? 0 : 1,
          borderColor: 'divider',
        }}
      >
        <Container maxWidth="lg" disableGutters>
          <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 } }}>
            <Box
              component={RouterLink}
              to={`${prefix}/`}
              aria-label={t('nav.home')}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                mr: 'auto',
                color: 'inherit',
                textDecoration: 'none',
              }}
            >
              <CopertoMark />
              <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
                Coperto
              </Typography>
            </Box>
            <Button
              color="inherit"
              component={RouterLink}
              to={`${prefix}/docs`}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              {t('nav.docs')}
            </Button>
            {/* On phones the hero's and the login's sign-up links are enough. */}
            <Button
              color="inherit"
              component={RouterLink}
              to={`${prefix}/sign-up`}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              {t('nav.signUp')}
            </Button>
            <Button
              variant={transparent ? 'outlined' : 'contained'}
              color={transparent ? 'inherit' : 'primary'}
              onClick={() => setOverlay('login', true)}
            >
              {t('nav.login')}
            </Button>
            <LanguageSwitcher languages={MARKETING_LANGUAGES} />
          </Toolbar>
        </Container>
      </AppBar>

      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>

      {footerVisible && (
        <Box
          component="footer"
          sx={{ py: 3, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
        >
          <Container
            maxWidth="lg"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}
          >
            <Typography variant="body2" color="text.secondary">
              {t('footer.tagline')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 2 }}>
              <Link component={RouterLink} to={`${prefix}/docs`} variant="body2">
                {t('nav.docs')}
              </Link>
              <Link href="/api/docs" variant="body2">
                {t('nav.apiDocs')}
              </Link>
            </Box>
          </Container>
        </Box>
      )}
    </Box>
  );
}
