import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';

/**
 * Where the member watches the sky from, for rise and set times only. Stored as latitude and
 * longitude rounded to two decimals (about 1 km): enough for rise and set to the minute, too coarse
 * to place a home. The server stores it on the user row and never sends it anywhere else.
 */

/** Two decimals, as stored. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 100) / 100;
}

export const LatitudeSchema = schemaOnFirstUse(() =>
  z
    .number({ message: 'latitude must be a number' })
    .min(-90, 'latitude must be between -90 and 90')
    .max(90, 'latitude must be between -90 and 90')
    .transform(roundCoordinate),
);

export const LongitudeSchema = schemaOnFirstUse(() =>
  z
    .number({ message: 'longitude must be a number' })
    .min(-180, 'longitude must be between -180 and 180')
    .max(180, 'longitude must be between -180 and 180')
    .transform(roundCoordinate),
);

export type SkyLocation = { latitude: number; longitude: number };

/** South of the equator the Moon's lit side is seen on the other hand. */
export function isSouthern(location: SkyLocation | null): boolean {
  return location !== null && location.latitude < 0;
}
