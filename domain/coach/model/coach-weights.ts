import { z } from 'zod';
import { SoftmaxModelSchema, toScoring, type ScoringModel } from './softmax-model';
import weights from './weights.json';

/** The committed output of `npm run coach:train` (scripts/coach-train.ts). */
export const CoachWeightsSchema = z.object({
  version: z.literal(1),
  safety: SoftmaxModelSchema,
  topics: SoftmaxModelSchema,
});
export type CoachWeights = z.infer<typeof CoachWeightsSchema>;

const parsed = CoachWeightsSchema.parse(weights);

/** The safety model (classes 'crisis' and 'other') and the topic model, ready to score. */
export const SAFETY_MODEL: ScoringModel = toScoring(parsed.safety);
export const TOPIC_MODEL: ScoringModel = toScoring(parsed.topics);
