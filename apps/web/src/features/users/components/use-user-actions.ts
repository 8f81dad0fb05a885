import type { User } from '@coperto/shared/users/users.schemas';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store';
import { useInviteUser } from '../api/invite-user';
import { useSetUserDisabled } from '../api/set-user-disabled';
import { describeUserActionError, displayNameOf } from '../lib/user-display';

/** Disable, re-enable (after the generic confirm dialog) and invite again: list and edit screen. */
export function useUserActions() {
  const { t } = useTranslation('users');
  const askConfirm = useUiStore((state) => state.askConfirm);
  const showAlert = useUiStore((state) => state.showAlert);
  const setDisabled = useSetUserDisabled();
  const invite = useInviteUser();

  const toggleDisabled = (user: User) => {
    const action = user.disabled ? 'enable' : 'disable';
    const name = displayNameOf(user);
    askConfirm({
      title: t(`${action}.title`, { name }),
      message: t(`${action}.message`, { name }),
      confirmLabel: t(`${action}.confirm`),
      onConfirm: async () => {
        try {
          await setDisabled.mutateAsync({ id: user.id, disabled: !user.disabled });
        } catch (error) {
          // The confirm dialog shows a thrown error's message as its alert.
          throw new Error(describeUserActionError(t, error));
        }
        showAlert(t(`${action}.done`, { name }), 'success');
      },
    });
  };

  const inviteAgain = async (user: User) => {
    try {
      await invite.mutateAsync({
        email: user.email,
        role: user.role,
        restaurant_id: user.restaurant_id,
      });
      showAlert(t('invite.sentAgain', { email: user.email }), 'success');
    } catch (error) {
      showAlert(describeUserActionError(t, error), 'error');
    }
  };

  return { toggleDisabled, inviteAgain, inviting: invite.isPending };
}
