import { isValidTimeZone } from '#domain/dates';
import { useSignedInUser } from '#web/lib/use-signed-in-user';
import { browserTimeZone } from '#web/lib/use-time-zone-sync';

/**
 * The zone whose local days the moon calendar follows: the user's own. New accounts start on UTC
 * until the shell stores the browser's zone (use-time-zone-sync.ts); the browser's zone is used in
 * that moment, and whenever the stored one is unusable, so the calendar never flips after load.
 */
export function pickTimeZone(userZone: string, browserZone: string | undefined): string {
  const stored = isValidTimeZone(userZone) ? userZone : undefined;
  if (stored && !(stored === 'UTC' && browserZone)) return stored;
  return browserZone && isValidTimeZone(browserZone) ? browserZone : 'UTC';
}

export function useCosmicTimeZone(): string {
  const user = useSignedInUser();
  return pickTimeZone(user.timeZone, browserTimeZone());
}
