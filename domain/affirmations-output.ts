import {
  AFFIRMATION_MAX_LENGTH,
  AFFIRMATION_MIN_LENGTH,
  affirmationKey,
  type AffirmationContext,
  type GeneratedAffirmation,
} from './affirmations';
import { TONE_KEYWORDS } from './affirmations-phrases';

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

const includesText = (content: string, needle: string) =>
  needle.trim().length >= 3 && content.toLowerCase().includes(needle.trim().toLowerCase());

/**
 * Gives a model-written line the same fields the built-in generator sets: high when it names one of
 * the user's goals or amounts, medium when it names a habit, the moon or the user, otherwise low;
 * the tone comes from its theme words (528 Hz when none match).
 */
export function classifyAffirmation(content: string, context: AffirmationContext): GeneratedAffirmation {
  const digits = content.replace(/[^\d]/g, '');
  const namesGoal = context.goals.some(
    (goal) =>
      includesText(content, goal.title) ||
      (goal.targetAmount !== null && goal.targetAmount > 0 && digits.includes(String(goal.targetAmount))),
  );
  const namesOther =
    context.habits.some((habit) => includesText(content, habit.title)) ||
    /\bmoon\b/i.test(content) ||
    (context.firstName !== null && includesText(content, context.firstName));
  const tone = TONE_KEYWORDS.find(([pattern]) => pattern.test(content));
  return {
    content,
    coherenceLevel: namesGoal ? 'high' : namesOther ? 'medium' : 'low',
    frequency: tone ? tone[1] : 528,
  };
}
