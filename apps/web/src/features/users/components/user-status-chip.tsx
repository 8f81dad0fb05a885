import type { User } from '@coperto/shared/users/users.schemas';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import MailOutline from '@mui/icons-material/MailOutlined';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Disabled, invited (has not chosen a password yet) or active. */
export function UserStatusChip({ user }: { user: Pick<User, 'disabled' | 'invitation_pending'> }) {
  const { t } = useTranslation('users');
  if (user.disabled) {
    return <Chip size="small" icon={<BlockIcon />} label={t('status.disabled')} color="warning" />;
  }
  if (user.invitation_pending) {
    return (
      <Chip
        size="small"
        icon={<MailOutline />}
        label={t('status.invited')}
        color="info"
        variant="outlined"
      />
    );
  }
  return (
    <Chip
      size="small"
      icon={<CheckCircleOutline />}
      label={t('status.active')}
      color="success"
      variant="outlined"
    />
  );
}
