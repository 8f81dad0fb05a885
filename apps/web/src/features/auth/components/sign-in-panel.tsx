import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import type { DemoLogin } from '@coperto/shared/auth/demo-login.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDemoLogin } from '../api/demo-login';
import { startGoogleSignIn, useAuthProviders } from '../api/google-sign-in';
import { describeAuthError } from '../lib/describe-auth-error';
import { findLoginPublicKey } from '../lib/login-public-key';
import { ForgotPasswordForm } from './forgot-password-form';
import { GoogleIcon } from './google-icon';
import { LoginForm } from './login-form';

function isMarketingSite(): boolean {
  const site = document.querySelector<HTMLMetaElement>('meta[name="coperto-site"]')?.content;
  return site === 'marketing';
}

/** "Accedi con Google", only when the server has Google sign-in configured. */
function GoogleSignInButton() {
  const { t } = useTranslation('auth');
  const providers = useAuthProviders();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!providers.data?.google) return null;

  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      window.location.assign(await startGoogleSignIn(await findLoginPublicKey()));
    } catch (failure) {
      setError(describeAuthError(t, failure));
      setStarting(false);
    }
  };
  return (
    <>
      <Divider>{t('login.or')}</Divider>
      {error && <Alert severity="error">{error}</Alert>}
      <Button
        variant="outlined"
        size="large"
        onClick={start}
        disabled={starting}
        startIcon={starting ? <CircularProgress size={18} /> : <GoogleIcon />}
      >
        {t('login.google')}
      </Button>
    </>
  );
}

export interface SignInPanelProps {
  onSignedIn?(user: CurrentUser): void;
}

/** The demo's restaurants, each a link to its own site on this server's port. */
function DemoRestaurantLinks({ restaurants }: { restaurants: DemoLogin['restaurants'] }) {
  const { t } = useTranslation('auth');
  if (restaurants.length === 0) return null;
  const { protocol, port } = window.location;
  return (
    <nav aria-label={t('login.demoRestaurants')}>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('login.demoRestaurants')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', justifyContent: 'center', columnGap: 2 }}>
        {restaurants.map(({ name, hostname }) => (
          <Link
            key={hostname}
            href={`${protocol}//${hostname}${port ? `:${port}` : ''}/`}
            variant="body2"
          >
            {name}
          </Link>
        ))}
      </Stack>
    </nav>
  );
}

/**
 * The login with its companions: forgotten password, Google sign-in; on the trial host the
 * sign-up link, and where the server offers the demo its one-click login and its restaurants,
 * so the fixed prompt there leads somewhere (decision 025).
 */
export function SignInPanel({ onSignedIn }: SignInPanelProps) {
  const { t, i18n } = useTranslation('auth');
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  const marketing = isMarketingSite();
  const demo = useDemoLogin(marketing).data;

  if (mode === 'forgot') return <ForgotPasswordForm onBack={() => setMode('login')} />;
  return (
    <Stack spacing={2}>
      <LoginForm
        onSignedIn={onSignedIn}
        onForgotPassword={() => setMode('forgot')}
        demo={demo ? { username: demo.email, password: demo.password } : undefined}
      />
      <GoogleSignInButton />
      {marketing && (
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('login.noAccount')}{' '}
          <Link href={`/${i18n.language}/sign-up`} underline="hover">
            {t('login.signUp')}
          </Link>
        </Typography>
      )}
      {demo && <DemoRestaurantLinks restaurants={demo.restaurants} />}
    </Stack>
  );
}
