import type { LabelledSet } from '#domain/coach/labelled/labelled-set';
import { normalise } from '#domain/coach/normalise';
import { seededRandom } from '#domain/shared/random';
import { featuresOf } from './features';
import { TRAINING_DEFAULTS, trainSoftmax, type TrainingExample } from './train';
import type { CoachWeights } from './coach-weights';
import type { SoftmaxModel } from './softmax-model';

/**
 * Crisis messages weigh as much in total as all the others (times this factor): the safety model
 * sees both sides equally, and its low thresholds (domain/coach/safety-check.ts) lean towards recall (docs/coach.md, "The classifier").
 */
const CRISIS_WEIGHT = 1;

const example = (label: string, text: string, weight = 1): TrainingExample => ({
  label,
  vector: featuresOf(normalise(text)),
  weight,
});

/** The crisis-or-not model: crisis messages against idioms and ordinary topic messages. */
export function trainSafetyModel(training: LabelledSet): SoftmaxModel {
  const others = [...training.idioms, ...training.topics.map(([, text]) => text)];
  const balance = others.length / Math.max(1, training.crisis.length);
  return trainSoftmax(
    ['crisis', 'other'],
    [
      ...training.crisis.map((text) => example('crisis', text, CRISIS_WEIGHT * balance)),
      ...others.map((text) => example('other', text)),
    ],
  );
}

/** Both models from the training part of the labelled set; the held-out part never comes here. */
export function trainCoachModels(training: LabelledSet): CoachWeights {
  const labels = [...new Set(training.topics.map(([label]) => label))].sort();
  const topics = trainSoftmax(
    labels,
    training.topics.map(([label, text]) => example(label, text)),
    { ...TRAINING_DEFAULTS, minWeight: TOPIC_MIN_WEIGHT },
  );
  return { version: 1, trainedOn: fingerprint(training), safety: trainSafetyModel(training), topics };
}

/** The topic model has 32 classes: a higher cut keeps its weights file small. */
const TOPIC_MIN_WEIGHT = 0.04;

/**
 * A short hash of the training messages, stored with the weights: the unit test compares it with the
 * labelled set of the day, so changed messages without a retrain fail CI.
 */
export function fingerprint(training: LabelledSet): string {
  const hash = Math.floor(seededRandom(JSON.stringify(training))() * 2 ** 32);
  return hash.toString(16).padStart(8, '0');
}
