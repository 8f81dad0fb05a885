import type { User } from '@coperto/shared/users/users.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { userQueryKeys } from './user-query-keys';

/** POST /api/users/{id}/disable or /enable: a disabled user is signed out and cannot log in. */
export function setUserDisabled(id: number, disabled: boolean) {
  return apiRequest<User>(`/users/${id}/${disabled ? 'disable' : 'enable'}`, { method: 'POST' });
}

export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: number; disabled: boolean }) =>
      setUserDisabled(id, disabled),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKeys.one(user.id), user);
      void queryClient.invalidateQueries({ queryKey: [...userQueryKeys.all, 'list'] });
    },
  });
}
