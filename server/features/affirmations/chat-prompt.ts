import { AFFIRMATION_MAX_WORDS } from '#domain/affirmations/style';
import { affirmationLibrary } from '#domain/affirmations/library';
import { practiceLineKind } from '#domain/affirmations/selection';
import { matchedCategories } from '#domain/affirmations/topics';
import type { AffirmationContext } from '#domain/affirmations/affirmations';

/** The newest received affirmations the model is shown, to steer it away from repeats. */
const RECENT_IN_PROMPT = 30;

/** The library's style rules in words; every line is checked against them again when it comes back. */
export function systemPrompt(count: number): string {
  return [
    'You write short, calm affirmations for a money and wellbeing practice.',
    `Reply with exactly ${count} lines, one affirmation per line, each one sentence of at most ${AFFIRMATION_MAX_WORDS} words ending with a full stop.`,
    'Write in the first person (I, me, my) and the present tense. Never address the reader as you.',
    'Promise nothing: no amounts, numbers or currency, no guarantees, nothing about curing or healing, no medical words.',
    'No numbering, no quotation marks, no blank lines, no introduction and no other text.',
  ].join(' ');
}

/**
 * What the member cares about, as themes rather than their own words: the model is never shown a
 * goal title or an intention, so it cannot paste one back.
 */
export function userPrompt(context: AffirmationContext, count: number): string {
  const themes = matchedCategories(affirmationLibrary().categories, context).map(({ category }) =>
    category.name.toLowerCase(),
  );
  const facts: string[] = [];
  if (themes.length > 0) facts.push(`Themes I am working on: ${themes.join(', ')}.`);
  if (context.moonPhase) facts.push(`Tonight's moon phase: ${context.moonPhase}.`);
  const practice = practiceLineKind(context.practice);
  if (practice === 'streak') facts.push('I have practised several days in a row.');
  if (practice === 'return') facts.push('I came back to my practice today after a break.');
  const recent = context.recent.slice(0, RECENT_IN_PROMPT);
  if (recent.length > 0) facts.push('Do not repeat any of these recent affirmations:', ...recent);
  return [...facts, `Write ${count} new affirmations for me.`].join('\n');
}
