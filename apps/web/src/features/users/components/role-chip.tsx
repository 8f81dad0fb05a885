import type { Role } from '@coperto/shared/auth/permissions';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLORS: Record<Role, ChipProps['color']> = {
  admin: 'error',
  owner: 'primary',
  manager: 'info',
  staff: 'default',
};

/** A user's role at a glance: the owner stands out, the others are outlined. */
export function RoleChip({ role }: { role: Role }) {
  const { t } = useTranslation('users');
  return (
    <Chip
      size="small"
      label={t(`roles.${role}`)}
      color={COLORS[role]}
      variant={role === 'owner' || role === 'admin' ? 'filled' : 'outlined'}
    />
  );
}
