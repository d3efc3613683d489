import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { SoftmaxModelSchema, toScoring, type ScoringModel } from './softmax-model';
import weights from './weights.json';

/** The committed output of `npm run coach:train` (scripts/coach-train.ts). */
export const CoachWeightsSchema = schemaOnFirstUse(() =>
  z.object({
    version: z.literal(1),
    /** The training messages' fingerprint (domain/coach/model/train-coach.ts). */
    trainedOn: z.string().regex(/^[0-9a-f]{8}$/),
    safety: SoftmaxModelSchema.unwrap(),
    topics: SoftmaxModelSchema.unwrap(),
  }),
);
export type CoachWeights = z.infer<typeof CoachWeightsSchema>;

let loaded: { safety: ScoringModel; topics: ScoringModel } | null = null;

/**
 * The safety model (classes 'crisis' and 'other') and the topic model, ready to score: parsed on
 * first use, so the training script can import the coach's code while it rewrites the file.
 */
export function coachModels(): { safety: ScoringModel; topics: ScoringModel } {
  if (!loaded) {
    const parsed = CoachWeightsSchema.parse(weights);
    loaded = { safety: toScoring(parsed.safety), topics: toScoring(parsed.topics) };
  }
  return loaded;
}
