import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';

/**
 * The shape of a session's words on disk (content/sessions/<id>.json, docs/meditation.md "Voice
 * scripts"). Writers edit those files; this contract is what the build, the tests, the server and
 * the client check them against, so a typo in a file fails loudly instead of playing wrong.
 *
 * - `guided` and `ambient` files list every cue with its second offset; ambient ones add the bells
 *   that mark their silence.
 * - `scenario` files follow the scenario's steps (domain/meditation/scenarios.ts): each step's own
 *   instruction is spoken as the step begins (it lives with the step, so it is written once), and
 *   the file holds the lines spoken after it, then a closing line.
 */

const CueContentSchema = schemaOnFirstUse(() =>
  z.strictObject({
    at: z.number().int().min(0),
    // At most what the studio voice renders in one request (SpeechRequestSchema).
    text: z.string().trim().min(10).max(500),
    /** Announces a silent stretch after this cue, in seconds (the player says so; the gap rule allows up to 180 s). */
    silenceAfterSeconds: z.number().int().min(1).max(180).optional(),
  }),
);

const ContentId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const SessionContentSchema = schemaOnFirstUse(() =>
  z.discriminatedUnion('kind', [
    z.strictObject({
      id: ContentId,
      version: z.number().int().min(1),
      kind: z.literal('guided'),
      durationSeconds: z.number().int().min(60),
      cues: z.array(CueContentSchema).min(1),
    }),
    z.strictObject({
      id: ContentId,
      version: z.number().int().min(1),
      kind: z.literal('ambient'),
      durationSeconds: z.number().int().min(60),
      bells: z.array(z.number().int().min(1)).min(1),
      cues: z.array(CueContentSchema).min(1),
    }),
    z.strictObject({
      id: ContentId,
      version: z.number().int().min(1),
      kind: z.literal('scenario'),
      steps: z.array(z.strictObject({ cues: z.array(CueContentSchema) })).min(1),
      closing: CueContentSchema,
    }),
  ]),
);
export type SessionContent = z.infer<typeof SessionContentSchema>;
