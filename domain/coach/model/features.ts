import { crisisSigns } from '#domain/coach/crisis-lexicon';
import { topicHints } from '#domain/coach/topic-lexicon';

/**
 * What the learned models see of a normalised message (docs/coach.md, "The classifier"): its words,
 * its pairs of words, the three- and four-letter pieces of each word (so "suicdal" still shares most
 * pieces with "suicidal") and the crisis lexicon's signs. Each is hashed into one of FEATURE_SPACE
 * slots (the hashing trick), so the models need no vocabulary file.
 */
export const FEATURE_SPACE = 1 << 18;

/** A message as features: parallel lists of slot and value, slots ascending and unique. */
export type FeatureVector = { slots: number[]; values: number[] };

/** FNV-1a: fast, stable across runs and machines, spreads similar strings apart. */
function slotOf(feature: string): number {
  let state = 2166136261;
  for (let i = 0; i < feature.length; i += 1) state = Math.imul(state ^ feature.charCodeAt(i), 16777619);
  return (state >>> 0) % FEATURE_SPACE;
}

function pieces(word: string): string[] {
  const padded = `<${word}>`;
  const found: string[] = [];
  for (const size of [3, 4])
    for (let start = 0; start + size <= padded.length; start += 1)
      found.push(padded.slice(start, start + size));
  return found;
}

/**
 * Each group (words, pairs, pieces) is scaled to length one so a long message weighs no more than a
 * short one; a lexicon sign counts fully, however long the message.
 */
export function featuresOf(normalised: string): FeatureVector {
  const words = normalised.split(' ').filter(Boolean);
  const pairs = words.slice(1).map((word, index) => `${words[index] ?? ''} ${word}`);
  const groups = [
    words.map((word) => `w:${word}`),
    ['b:<s> ' + (words[0] ?? ''), ...pairs.map((pair) => `b:${pair}`)],
    words.flatMap((word) => pieces(word).map((piece) => `c:${piece}`)),
  ];
  const weights = new Map<number, number>();
  const add = (feature: string, value: number) => {
    const slot = slotOf(feature);
    weights.set(slot, (weights.get(slot) ?? 0) + value);
  };
  for (const group of groups) for (const feature of group) add(feature, 1 / Math.sqrt(group.length));
  const signs = crisisSigns(normalised);
  for (const sign of signs) add(`lex:${sign}`, 1);
  if (signs.length > 0) add('lex:any', 1);
  for (const topic of topicHints(normalised)) add(`hint:${topic}`, 1);
  add('bias', 1);
  const slots = [...weights.keys()].sort((a, b) => a - b);
  return { slots, values: slots.map((slot) => weights.get(slot) ?? 0) };
}
