/** Query keys of accounts: the session, the admin check and the user records (profile, admin table). */
export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
  config: () => [...authKeys.all, 'config'] as const,
  adminCheck: (email: string) => [...authKeys.all, 'admin', email] as const,
};

export const userKeys = {
  all: ['users'] as const,
  profile: (email: string) => [...userKeys.all, 'profile', email] as const,
  tables: () => [...userKeys.all, 'table'] as const,
  table: (query: { page: number; pageSize: number; search?: string }) =>
    [...userKeys.tables(), query] as const,
};
