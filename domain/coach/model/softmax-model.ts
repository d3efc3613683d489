import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { FEATURE_SPACE, type FeatureVector } from './features';

/**
 * A multinomial logistic regression (softmax) over hashed features, as the training script writes it
 * (scripts/coach-train.ts): per class, a flat list of slot, weight, slot, weight... holding only the
 * weights that were not pruned. Two of these are committed in weights.json: the safety model
 * (crisis or not) and the topic model.
 */
export const SoftmaxModelSchema = schemaOnFirstUse(() =>
  z.object({
    classes: z.array(z.string().min(1)).min(2),
    weights: z.array(z.array(z.number())),
  }),
);
export type SoftmaxModel = z.infer<typeof SoftmaxModelSchema>;

/** The weights as one lookup table per class, for scoring. */
export type ScoringModel = { classes: readonly string[]; tables: ReadonlyArray<ReadonlyMap<number, number>> };

export function toScoring(model: SoftmaxModel): ScoringModel {
  const tables = model.weights.map((flat) => {
    const table = new Map<number, number>();
    for (let index = 0; index + 1 < flat.length; index += 2) {
      const slot = flat[index] ?? 0;
      if (slot < 0 || slot >= FEATURE_SPACE)
        throw new Error(`weight slot ${slot} is outside the feature space`);
      table.set(slot, flat[index + 1] ?? 0);
    }
    return table;
  });
  if (tables.length !== model.classes.length) throw new Error('one weight list per class is expected');
  return { classes: model.classes, tables };
}

/** Probabilities that sum to one, from any real scores. */
export function softmax(scores: readonly number[]): number[] {
  const top = Math.max(...scores);
  const exps = scores.map((score) => Math.exp(score - top));
  const total = exps.reduce((sum, value) => sum + value, 0);
  return exps.map((value) => value / total);
}

function scoresOf(tables: ReadonlyArray<ReadonlyMap<number, number>>, vector: FeatureVector): number[] {
  return tables.map((table) => {
    let score = 0;
    vector.slots.forEach((slot, index) => (score += (table.get(slot) ?? 0) * (vector.values[index] ?? 0)));
    return score;
  });
}

/** Each class's probability for one message's features. */
export function probabilities(model: ScoringModel, vector: FeatureVector): Map<string, number> {
  const shares = softmax(scoresOf(model.tables, vector));
  return new Map(model.classes.map((name, index) => [name, shares[index] ?? 0]));
}
