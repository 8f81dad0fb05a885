import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { userQueryKeys } from './user-query-keys';

/** POST /api/users/{id}/disable or /enable: a disabled user is signed out and cannot log in. */
export function setUserDisabled(id: number, disabled: boolean) {
  return callApi(disabled ? 'POST /users/:id/disable' : 'POST /users/:id/enable', {
    params: { id },
  });
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
