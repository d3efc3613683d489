import { isValidTimeZone } from '#domain/shared/dates';
import { useSignedInUser } from './use-signed-in-user';
import { browserTimeZone } from './use-time-zone-sync';

/**
 * The zone whose local days the member's day follows: their own, as the server reads it. New
 * accounts start on UTC until the shell stores the browser's zone (use-time-zone-sync.ts); the
 * browser's zone is used in that moment, and whenever the stored one is unusable, so "today" never
 * flips after load.
 */
export function pickTimeZone(userZone: string, browserZone: string | undefined): string {
  const stored = isValidTimeZone(userZone) ? userZone : undefined;
  if (stored && !(stored === 'UTC' && browserZone)) return stored;
  return browserZone && isValidTimeZone(browserZone) ? browserZone : 'UTC';
}

export function useMemberTimeZone(): string {
  const user = useSignedInUser();
  return pickTimeZone(user.timeZone, browserTimeZone());
}
