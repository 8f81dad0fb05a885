import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useInRouterContext, useNavigate } from 'react-router';
import { useUiStore } from '../../../shared/stores/ui-store';
import { SignInPanel } from './sign-in-panel';

const DASHBOARD_PATH = '/dashboard';

function LoginDialogView({ goToDashboard }: { goToDashboard(): void }) {
  const { t } = useTranslation('auth');
  const open = useUiStore((state) => state.overlays.login);
  const fixed = useUiStore((state) => state.loginFixed);
  const setOverlay = useUiStore((state) => state.setOverlay);
  const setChrome = useUiStore((state) => state.setChrome);
  const close = () => {
    // The trial host's login is fixed: the page behind it is only a backdrop.
    if (!fixed) setOverlay('login', false);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      // On a phone too it stays a card over the page: the trial host's picture shows around it.
      sx={{ '& .MuiDialog-paper': { mx: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)' } } }}
      maxWidth="xs"
      fullWidth
      aria-labelledby="login-dialog-title"
      aria-describedby="login-dialog-subtitle"
    >
      <DialogTitle id="login-dialog-title" sx={{ pr: fixed ? 3 : 7, pb: 0.5, fontWeight: 700 }}>
        {t('login.title')}
      </DialogTitle>
      {!fixed && (
        <IconButton
          onClick={close}
          aria-label={t('login.close')}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      )}
      <DialogContent>
        <Typography
          id="login-dialog-subtitle"
          variant="body2"
          color="text.secondary"
          sx={{ mb: 2.5 }}
        >
          {t('login.subtitle')}
        </Typography>
        <SignInPanel
          onSignedIn={() => {
            setChrome({ loginFixed: false });
            setOverlay('login', false);
            if (!window.location.pathname.startsWith(DASHBOARD_PATH)) goToDashboard();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function RoutedLoginDialog() {
  const navigate = useNavigate();
  return <LoginDialogView goToDashboard={() => navigate(DASHBOARD_PATH)} />;
}

/** The login overlay (spec §2): closable, or fixed on the trial host; signed in, on to the dashboard. */
export default function LoginDialog() {
  // Mounted with the global UI, which may sit outside the router: then a plain page load.
  return useInRouterContext() ? (
    <RoutedLoginDialog />
  ) : (
    <LoginDialogView goToDashboard={() => window.location.assign(DASHBOARD_PATH)} />
  );
}
