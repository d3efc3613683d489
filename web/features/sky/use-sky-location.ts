import type { SkyLocation } from '#domain/sky/location';
import { useSignedInUser } from '#web/lib/use-signed-in-user';

/** The member's stored sky location (profile page), or null. */
export function useSkyLocation(): SkyLocation | null {
  const { latitude, longitude } = useSignedInUser();
  return latitude !== null && longitude !== null ? { latitude, longitude } : null;
}
