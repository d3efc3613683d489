import { useEffect, type ReactNode } from 'react';
import { FullScreenLoader } from '#web/app/full-screen-loader';
import { useCurrentUser } from '#web/lib/use-current-user';

/**
 * When a refresh of /api/user answers 401 (the session ended elsewhere or expired), reload at / so
 * the visitor sees the landing page instead of a shell without a user.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const { data } = useCurrentUser();
  const signedOut = data === null;
  useEffect(() => {
    if (signedOut) window.location.replace('/');
  }, [signedOut]);
  // Undefined only if someone resets the query; wait for the refetch rather than render without a user.
  return data === null || data === undefined ? <FullScreenLoader /> : children;
}
