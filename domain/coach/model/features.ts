import { crisisSigns } from '#domain/coach/crisis-lexicon';
import { topicHints } from '#domain/coach/topic-lexicon';

/**
 * What the learned models see of a normalised message (docs/coach.md, "The classifier"): its words,
 * its pairs and triples of words, the letter pieces of each word (so "suicdal" still shares most
 * pieces with "suicidal"), the crisis lexicon's signs and the topic hints. Each is hashed into one of
 * FEATURE_SPACE slots (the hashing trick), so the models need no vocabulary file.
 */
export const FEATURE_SPACE = 1 << 18;

/** A message as features: parallel lists of slot and value, slots ascending and unique. */
export type FeatureVector = { slots: number[]; values: number[] };

/** Which features, and how much each kind weighs; FEATURE_DEFAULTS were chosen by cross-validation. */
export type FeatureOptions = {
  /** Shortest and longest letter piece of a word, counting the word's edges '<' and '>'. */
  pieces: readonly [number, number];
  wordTriples: boolean;
  /** The weight of a crisis lexicon sign and of a topic hint. */
  lexiconWeight: number;
  hintWeight: number;
};

export const FEATURE_DEFAULTS: FeatureOptions = {
  pieces: [3, 4],
  wordTriples: false,
  lexiconWeight: 1,
  hintWeight: 1,
};

/** FNV-1a: fast, stable across runs and machines, spreads similar strings apart. */
function slotOf(feature: string): number {
  let state = 2166136261;
  for (let i = 0; i < feature.length; i += 1) state = Math.imul(state ^ feature.charCodeAt(i), 16777619);
  return (state >>> 0) % FEATURE_SPACE;
}

function pieces(word: string, [shortest, longest]: readonly [number, number]): string[] {
  const padded = `<${word}>`;
  const found: string[] = [];
  for (let size = shortest; size <= longest; size += 1)
    for (let start = 0; start + size <= padded.length; start += 1)
      found.push(padded.slice(start, start + size));
  return found;
}

/**
 * Each group (words, pairs, triples, pieces) is scaled to length one so a long message weighs no more
 * than a short one; a lexicon sign or hint counts fully, however long the message.
 */
export function featuresOf(normalised: string, options: FeatureOptions): FeatureVector {
  const words = normalised.split(' ').filter(Boolean);
  const padded = ['<s>', ...words, '</s>'];
  const pairs = padded.slice(1).map((word, index) => `b:${padded[index] ?? ''} ${word}`);
  const triples = padded
    .slice(2)
    .map((word, index) => `t:${padded[index] ?? ''} ${padded[index + 1] ?? ''} ${word}`);
  const groups = [
    words.map((word) => `w:${word}`),
    pairs,
    options.wordTriples ? triples : [],
    words.flatMap((word) => pieces(word, options.pieces).map((piece) => `c:${piece}`)),
  ];
  const weights = new Map<number, number>();
  const add = (feature: string, value: number) => {
    const slot = slotOf(feature);
    weights.set(slot, (weights.get(slot) ?? 0) + value);
  };
  for (const group of groups) for (const feature of group) add(feature, 1 / Math.sqrt(group.length));
  const signs = crisisSigns(normalised);
  for (const sign of signs) add(`lex:${sign}`, options.lexiconWeight);
  if (signs.length > 0) add('lex:any', options.lexiconWeight);
  for (const topic of topicHints(normalised)) add(`hint:${topic}`, options.hintWeight);
  add('bias', 1);
  const slots = [...weights.keys()].sort((a, b) => a - b);
  return { slots, values: slots.map((slot) => weights.get(slot) ?? 0) };
}
