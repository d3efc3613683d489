// `npm run coach:cross-validate`: five-fold cross-validation of the coach's models on the TRAINING
// part of the labelled set only (docs/coach.md, "The classifier"). It is how the safety thresholds and
// the topic model's 'unclear' cut were chosen without looking at the held-out part. Slow (five
// trainings of both models): run it by hand, not in CI.
import { crisisSigns } from '#domain/coach/crisis-lexicon';
import { featuresOf } from '#domain/coach/model/features';
import { probabilities, toScoring } from '#domain/coach/model/softmax-model';
import { SAFETY_RECIPE, TOPIC_RECIPE } from '#domain/coach/model/recipes';
import { trainCoachModels } from '#domain/coach/model/train-coach';
import { normalise } from '#domain/coach/normalise';
import { FOLDS, inFold, training, trainingFor } from './coach-folds';

type Scored = { probability: number; lexicon: boolean };
const scored: { crisis: Scored[]; idioms: Scored[]; topics: Scored[] } = {
  crisis: [],
  idioms: [],
  topics: [],
};
const topicShares: { label: string; best: string; share: number }[] = [];

for (let fold = 0; fold < FOLDS; fold += 1) {
  const weights = trainCoachModels(trainingFor(fold));
  const safety = toScoring(weights.safety);
  const topics = toScoring(weights.topics);
  const score = (text: string): Scored => {
    const normalised = normalise(text);
    return {
      probability: probabilities(safety, featuresOf(normalised, SAFETY_RECIPE.features)).get('crisis') ?? 0,
      lexicon: crisisSigns(normalised).length > 0,
    };
  };
  scored.crisis.push(...inFold(training.crisis, fold).map(score));
  scored.idioms.push(...inFold(training.idioms, fold).map(score));
  for (const [label, text] of inFold(training.topics, fold)) {
    scored.topics.push(score(text));
    let best = { name: '', share: 0 };
    for (const [name, share] of probabilities(topics, featuresOf(normalise(text), TOPIC_RECIPE.features)))
      if (share > best.share) best = { name, share };
    topicShares.push({ label, best: best.name, share: best.share });
  }
  process.stdout.write(`fold ${fold + 1} of ${FOLDS} done\n`);
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;
const atLeast = (items: Scored[], threshold: number) =>
  items.filter((item) => item.lexicon || item.probability >= threshold).length;

for (const threshold of [0.5, 0.6, 0.7, 0.8, 0.9])
  process.stdout.write(
    `crisis at ${threshold}: recall ${percent(atLeast(scored.crisis, threshold), scored.crisis.length)}, idioms ${percent(atLeast(scored.idioms, threshold), scored.idioms.length)}, topic messages ${percent(atLeast(scored.topics, threshold), scored.topics.length)}\n`,
  );
for (const threshold of [0.02, 0.05, 0.1, 0.15, 0.2, 0.3])
  process.stdout.write(
    `crisis or uncertain from ${threshold}: recall ${percent(atLeast(scored.crisis, threshold), scored.crisis.length)}, idioms ${percent(atLeast(scored.idioms, threshold), scored.idioms.length)}, topic messages ${percent(atLeast(scored.topics, threshold), scored.topics.length)}\n`,
  );
for (const cut of [0, 0.1, 0.15, 0.2])
  process.stdout.write(
    `topics, unclear below ${cut}: accuracy ${percent(topicShares.filter(({ label, best, share }) => share >= cut && best === label).length, topicShares.length)}\n`,
  );
