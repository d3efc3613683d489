// The five folds both cross-validation scripts (coach:cross-validate, coach:compare-recipes) train and
// score on: the TRAINING part of the labelled set with the evaluation set's tuning cases, never the
// held-out part (docs/coach.md, "The classifier").
import {
  LABELLED_SET,
  splitLabelled,
  withTuningCases,
  type LabelledSet,
} from '#domain/coach/labelled/labelled-set';

export const FOLDS = 5;
export const training = withTuningCases(splitLabelled(LABELLED_SET).training);

/** The messages fold `fold` scores. */
export const inFold = <T>(items: readonly T[], fold: number) =>
  items.filter((_, index) => index % FOLDS === fold);

/** What the models of fold `fold` train on: every message but the fold's own. */
export const trainingFor = (fold: number): LabelledSet => ({
  crisis: training.crisis.filter((_, index) => index % FOLDS !== fold),
  idioms: training.idioms.filter((_, index) => index % FOLDS !== fold),
  topics: training.topics.filter((_, index) => index % FOLDS !== fold),
});
