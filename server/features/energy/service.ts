import { localDay } from '#domain/shared/dates';
import { mapCheckIn, type CheckIn, type EnergyReading } from '#domain/energy/energy';
import type { ChangeFeed } from '#server/db/change-feed';
import type { Database } from '#server/db/client';
import { notFound } from '#server/http/errors';
import { getCoherence } from '#server/practice/activity';
import { findUserTimeZone } from '#server/practice/user-day';
import { findByRequest, insertReading, latestReading, listReadings } from './repository';

/**
 * Records a check-in as a reading on the user's local day. Its coherence is the user's coherence
 * today from the practice model (domain/practice/coherence.ts), 0 before any practice. Repeating a
 * requestId returns the first reading (created: false) instead of recording a second one.
 */
export async function recordCheckIn(
  db: Database,
  changes: ChangeFeed,
  userId: string,
  checkIn: CheckIn,
  now = new Date(),
): Promise<{ created: boolean; reading: EnergyReading }> {
  const timeZone = await findUserTimeZone(db, userId);
  if (!timeZone) throw notFound();
  const day = localDay(now, timeZone);
  const coherence = await getCoherence(db, userId, day);
  const { frequency, vibrationType } = mapCheckIn(checkIn);
  const requestId = checkIn.requestId ?? null;
  const reading = await insertReading(db, {
    userId,
    day,
    frequency,
    coherence,
    vibrationType,
    feeling: checkIn.feeling,
    energyLevel: checkIn.energyLevel,
    requestId,
  });
  if (reading) {
    // Committed: every instance drops its remembered readings of this member.
    changes.announce('energy', userId);
    return { created: true, reading };
  }
  const first = requestId ? await findByRequest(db, userId, requestId) : null;
  if (!first) throw notFound();
  return { created: false, reading: first };
}

/** The member's newest readings, newest first. */
export function readingsOf(db: Database, userId: string, limit: number): Promise<EnergyReading[]> {
  return listReadings(db, userId, limit);
}

/** The member's latest reading, or null before the first check-in. */
export function latestReadingOf(db: Database, userId: string): Promise<EnergyReading | null> {
  return latestReading(db, userId);
}
