import {
  AFFIRMATION_MAX_LENGTH,
  AFFIRMATION_MIN_LENGTH,
  affirmationKey,
  type AffirmationContext,
  type GeneratedAffirmation,
} from './affirmations';
import { affirmationLibrary, type AffirmationLibrary } from './library';
import { checkAffirmationStyle } from './style';
import { matchedCategories, mentionsTopicOf } from './topics';

/**
 * Checks the text a chat model returned: one affirmation per line, exactly `count` of them, each
 * AFFIRMATION_MIN_LENGTH-AFFIRMATION_MAX_LENGTH characters, none empty, none repeated. Blank lines
 * between items are tolerated (models often add them); a list marker or pair of quotes around
 * nothing is an empty affirmation and fails. Anything else (an intro sentence, a missing line) fails
 * the count, and the caller falls back to the built-in generator.
 */
export type OutputCheck = { ok: true; lines: string[] } | { ok: false; reason: string };

const LIST_MARKER = /^(?:[-*•]|\d{1,2}[.):])\s*/;
const QUOTES = /^["“”'‘’]+|["“”'‘’]+$/g;

export function parseAffirmationLines(text: string, count: number): OutputCheck {
  const lines = text
    .split(/\r?\n/)
    .map((raw) => raw.trim())
    .filter((raw) => raw !== '')
    .map((raw) => raw.replace(LIST_MARKER, '').replace(QUOTES, '').trim());
  if (lines.length !== count) return { ok: false, reason: `expected ${count} lines, got ${lines.length}` };
  const seen = new Set<string>();
  for (const content of lines) {
    if (content === '') return { ok: false, reason: 'empty line' };
    if (content.length < AFFIRMATION_MIN_LENGTH || content.length > AFFIRMATION_MAX_LENGTH)
      return {
        ok: false,
        reason: `line length ${content.length} outside ${AFFIRMATION_MIN_LENGTH}-${AFFIRMATION_MAX_LENGTH}`,
      };
    const key = affirmationKey(content);
    if (seen.has(key)) return { ok: false, reason: 'repeated line' };
    seen.add(key);
  }
  return { ok: true, lines };
}

/**
 * Gives a model-written line the fields a library line carries: high coherence when it speaks to a
 * topic the member's own words point to, medium when it speaks to another library topic, low
 * otherwise; the frequency of the category it speaks to (528 Hz when none).
 */
export function classifyAffirmation(
  content: string,
  context: AffirmationContext,
  library: AffirmationLibrary = affirmationLibrary(),
): GeneratedAffirmation {
  const matched = matchedCategories(library.categories, context).map(({ category }) => category);
  const personal = matched.find((category) => mentionsTopicOf(category, content));
  const other = library.categories.find((category) => mentionsTopicOf(category, content));
  return {
    content,
    coherenceLevel: personal ? 'high' : other ? 'medium' : 'low',
    frequency: (personal ?? other)?.frequency ?? DEFAULT_FREQUENCY,
  };
}

/** The tone of a line that speaks to no library topic. */
const DEFAULT_FREQUENCY = 528;

/**
 * Splits a model's lines into those that pass the library's style rules (domain/affirmations/style.ts,
 * with the member's goal and habit titles forbidden) and those that do not, with the reasons.
 */
export function screenModelLines(
  lines: readonly string[],
  context: AffirmationContext,
  library: AffirmationLibrary = affirmationLibrary(),
): { kept: string[]; rejected: { line: string; problems: string[] }[] } {
  const avoid = [
    ...context.goals.map((goal) => goal.title),
    ...context.habits.map((habit) => habit.title),
    ...(context.intention ? [context.intention] : []),
  ];
  const kept: string[] = [];
  const rejected: { line: string; problems: string[] }[] = [];
  for (const line of lines) {
    const check = checkAffirmationStyle(line, library.denyList, avoid);
    if (check.ok) kept.push(line);
    else rejected.push({ line, problems: check.problems });
  }
  return { kept, rejected };
}
