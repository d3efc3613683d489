import { MONEY_CRISIS_KINDS } from './money-help';
import type { CoachContext, CoachGoal, CoachHabit } from './coach';
import { coachModels } from './model/coach-weights';
import { featuresOf } from './model/features';
import { TOPIC_RECIPE } from './model/recipes';
import { probabilities } from './model/softmax-model';
import { normalise } from './normalise';
import { checkSafety } from './safety-check';

/**
 * What a member's message is about, for the built-in coach (docs/coach.md). Safety topics come first:
 * a crisis is answered before anything else, and medical, legal and investment questions get a
 * boundary even when they also mention money.
 */
export const COACH_TOPICS = [
  'crisis',
  'medical',
  'legal',
  'investment',
  'goal',
  'habit',
  'skipped-practice',
  'money-stress',
  'debt',
  'saving',
  'earning',
  'spending',
  'motivation',
  'low-mood',
  'sleep',
  'streak',
  'moon',
  'affirmations',
  'meditation-how',
  'energy',
  'gratitude',
  'plans',
  'thanks',
  'greeting',
  'out-of-scope',
  'practice-history',
  // Money in crisis: each is answered with the free help that exists for it (docs/coach.md).
  ...MONEY_CRISIS_KINDS,
  'unclear',
] as const;
export type CoachTopic = (typeof COACH_TOPICS)[number];

/** The topics the learned topic model chooses from: a crisis is the safety check's call, and 'unclear' is low confidence. */
export const LEARNED_TOPICS = COACH_TOPICS.filter(
  (topic): topic is Exclude<CoachTopic, 'crisis' | 'unclear'> => topic !== 'crisis' && topic !== 'unclear',
);
export type LearnedTopic = (typeof LEARNED_TOPICS)[number];

export type Classified = {
  topic: CoachTopic;
  /** The goal or habit the message names, when it names one. */
  goal: CoachGoal | null;
  habit: CoachHabit | null;
};

const STOP = new Set([
  'my',
  'the',
  'a',
  'an',
  'to',
  'of',
  'for',
  'and',
  'off',
  'on',
  'in',
  'at',
  'by',
  'with',
  'goal',
  'habit',
  'daily',
  'weekly',
  'monthly',
  'day',
  'every',
  'each',
  'new',
  'get',
  'do',
]);

/** Words of a title or message worth matching: no stop words, no bare numbers. */
const words = (text: string) =>
  normalise(text)
    .split(' ')
    .filter((word) => word.length > 1 && !STOP.has(word) && !/^\$?\d+$/.test(word));

/** Drops a common ending so "paying" meets "pay" and "pages" meets "page". */
const stem = (word: string) => word.replace(/(ing|ed|es|s)$/, '') || word;

/** At most `limit` edits apart (insert, delete, replace): "emergancy" is "emergency". */
function within(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return (previous[b.length] ?? limit + 1) <= limit;
}

function sameWord(a: string, b: string): boolean {
  if (a === b || stem(a) === stem(b)) return true;
  const shorter = Math.min(a.length, b.length);
  return shorter >= 5 && within(a, b, shorter >= 8 ? 2 : 1);
}

/** How much of a title the message names: 0 (not at all) to 1 (every word of it). */
export function nameMatch(title: string, messageWords: string[]): number {
  const titleWords = words(title);
  if (titleWords.length === 0) return 0;
  const found = titleWords.filter((word) =>
    messageWords.some((said) => sameWord(word, said) || (word.length >= 3 && said.startsWith(word))),
  );
  return found.length / titleWords.length;
}

function bestNamed<T extends { title: string }>(items: T[], messageWords: string[]) {
  let best: { item: T; match: number } | null = null;
  for (const item of items) {
    const match = nameMatch(item.title, messageWords);
    if (match >= 0.5 && (!best || match > best.match)) best = { item, match };
  }
  return best;
}

/**
 * Below this probability of its best topic a message is not understood, and the coach says so
 * ("asdf", or words the topic model has never seen together).
 */
const UNDERSTOOD = 0.1;

/**
 * A goal or habit named in full outweighs the general words around it ("my emergency fund goal");
 * one word of a longer title ("budget" of "Review budget") only leans towards it.
 */
const namedBonus = (match: number) => (match === 1 ? 0.6 : 0.25 * match);

/**
 * The message's topic: 'crisis' when the safety check says so (domain/coach/safety-check.ts),
 * otherwise the learned topic model's best guess (domain/coach/model/), with a goal or habit the
 * message names by title counting towards those topics, and 'unclear' when no topic is likely.
 */
export function classifyMessage(message: string, context: CoachContext): Classified {
  const said = words(message);
  const goal = bestNamed(context.goals, said);
  const habit = bestNamed(context.habits, said);
  if (checkSafety(message).level === 'crisis') return { topic: 'crisis', goal: null, habit: null };
  const shares = probabilities(coachModels().topics, featuresOf(normalise(message), TOPIC_RECIPE.features));
  if (goal) shares.set('goal', (shares.get('goal') ?? 0) + namedBonus(goal.match));
  if (habit) shares.set('habit', (shares.get('habit') ?? 0) + namedBonus(habit.match));
  let topic: CoachTopic = 'unclear';
  let best = UNDERSTOOD;
  for (const candidate of LEARNED_TOPICS) {
    const share = shares.get(candidate) ?? 0;
    if (share >= best) {
      best = share;
      topic = candidate;
    }
  }
  return { topic, goal: goal?.item ?? null, habit: habit?.item ?? null };
}
