import type { User } from '@coperto/shared/users/users.schemas';
import BlockIcon from '@mui/icons-material/Block';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import RestartAlt from '@mui/icons-material/RestartAlt';
import SendOutlined from '@mui/icons-material/SendOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayNameOf } from '../lib/user-display';
import { canDisableUser, canManageUser, type UserActor } from '../lib/user-permissions';
import { useUserActions } from './use-user-actions';

/** The row's menu: only what the signed-in user may do to this user; nothing at all if none. */
export function UserRowActions({
  user,
  actor,
  onEdit,
}: {
  user: User;
  actor: UserActor;
  onEdit(): void;
}) {
  const { t } = useTranslation('users');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { toggleDisabled, inviteAgain } = useUserActions();
  if (!canManageUser(actor, user)) return null;
  const close = () => setAnchor(null);
  const run = (action: () => void) => () => {
    close();
    action();
  };
  return (
    <>
      <IconButton
        aria-label={t('actions.menu', { name: displayNameOf(user) })}
        aria-haspopup="menu"
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVert />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        onClick={(event) => event.stopPropagation()}
      >
        <MenuItem onClick={run(onEdit)}>
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          {t('actions.edit')}
        </MenuItem>
        {user.invitation_pending && !user.disabled && (
          <MenuItem onClick={run(() => void inviteAgain(user))}>
            <ListItemIcon>
              <SendOutlined fontSize="small" />
            </ListItemIcon>
            {t('actions.inviteAgain')}
          </MenuItem>
        )}
        {canDisableUser(actor, user) && (
          <MenuItem onClick={run(() => toggleDisabled(user))}>
            <ListItemIcon>
              {user.disabled ? <RestartAlt fontSize="small" /> : <BlockIcon fontSize="small" />}
            </ListItemIcon>
            {user.disabled ? t('actions.enable') : t('actions.disable')}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
