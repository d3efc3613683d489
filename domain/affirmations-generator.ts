import {
  AFFIRMATION_MAX_LENGTH,
  affirmationKey,
  type AffirmationContext,
  type GeneratedAffirmation,
} from './affirmations';
import { personalCandidates, universalLines, type Candidate } from './affirmations-templates';
import { seededRandom, shuffled } from './random';

/**
 * The built-in generator: picks a set from the templates in affirmations-templates.ts, with no
 * network. Lines the user received in the last 30 days (context.recent) are never written again.
 */

/**
 * Universal lines in the order to use them: one variant of each statement the user has not met in
 * the window first, then the other opener variants, so "Today, X" does not follow "X" while fresh
 * statements remain.
 */
function orderUniversal(candidates: Candidate[], recentKeys: Set<string>, random: () => number) {
  const met = new Set(
    universalLines()
      .filter((candidate) => recentKeys.has(candidate.key))
      .map((candidate) => candidate.statement),
  );
  const first: Candidate[] = [];
  const taken = new Set<number | undefined>();
  const later: Candidate[] = [];
  for (const candidate of shuffled(random, candidates)) {
    if (met.has(candidate.statement) || taken.has(candidate.statement)) later.push(candidate);
    else {
      taken.add(candidate.statement);
      first.push(candidate);
    }
  }
  return [...first, ...later];
}

/**
 * Writes up to `count` fresh affirmations: one from each personal theme that has a fresh line (goals
 * first, then the others in a seeded order), then more personal lines, then universal ones. Returns
 * fewer than `count` only when every line has been used in the last 30 days.
 */
export function writeAffirmations(
  context: AffirmationContext,
  count: number,
  seed: string,
): GeneratedAffirmation[] {
  const random = seededRandom(seed);
  const recentKeys = new Set(context.recent.map(affirmationKey));
  const used = new Set(recentKeys);
  const fresh = (candidates: readonly Candidate[]) =>
    candidates.filter((candidate) => {
      const { key } = candidate;
      if (candidate.content.length > AFFIRMATION_MAX_LENGTH || used.has(key)) return false;
      used.add(key);
      return true;
    });
  const [goals = [], ...others] = personalCandidates(context).map(fresh);
  const groups = [goals, ...shuffled(random, others)]
    .filter((group) => group.length > 0)
    .map((group) => shuffled(random, group));
  const ordered = [
    ...groups.flatMap((group) => group.slice(0, 1)),
    ...shuffled(
      random,
      groups.flatMap((group) => group.slice(1)),
    ),
    ...orderUniversal(fresh(universalLines()), recentKeys, random),
  ];
  // Never two variants of one universal statement in the same set.
  const statements = new Set<number>();
  const picked = ordered.filter((candidate) => {
    if (candidate.statement === undefined) return true;
    if (statements.has(candidate.statement)) return false;
    statements.add(candidate.statement);
    return true;
  });
  return picked.slice(0, count).map(({ content, coherenceLevel, frequency }) => ({
    content,
    coherenceLevel,
    frequency,
  }));
}
