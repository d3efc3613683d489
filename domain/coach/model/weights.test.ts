import { describe, expect, it } from 'vitest';
import { LABELLED_SET, splitLabelled, withTuningCases } from '#domain/coach/labelled/labelled-set';
import { CoachWeightsSchema } from './coach-weights';
import { fingerprint, trainSafetyModel } from './train-coach';
import weights from './weights.json';

/**
 * The committed weights must be what `npm run coach:train` makes of today's labelled set. Retraining
 * both models takes about 20 s on a loaded CI machine, so this retrains the safety model (a few
 * seconds: it proves training is deterministic and the committed file current) and checks the
 * fingerprint of the training messages, which changes with any edit to them.
 */
describe('the committed coach weights', () => {
  const committed = CoachWeightsSchema.parse(weights);
  const training = withTuningCases(splitLabelled(LABELLED_SET).training);

  it('were trained on the labelled set as it is now (else run npm run coach:train)', () => {
    expect(committed.trainedOn).toBe(fingerprint(training));
  });

  it('are what training the safety model again gives, weight for weight', { timeout: 60_000 }, () => {
    expect(trainSafetyModel(training)).toEqual(committed.safety);
  });
});
