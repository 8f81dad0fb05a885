import LockOutlined from '@mui/icons-material/LockOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInPanel } from '../../features/auth/components/sign-in-panel';

/** What /dashboard shows to someone not signed in: the login, in the page rather than over it. */
export function DashboardLogin() {
  const { t } = useTranslation(['dashboard', 'auth']);
  useEffect(() => {
    document.title = t('dashboard:login.documentTitle');
  }, [t]);

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
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('dashboard:login.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('dashboard:login.subtitle')}
          </Typography>
        </Box>
        <SignInPanel />
      </Paper>
    </Box>
  );
}
