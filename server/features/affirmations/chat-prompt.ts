import { AFFIRMATION_MAX_LENGTH, type AffirmationContext } from '#domain/affirmations';

/** The newest received affirmations the model is shown, to steer it away from repeats. */
const RECENT_IN_PROMPT = 30;

export function systemPrompt(count: number): string {
  return [
    'You write short, warm, first-person, present-tense affirmations for a wealth and abundance practice.',
    `Reply with exactly ${count} lines, one affirmation per line, each under ${AFFIRMATION_MAX_LENGTH} characters.`,
    'No numbering, no quotes, no blank lines, no introduction and no other text.',
  ].join(' ');
}

/** The user's own data as plain facts; the model turns them into personal affirmations. */
export function userPrompt(context: AffirmationContext, count: number): string {
  const facts: string[] = [`Today is ${context.today}.`];
  if (context.firstName) facts.push(`My first name is ${context.firstName}.`);
  for (const goal of context.goals)
    facts.push(
      `Goal: ${goal.title}` +
        (goal.targetAmount !== null ? `, target $${goal.targetAmount}` : '') +
        `, to manifest by ${goal.manifestationDate}.`,
    );
  for (const habit of context.habits) facts.push(`Daily habit (${habit.category}): ${habit.title}.`);
  if (context.moonPhase) facts.push(`Tonight's moon phase: ${context.moonPhase}.`);
  facts.push(
    `Practice streak: ${context.practice.streak} days; ${context.practice.minutesLast7Days} minutes of practice this week.`,
  );
  const recent = context.recent.slice(0, RECENT_IN_PROMPT);
  if (recent.length > 0) facts.push('Do not repeat any of these recent affirmations:', ...recent);
  return [...facts, `Write ${count} new affirmations for me.`].join('\n');
}
