import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useSessionStore } from '../../../shared/session/session-store';
import { completeGoogleSignIn } from '../api/google-sign-in';
import { describeAuthError } from '../lib/describe-auth-error';

// Google's code works once: a remount (React's strict mode runs effects twice) reuses the call.
const completions = new Map<string, Promise<CurrentUser>>();

function completeOnce(code: string, state: string): Promise<CurrentUser> {
  let completion = completions.get(code);
  if (!completion) {
    completion = completeGoogleSignIn(code, state);
    completions.set(code, completion);
  }
  return completion;
}

type Outcome = { status: 'working' } | { status: 'failed'; message: string };

/**
 * Where Google sends the browser back (spec §2 /google-auth-completed/*): hands the code and state
 * to the API, stores the signed-in user and goes on to the dashboard; a clear error otherwise.
 */
export function GoogleAuthCompletedPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { search } = useLocation();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'working' });

  useEffect(() => {
    const params = new URLSearchParams(search);
    const code = params.get('code');
    const state = params.get('state');
    // Google answers ?error=access_denied when the user cancels on its page.
    if (params.get('error') === 'access_denied') {
      setOutcome({ status: 'failed', message: t('google.cancelled') });
      return;
    }
    if (!code || !state) {
      setOutcome({ status: 'failed', message: t('google.missingCode') });
      return;
    }
    let current = true;
    completeOnce(code, state).then(
      (user) => {
        if (!current) return;
        useSessionStore.getState().setCurrentUser(user);
        navigate('/dashboard', { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        const message = describeAuthError(t, error, { INVALID_TOKEN: t('google.rejected') });
        setOutcome({ status: 'failed', message });
      },
    );
    return () => {
      current = false;
    };
  }, [search, navigate, t]);

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'grey.100' }}
    >
      {outcome.status === 'working' ? (
        <Box sx={{ textAlign: 'center' }} aria-busy="true">
          <CircularProgress />
          <Typography role="status" sx={{ mt: 2 }}>
            {t('google.completing')}
          </Typography>
        </Box>
      ) : (
        <Alert
          severity="error"
          sx={{ maxWidth: 480, width: '100%' }}
          action={
            <Button component={RouterLink} to="/dashboard" color="inherit" size="small">
              {t('google.backToLogin')}
            </Button>
          }
        >
          <AlertTitle component="h1">{t('google.failedTitle')}</AlertTitle>
          {outcome.message}
        </Alert>
      )}
    </Box>
  );
}

export default GoogleAuthCompletedPage;
