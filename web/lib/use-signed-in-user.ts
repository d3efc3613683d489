import { useMemo } from 'react';
import { CurrentUserSchema, type CurrentUser } from '#domain/auth/auth';
import { useCurrentUser } from './use-current-user';

/** The signed-in user inside the shell, where it is always loaded; invalidate CURRENT_USER_KEY to refresh it. */
export function useSignedInUser(): CurrentUser {
  const { data } = useCurrentUser();
  return useMemo(() => CurrentUserSchema.parse(data), [data]);
}
