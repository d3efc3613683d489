// `npm run coach:train`: trains the coach's safety and topic models on the training part of the
// labelled set (domain/coach/labelled/) and writes domain/coach/model/weights.json, which the app
// loads. Deterministic: the same messages always give the same file (docs/coach.md).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LABELLED_SET, splitLabelled, withTuningCases } from '#domain/coach/labelled/labelled-set';
import { serialiseWeights } from '#domain/coach/model/serialise-weights';
import { trainCoachModels } from '#domain/coach/model/train-coach';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const startedAtMs = Date.now();
const training = withTuningCases(splitLabelled(LABELLED_SET).training);
const weights = trainCoachModels(training);
const file = path.join(root, 'domain/coach/model/weights.json');
const text = serialiseWeights(weights);
writeFileSync(file, text);
process.stdout.write(
  `trained on ${training.crisis.length} crisis, ${training.idioms.length} idiom and ${training.topics.length} topic messages in ${Date.now() - startedAtMs} ms; ${(text.length / 1024).toFixed(0)} KB written to ${path.relative(root, file)}\n`,
);
