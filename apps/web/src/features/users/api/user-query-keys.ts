/** Under `session`: the dashboard drops them at logout with the rest of this user's data. */
export const userQueryKeys = {
  all: ['session', 'users'] as const,
  list: (params: Record<string, string | number>) => ['session', 'users', 'list', params] as const,
  one: (id: number) => ['session', 'users', 'one', id] as const,
  me: ['session', 'users', 'me'] as const,
};
