import { seededRandom, shuffled } from '#domain/shared/random';
import { FEATURE_SPACE, type FeatureVector } from './features';
import { softmax, type SoftmaxModel } from './softmax-model';

/** One training message: its class, its features, and how much a mistake on it costs. */
export type TrainingExample = { label: string; vector: FeatureVector; weight: number };

export type TrainingOptions = {
  seed: number;
  epochs: number;
  learningRate: number;
  /** Pull towards zero on every update: keeps rare features from memorising one message. */
  l2: number;
  /** Weights smaller than this are dropped from the committed file, which keeps it small. */
  minWeight: number;
};

export const TRAINING_DEFAULTS: TrainingOptions = {
  seed: 40,
  epochs: 30,
  learningRate: 1,
  l2: 5e-4,
  minWeight: 0.02,
};

/** Three decimals: enough for the scores, and the same file on every machine. */
const rounded = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Stochastic gradient descent on the softmax loss, visiting the examples in a seeded order each epoch
 * with a learning rate that decays, so the same examples always give the same weights.
 */
export function trainSoftmax(
  classes: readonly string[],
  examples: readonly TrainingExample[],
  options: TrainingOptions = TRAINING_DEFAULTS,
): SoftmaxModel {
  const weights = classes.map(() => new Float64Array(FEATURE_SPACE));
  const indexOf = new Map(classes.map((name, index) => [name, index]));
  const random = seededRandom(options.seed);
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    const rate = options.learningRate / (1 + epoch * 0.25);
    for (const example of shuffled(random, examples)) {
      const target = indexOf.get(example.label);
      if (target === undefined) throw new Error(`unknown class ${example.label}`);
      const { slots, values } = example.vector;
      const scores = weights.map((row) =>
        slots.reduce((sum, slot, i) => sum + (row[slot] ?? 0) * (values[i] ?? 0), 0),
      );
      softmax(scores).forEach((share, classIndex) => {
        const row = weights[classIndex];
        if (!row) return;
        const gradient = (share - (classIndex === target ? 1 : 0)) * example.weight;
        slots.forEach((slot, i) => {
          const current = row[slot] ?? 0;
          row[slot] = current - rate * (gradient * (values[i] ?? 0) + options.l2 * current);
        });
      });
    }
  }
  return {
    classes: [...classes],
    weights: weights.map((row) => {
      const flat: number[] = [];
      row.forEach((value, slot) => {
        const kept = rounded(value);
        if (Math.abs(kept) >= options.minWeight) flat.push(slot, kept);
      });
      return flat;
    }),
  };
}
