import type { LabelledSet } from '#domain/coach/labelled/labelled-set';
import { normalise } from '#domain/coach/normalise';
import { featuresOf } from './features';
import { TRAINING_DEFAULTS, trainSoftmax, type TrainingExample } from './train';
import type { CoachWeights } from './coach-weights';

/**
 * A missed crisis costs far more than a false alarm: crisis messages weigh this many times their
 * share, so the safety model leans towards recall (docs/coach.md, "The classifier").
 */
const CRISIS_WEIGHT = 1;

const example = (label: string, text: string, weight = 1): TrainingExample => ({
  label,
  vector: featuresOf(normalise(text)),
  weight,
});

/** Both models from the training part of the labelled set; the held-out part never comes here. */
export function trainCoachModels(training: LabelledSet): CoachWeights {
  const others = [...training.idioms, ...training.topics.map(([, text]) => text)];
  const balance = others.length / Math.max(1, training.crisis.length);
  const safety = trainSoftmax(
    ['crisis', 'other'],
    [
      ...training.crisis.map((text) => example('crisis', text, CRISIS_WEIGHT * balance)),
      ...others.map((text) => example('other', text)),
    ],
  );
  const labels = [...new Set(training.topics.map(([label]) => label))].sort();
  const topics = trainSoftmax(
    labels,
    training.topics.map(([label, text]) => example(label, text)),
    { ...TRAINING_DEFAULTS, minWeight: 0.03 },
  );
  return { version: 1, safety, topics };
}
