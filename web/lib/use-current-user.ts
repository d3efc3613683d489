import { useQuery } from '@tanstack/react-query';
import { fetchCurrentUser } from './current-user';

export const CURRENT_USER_KEY = ['/api/user'] as const;

/**
 * The current user inside the signed-in app, seeded from the sign-in check in app.tsx. The body is
 * parsed with its Zod contract by useSignedInUser; null means the session has ended.
 */
export function useCurrentUser() {
  return useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser });
}
