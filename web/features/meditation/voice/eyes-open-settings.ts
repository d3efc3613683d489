import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { createPersistedStore } from '#web/features/meditation/player/persisted-store';

/**
 * Eyes-open mode, remembered on this device: for a listener with no voice at all (none on the
 * device, no studio voice on the server), a soft bell marks each new line so they can glance at
 * the caption and close their eyes again.
 */
const EyesOpenSettingsSchema = schemaOnFirstUse(() => z.object({ bellPerCue: z.boolean().catch(false) }));

export const eyesOpenStore = createPersistedStore('abundance.meditation.eyes-open', EyesOpenSettingsSchema, {
  bellPerCue: false,
});
