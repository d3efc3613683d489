import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { TUNING_CASES } from '#domain/coach/eval/tuning';
import { LEARNED_TOPICS } from '#domain/coach/topics';
import { seededRandom } from '#domain/shared/random';
import crisis from './crisis.json';
import extraCrisis from './extra-crisis.json';
import extraIdioms from './extra-idioms.json';
import extraTopics from './extra-topics.json';
import idioms from './idioms.json';
import topics from './topics.json';

/**
 * The labelled messages the coach's models learn from (docs/coach.md, "The labelled set"): messages
 * of suicide or self-harm risk, everyday messages with dark idioms that are not, and ordinary
 * messages with their topic. Only the training script and the tests read this; the app reads the
 * trained weights.
 */
const TextsSchema = schemaOnFirstUse(() => z.array(z.string().trim().min(1)));
const TopicPairsSchema = schemaOnFirstUse(() =>
  z.array(z.tuple([z.enum(LEARNED_TOPICS), z.string().trim().min(1)])),
);

export type LabelledSet = {
  crisis: readonly string[];
  idioms: readonly string[];
  topics: ReadonlyArray<readonly [label: (typeof LEARNED_TOPICS)[number], text: string]>;
};

export const LABELLED_SET: LabelledSet = {
  crisis: [...TextsSchema.parse(crisis), ...TextsSchema.parse(extraCrisis)],
  idioms: [...TextsSchema.parse(idioms), ...TextsSchema.parse(extraIdioms)],
  topics: [...TopicPairsSchema.parse(topics), ...TopicPairsSchema.parse(extraTopics)],
};

/** The share of each label kept out of training, to measure the models on messages they never saw. */
const HELD_OUT_SHARE = 0.2;
const SPLIT_SEED = 'coach-labelled-split-40';

/**
 * Within each label, messages are ordered by a seeded hash of their text and the first fifth is held
 * out: the same message always lands in the same part, and adding messages moves few others.
 */
function split<T>(items: readonly T[], textOf: (item: T) => string) {
  const keyed = items.map((item) => ({ item, key: seededRandom(`${SPLIT_SEED}:${textOf(item)}`)() }));
  keyed.sort((a, b) => a.key - b.key);
  const cut = Math.round(items.length * HELD_OUT_SHARE);
  return {
    heldOut: keyed.slice(0, cut).map(({ item }) => item),
    training: keyed.slice(cut).map(({ item }) => item),
  };
}

export function splitLabelled(set: LabelledSet): { training: LabelledSet; heldOut: LabelledSet } {
  const crisisParts = split(set.crisis, (text) => text);
  const idiomParts = split(set.idioms, (text) => text);
  const topicParts = LEARNED_TOPICS.map((topic) =>
    split(
      set.topics.filter(([label]) => label === topic),
      ([, text]) => text,
    ),
  );
  return {
    training: {
      crisis: crisisParts.training,
      idioms: idiomParts.training,
      topics: topicParts.flatMap((parts) => parts.training),
    },
    heldOut: {
      crisis: crisisParts.heldOut,
      idioms: idiomParts.heldOut,
      topics: topicParts.flatMap((parts) => parts.heldOut),
    },
  };
}

/** The evaluation set's tuning messages (never its held-out ones) join the training part. */
export function withTuningCases(set: LabelledSet): LabelledSet {
  const crisisCases = TUNING_CASES.filter((entry) => entry.topic === 'crisis').map((entry) => entry.message);
  const topicCases = TUNING_CASES.flatMap((entry) => {
    const topic = LEARNED_TOPICS.find((candidate) => candidate === entry.topic);
    return topic ? [[topic, entry.message] as const] : [];
  });
  return {
    crisis: [...set.crisis, ...crisisCases],
    idioms: set.idioms,
    topics: [...set.topics, ...topicCases],
  };
}
