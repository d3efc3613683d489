import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../lib/api-client';

export const CURRENT_USER_KEY = ['/api/user'] as const;

/**
 * Whether someone is signed in. A 401 from /api/user means "no user", not an error (SPEC section 8).
 * The body is parsed with its Zod contract inside the signed-in app (use-signed-in-user.ts), so the
 * landing page's bundle carries no schema library.
 */
export async function fetchCurrentUser(): Promise<unknown> {
  try {
    return await apiRequest('GET', '/api/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser });
}
