import type { AffirmationContext } from './affirmations';
import type { LibraryCategory } from './library';

/**
 * Which library categories a member's own words point to. Their intention, goal titles and habits
 * are read for the topics each category lists (content/affirmations/*.json): a goal called
 * "Emergency fund" brings Saving, a habit "No-spend Sunday" brings Money Calm. Only the topic is
 * used; the member's words never appear in an affirmation.
 */

/** The moon categories are offered on their phase only: a new-moon line on a waning evening reads false. */
export const MOON_CATEGORIES: Readonly<Record<string, string>> = {
  'New Moon': 'new-moon',
  'Full Moon': 'full-moon',
};
const MOON_CATEGORY_IDS = new Set(Object.values(MOON_CATEGORIES));
export const isMoonCategory = (id: string) => MOON_CATEGORY_IDS.has(id);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const topicPatterns = new WeakMap<LibraryCategory, RegExp[]>();

/** One pattern per topic: the topic as whole words, plurals included. */
function patternsOf(category: LibraryCategory): RegExp[] {
  let patterns = topicPatterns.get(category);
  if (!patterns) {
    patterns = category.topics.map(
      (topic) => new RegExp(`\\b${escapeRegExp(topic).replace(/[\s-]+/g, '[\\s-]+')}(?:s|es)?\\b`, 'i'),
    );
    topicPatterns.set(category, patterns);
  }
  return patterns;
}

/** How many of a category's topics a text mentions. */
const topicHits = (category: LibraryCategory, text: string) =>
  patternsOf(category).filter((pattern) => pattern.test(text)).length;

export const mentionsTopicOf = (category: LibraryCategory, text: string) => topicHits(category, text) > 0;

/**
 * The member's words with their weight: what they set out to do (intention, goals) counts more than
 * a habit's name, and a habit's broad category (financial, mindset...) least.
 */
function memberTexts(context: Pick<AffirmationContext, 'intention' | 'goals' | 'habits'>) {
  return [
    ...(context.intention ? [{ text: context.intention, weight: 2 }] : []),
    ...context.goals.map((goal) => ({ text: goal.title, weight: 2 })),
    ...context.habits.flatMap((habit) => [
      { text: habit.title, weight: 1 },
      { text: habit.category, weight: 0.5 },
    ]),
  ];
}

/**
 * Categories the member's words mention, strongest first (each text adds its weight times the
 * number of the category's topics it names), moon categories left out.
 */
export function matchedCategories(
  categories: readonly LibraryCategory[],
  context: Pick<AffirmationContext, 'intention' | 'goals' | 'habits'>,
): { category: LibraryCategory; score: number }[] {
  const texts = memberTexts(context);
  return categories
    .filter((category) => !isMoonCategory(category.id))
    .map((category) => ({
      category,
      score: texts.reduce((sum, { text, weight }) => sum + weight * topicHits(category, text), 0),
    }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score);
}
