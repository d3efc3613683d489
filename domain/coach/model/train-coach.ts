import type { LabelledSet } from '#domain/coach/labelled/labelled-set';
import { normalise } from '#domain/coach/normalise';
import { seededRandom } from '#domain/shared/random';
import { featuresOf, type FeatureOptions } from './features';
import { SAFETY_RECIPE, TOPIC_RECIPE, type ModelRecipe } from './recipes';
import { trainSoftmax, type TrainingExample } from './train';
import type { CoachWeights } from './coach-weights';
import type { SoftmaxModel } from './softmax-model';

const example = (label: string, text: string, features: FeatureOptions, weight = 1): TrainingExample => ({
  label,
  vector: featuresOf(normalise(text), features),
  weight,
});

/**
 * The crisis-or-not model: crisis messages against idioms and ordinary topic messages. Crisis
 * messages weigh as much in total as all the others (weighing them more did not catch more in
 * cross-validation without taking more idioms for a crisis).
 */
export function trainSafetyModel(training: LabelledSet, recipe: ModelRecipe = SAFETY_RECIPE): SoftmaxModel {
  const others = [...training.idioms, ...training.topics.map(([, text]) => text)];
  const balance = others.length / Math.max(1, training.crisis.length);
  return trainSoftmax(
    ['crisis', 'other'],
    [
      ...training.crisis.map((text) => example('crisis', text, recipe.features, balance)),
      ...others.map((text) => example('other', text, recipe.features)),
    ],
    recipe.training,
  );
}

/** The topic model: every learned topic, from the topic messages. */
export function trainTopicModel(training: LabelledSet, recipe: ModelRecipe = TOPIC_RECIPE): SoftmaxModel {
  const labels = [...new Set(training.topics.map(([label]) => label))].sort();
  return trainSoftmax(
    labels,
    training.topics.map(([label, text]) => example(label, text, recipe.features)),
    recipe.training,
  );
}

/** Both models from the training part of the labelled set; the held-out part never comes here. */
export function trainCoachModels(training: LabelledSet): CoachWeights {
  return {
    version: 1,
    trainedOn: fingerprint(training),
    safety: trainSafetyModel(training),
    topics: trainTopicModel(training),
  };
}

/**
 * A short hash of the training messages, stored with the weights: the unit test compares it with the
 * labelled set of the day, so changed messages without a retrain fail CI.
 */
export function fingerprint(training: LabelledSet): string {
  const hash = Math.floor(seededRandom(JSON.stringify(training))() * 2 ** 32);
  return hash.toString(16).padStart(8, '0');
}
