import { FEATURE_DEFAULTS, type FeatureOptions } from './features';
import { TRAINING_DEFAULTS, type TrainingOptions } from './train';

/**
 * How each model is trained and what it sees: the one place both training
 * (domain/coach/model/train-coach.ts) and scoring (safety-check.ts, topics.ts) read the feature
 * options from. Chosen by cross-validation on the training part (npm run coach:cross-validate).
 */
export type ModelRecipe = {
  features: FeatureOptions;
  training: TrainingOptions;
};

export const SAFETY_RECIPE: ModelRecipe = {
  features: FEATURE_DEFAULTS,
  // Stronger regularisation than the topic model's: at the same share of idioms taken for a crisis
  // or uncertain, it caught the most crisis messages in cross-validation.
  training: { ...TRAINING_DEFAULTS, l2: 2e-3 },
};

export const TOPIC_RECIPE: ModelRecipe = {
  features: FEATURE_DEFAULTS,
  // The topic model has 32 classes: a higher cut keeps its weights file small.
  training: { ...TRAINING_DEFAULTS, minWeight: 0.06 },
};
