import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { BELL_INTERVAL_MINUTES } from '#domain/meditation/bells';
import type { SoundscapeId } from '#domain/meditation/journeys';
import { createPersistedStore } from './persisted-store';

/** Soundscape mix, bells and sleep timer, remembered on this device. */

const level = z.number().min(0).max(1).catch(0);

const SoundSettingsSchema = schemaOnFirstUse(() =>
  z.object({
    soundscapes: z
      .object({ pink: level, brown: level, rain: level, surf: level, bowl: level })
      .catch({ pink: 0, brown: 0, rain: 0, surf: 0, bowl: 0 }),
    bellIntervalMinutes: z
      .number()
      .int()
      .min(BELL_INTERVAL_MINUTES.min)
      .max(BELL_INTERVAL_MINUTES.max)
      .catch(0),
    startEndBells: z.boolean().catch(false),
    sleepTimerMinutes: z.number().int().min(0).max(120).catch(0),
  }),
);

export type SoundSettings = z.infer<typeof SoundSettingsSchema>;

const DEFAULT_SOUND_SETTINGS: SoundSettings = {
  soundscapes: { pink: 0, brown: 0, rain: 0, surf: 0, bowl: 0 } satisfies Record<SoundscapeId, number>,
  bellIntervalMinutes: 0,
  // Off by default: the spec's player makes no sound unless beats are switched on.
  startEndBells: false,
  sleepTimerMinutes: 0,
};

export const soundSettingsStore = createPersistedStore(
  'abundance.meditation.sound',
  SoundSettingsSchema,
  DEFAULT_SOUND_SETTINGS,
);
