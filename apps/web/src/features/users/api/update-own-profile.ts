import type { OwnProfileUpdateBody } from '@coperto/shared/users/users.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { useSessionStore } from '../../../shared/session/session-store';
import { userQueryKeys } from './user-query-keys';

/** PUT /api/users/me: own profile fields, or a password change (oldPassword, newPassword …). */
export function updateOwnProfile(body: OwnProfileUpdateBody) {
  return callApi('PUT /users/me', { body });
}

/** Saves; the session's copy of the user (name in the bar and the profile panel) follows. */
export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKeys.me, user);
      void queryClient.invalidateQueries({ queryKey: [...userQueryKeys.all, 'list'] });
      const session = useSessionStore.getState();
      const current = session.currentUser;
      if (current?.user.id === user.id) {
        const { name, surname, phone_number, photo_url } = user;
        session.setCurrentUser({
          ...current,
          user: { ...current.user, name, surname, phone_number, photo_url },
        });
      }
    },
  });
}
