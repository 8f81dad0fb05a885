import type { UserUpdateBody } from '@coperto/shared/users/users.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { userQueryKeys } from './user-query-keys';

/** PUT /api/users/{id}: only the fields sent change. */
export function updateUser(id: number, body: UserUpdateBody) {
  return callApi('PUT /users/:id', { params: { id }, body });
}

/** Saves, shows the answer at once, and refreshes the lists it may appear in. */
export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserUpdateBody) => updateUser(id, body),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKeys.one(id), user);
      void queryClient.invalidateQueries({ queryKey: [...userQueryKeys.all, 'list'] });
    },
  });
}
