import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDemoLogin } from '../../features/auth/api/demo-login';
import { DEMO_RESTAURANTS, hostLabel, siteUrl } from '../demo-restaurants';
import { MarketingPageLayout } from '../marketing-page-layout';

/** Getting started: the demo sites, the demo logins and the API reference. */
export function DocsPage() {
  const { t } = useTranslation('marketing');
  const demoLogin = useDemoLogin().data;
  return (
    <MarketingPageLayout title={t('docs.title')} intro={t('docs.intro')}>
      <Box component="section" sx={{ mb: 5 }}>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t('docs.sitesTitle')}
        </Typography>
        <Typography sx={{ mb: 1.5 }}>{t('docs.sitesText')}</Typography>
        <Box component="ul" sx={{ pl: 3, m: 0 }}>
          {DEMO_RESTAURANTS.map((restaurant) => (
            <li key={restaurant.hostname}>
              <Link href={siteUrl(restaurant.hostname)}>{restaurant.name}</Link>{' '}
              <Box component="code" sx={{ color: 'text.secondary' }}>
                {hostLabel(restaurant.hostname)}
              </Box>
            </li>
          ))}
        </Box>
      </Box>
      <Box component="section" sx={{ mb: 5 }}>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t('docs.dashboardTitle')}
        </Typography>
        <Typography>
          {demoLogin
            ? t('docs.dashboardText', { email: demoLogin.email, password: demoLogin.password })
            : t('docs.dashboardTextWithoutDemo')}
        </Typography>
      </Box>
      <Box component="section">
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t('docs.apiTitle')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('docs.apiText')}</Typography>
        <Button variant="contained" href="/api/docs">
          {t('demo.apiOpen')}
        </Button>
      </Box>
    </MarketingPageLayout>
  );
}
