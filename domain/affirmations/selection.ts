import { affirmationKey, type AffirmationContext, type GeneratedAffirmation } from './affirmations';
import {
  affirmationLibrary,
  type AffirmationLibrary,
  type LibraryLine,
  type PracticeLineKind,
} from './library';
import { MOON_CATEGORIES, isMoonCategory, matchedCategories } from './topics';
import { seededRandom, shuffled, type Random } from '#domain/shared/random';

/**
 * Chooses a set from the library (domain/affirmations/library.ts): no text is composed, every line was
 * written by a person. Order of preference: a line about the member's own practice when one is true,
 * then one line from each category their intention, goals and habits point to, then the moon's
 * category on a new or full moon, then the everyday categories. Lines the member received in the
 * last 30 days (context.recent) are never chosen again; the choice is seeded by member, day and set.
 */

/** A streak line needs this many practised days in a row; one or two days are not yet a streak. */
const STREAK_LINE_MIN_DAYS = 3;

/** The practice line that is true for the member today, if any. */
export function practiceLineKind(practice: AffirmationContext['practice']): PracticeLineKind | null {
  if (practice.returnedToday) return 'return';
  if (practice.streak >= STREAK_LINE_MIN_DAYS) return 'streak';
  return null;
}

const asGenerated = (line: LibraryLine): GeneratedAffirmation => ({
  content: line.text,
  coherenceLevel: line.coherenceLevel,
  frequency: line.frequency,
});

/** Category ids in the order to draw from: matched (ties seeded), the day's moon, then the rest. */
export function categoryOrder(
  library: AffirmationLibrary,
  context: Pick<AffirmationContext, 'intention' | 'goals' | 'habits' | 'moonPhase'>,
  random: Random,
): string[] {
  const matched = matchedCategories(library.categories, context);
  const byScore = new Map<number, string[]>();
  for (const { category, score } of matched) byScore.set(score, [...(byScore.get(score) ?? []), category.id]);
  const first = [...byScore.keys()]
    .sort((a, b) => b - a)
    .flatMap((score) => shuffled(random, byScore.get(score) ?? []));
  const moon = context.moonPhase ? MOON_CATEGORIES[context.moonPhase] : undefined;
  const taken = new Set([...first, ...(moon ? [moon] : [])]);
  const rest = library.categories
    .map((category) => category.id)
    .filter((id) => !taken.has(id) && !isMoonCategory(id));
  return [...first, ...(moon ? [moon] : []), ...shuffled(random, rest)];
}

export function selectAffirmations(
  context: AffirmationContext,
  count: number,
  seed: string,
  library: AffirmationLibrary = affirmationLibrary(),
): GeneratedAffirmation[] {
  const random = seededRandom(seed);
  const used = new Set(context.recent.map(affirmationKey));
  const freshOf = (lines: readonly LibraryLine[]) =>
    lines.filter((line) => !used.has(affirmationKey(line.text)));
  const chosen: LibraryLine[] = [];
  const take = (line: LibraryLine | undefined) => {
    if (!line || chosen.length >= count) return false;
    used.add(affirmationKey(line.text));
    chosen.push(line);
    return true;
  };

  const kind = practiceLineKind(context.practice);
  if (kind) take(shuffled(random, freshOf(library.practice.filter((line) => line.when === kind)))[0]);

  const linesById = new Map(library.categories.map((category) => [category.id, category.lines]));
  const order = categoryOrder(library, context, random);
  // Round by round, one line per category, so a set mixes themes before any theme repeats.
  while (chosen.length < count) {
    let tookAny = false;
    for (const id of order) {
      if (chosen.length >= count) break;
      if (take(shuffled(random, freshOf(linesById.get(id) ?? []))[0])) tookAny = true;
    }
    if (!tookAny) break;
  }
  return chosen.map(asGenerated);
}
