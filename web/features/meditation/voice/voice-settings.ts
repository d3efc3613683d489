import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { createPersistedStore } from '#web/features/meditation/player/persisted-store';

/** The listener's voice preferences, remembered on this device (localStorage), never on the server. */

export const VOICE_RATE = { min: 0.7, max: 1.2, step: 0.05, default: 0.9 } as const;
export const VOICE_VOLUME = { min: 0, max: 1, step: 0.05, default: 0.9 } as const;

const VoiceSettingsSchema = schemaOnFirstUse(() =>
  z.object({
    enabled: z.boolean().catch(true),
    /** SpeechSynthesisVoice.voiceURI of the chosen voice; null = the device's default English voice. */
    voiceUri: z.string().nullable().catch(null),
    rate: z.number().min(VOICE_RATE.min).max(VOICE_RATE.max).catch(VOICE_RATE.default),
    volume: z.number().min(VOICE_VOLUME.min).max(VOICE_VOLUME.max).catch(VOICE_VOLUME.default),
  }),
);

export type VoiceSettings = z.infer<typeof VoiceSettingsSchema>;

const DEFAULT_VOICE_SETTINGS: VoiceSettings = {
  enabled: true,
  voiceUri: null,
  rate: VOICE_RATE.default,
  volume: VOICE_VOLUME.default,
};

export const voiceSettingsStore = createPersistedStore(
  'abundance.meditation.voice',
  VoiceSettingsSchema,
  DEFAULT_VOICE_SETTINGS,
);
