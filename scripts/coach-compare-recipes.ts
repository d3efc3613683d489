// `npm run coach:compare-recipes`: five-fold cross-validation of model recipe variants (features,
// regularisation) on the TRAINING part of the labelled set only; how domain/coach/model/recipes.ts
// was chosen (docs/coach.md, "The classifier"). Slow: run it by hand, not in CI.
import { crisisSigns } from '#domain/coach/crisis-lexicon';
import { featuresOf } from '#domain/coach/model/features';
import { SAFETY_RECIPE, TOPIC_RECIPE, type ModelRecipe } from '#domain/coach/model/recipes';
import { probabilities, toScoring } from '#domain/coach/model/softmax-model';
import { trainSafetyModel, trainTopicModel } from '#domain/coach/model/train-coach';
import { normalise } from '#domain/coach/normalise';
import { FOLDS, inFold, training, trainingFor } from './coach-folds';

const percent = (part: number, whole: number) => ((100 * part) / Math.max(1, whole)).toFixed(1);

function compareTopics(name: string, recipe: ModelRecipe) {
  const results: { right: boolean; share: number }[] = [];
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const model = toScoring(trainTopicModel(trainingFor(fold), recipe));
    for (const [label, text] of inFold(training.topics, fold)) {
      let best = { name: '', share: 0 };
      for (const [topic, share] of probabilities(model, featuresOf(normalise(text), recipe.features)))
        if (share > best.share) best = { name: topic, share };
      results.push({ right: best.name === label, share: best.share });
    }
  }
  const accuracy = (cut: number) =>
    percent(results.filter(({ right, share }) => right && share >= cut).length, results.length);
  process.stdout.write(`topics, ${name}: accuracy ${accuracy(0)} %, unclear below 0.2: ${accuracy(0.2)} %\n`);
}

function compareSafety(name: string, recipe: ModelRecipe) {
  const scored: Record<'crisis' | 'idioms', number[]> = { crisis: [], idioms: [] };
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const model = toScoring(trainSafetyModel(trainingFor(fold), recipe));
    const score = (text: string) => {
      const normalised = normalise(text);
      if (crisisSigns(normalised).length > 0) return 1;
      return probabilities(model, featuresOf(normalised, recipe.features)).get('crisis') ?? 0;
    };
    scored.crisis.push(...inFold(training.crisis, fold).map(score));
    scored.idioms.push(...inFold(training.idioms, fold).map(score));
  }
  const from = (threshold: number) =>
    `${threshold}: ${percent(scored.crisis.filter((p) => p >= threshold).length, scored.crisis.length)} / ${percent(scored.idioms.filter((p) => p >= threshold).length, scored.idioms.length)}`;
  process.stdout.write(
    `safety, ${name} (crisis / idioms from): ${[0.05, 0.1, 0.2, 0.5, 0.7, 0.8].map(from).join(', ')}\n`,
  );
}

const variants: [string, (recipe: ModelRecipe) => ModelRecipe][] = [
  ['l2 5e-4', (recipe) => ({ ...recipe, training: { ...recipe.training, l2: 5e-4 } })],
  ['l2 2e-3', (recipe) => ({ ...recipe, training: { ...recipe.training, l2: 2e-3 } })],
  ['l2 4e-3', (recipe) => ({ ...recipe, training: { ...recipe.training, l2: 4e-3 } })],
  [
    'letter pieces 2-5, word triples',
    (recipe) => ({ ...recipe, features: { ...recipe.features, pieces: [2, 5], wordTriples: true } }),
  ],
  [
    'hints and signs weigh 2',
    (recipe) => ({ ...recipe, features: { ...recipe.features, hintWeight: 2, lexiconWeight: 2 } }),
  ],
];
for (const [name, variant] of variants) compareSafety(name, variant(SAFETY_RECIPE));
for (const [name, variant] of variants) compareTopics(name, variant(TOPIC_RECIPE));
