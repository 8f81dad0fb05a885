import type { InviteUserBody } from '@coperto/shared/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { userQueryKeys } from './user-query-keys';

/**
 * POST /api/auth/invite-user-email: creates the user and emails a link to choose a password.
 * Inviting someone who has not accepted yet sends them a fresh link.
 */
export function inviteUser(body: InviteUserBody) {
  return callApi('POST /auth/invite-user-email', { body });
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...userQueryKeys.all, 'list'] }),
  });
}
