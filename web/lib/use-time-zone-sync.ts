import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CurrentUserSchema } from '#domain/auth/auth';
import { madeOnFirstUse } from '#domain/shared/made-on-first-use';
import { apiRequest } from '#web/lib/api-client';
import { CURRENT_USER_KEY } from './use-current-user';
import { useSignedInUser } from './use-signed-in-user';

function readBrowserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

// Read once a page: it takes an Intl formatter, whose first creation loads locale data (a long task
// on a phone), and the widgets that need the member's day ask on every render.
const readOnce = madeOnFirstUse(() => ({ zone: readBrowserTimeZone() }));

/** The browser's IANA time zone when the page loaded, or undefined where the browser does not say. */
export function browserTimeZone(): string | undefined {
  return readOnce().zone;
}

/**
 * Streaks and "today" follow the user's own time zone; the server learns it from the browser. This
 * stores it once when the account has none yet (new accounts start on UTC) so travellers keep a
 * zone they chose on the profile page.
 */
export function useTimeZoneSync(): void {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (timeZone: string) =>
      apiRequest('PATCH', '/api/user', { body: { timeZone }, schema: CurrentUserSchema }),
    onSuccess: (updated) => queryClient.setQueryData(CURRENT_USER_KEY, updated),
  });
  useEffect(() => {
    const zone = browserTimeZone();
    if (zone && zone !== 'UTC' && user.timeZone === 'UTC') mutate(zone);
  }, [user.timeZone, mutate]);
}
