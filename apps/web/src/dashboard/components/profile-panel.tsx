import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../../features/auth/api/logout';
import { useUiStore } from '../../shared/stores/ui-store';

export function initialsOf(user: CurrentUser['user']): string {
  const letters = `${user.name.trim().charAt(0)}${user.surname.trim().charAt(0)}`;
  return (letters || user.email.charAt(0)).toUpperCase();
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}

/** The profile panel (spec §2: open, file, photoURL): who is signed in, and the way out. */
export function ProfilePanel({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('dashboard');
  const { open, photoURL } = useUiStore((state) => state.profilePanel);
  const setProfilePanel = useUiStore((state) => state.setProfilePanel);
  const [leaving, setLeaving] = useState(false);
  const close = () => setProfilePanel({ open: false });
  const fullName = `${user.user.name} ${user.user.surname}`.trim() || user.user.email;

  const signOut = async () => {
    setLeaving(true);
    try {
      await logout();
    } finally {
      setLeaving(false);
    }
  };

  return (
    <Drawer anchor="right" open={open} onClose={close}>
      <Box
        role="region"
        aria-label={t('profile.title')}
        sx={{ width: { xs: '100vw', sm: 340 }, maxWidth: '100vw', p: 3 }}
      >
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
        >
          <Typography variant="h6" component="h2">
            {t('profile.title')}
          </Typography>
          <IconButton onClick={close} aria-label={t('profile.close')} edge="end">
            <CloseIcon />
          </IconButton>
        </Stack>
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
          <Avatar
            src={photoURL ?? user.user.photo_url ?? undefined}
            alt=""
            sx={{ width: 80, height: 80, fontSize: 32, bgcolor: 'primary.main' }}
          >
            {initialsOf(user.user)}
          </Avatar>
          <Box>
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
              {fullName}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {user.user.email}
            </Typography>
          </Box>
          <Chip
            label={t(`roles.${user.user.role}`)}
            size="small"
            color="primary"
            variant="outlined"
          />
        </Stack>
        <Divider />
        <Stack spacing={1.5} sx={{ my: 2 }}>
          {user.business && <Detail label={t('profile.business')} value={user.business.name} />}
          {user.restaurant && (
            <Detail label={t('profile.restaurant')} value={user.restaurant.name} />
          )}
        </Stack>
        <Button
          fullWidth
          variant="outlined"
          color="error"
          onClick={signOut}
          disabled={leaving}
          startIcon={leaving ? <CircularProgress size={18} color="inherit" /> : <LogoutIcon />}
        >
          {t('profile.logout')}
        </Button>
      </Box>
    </Drawer>
  );
}
