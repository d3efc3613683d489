import type { CoachContext } from './coach';
import { weeklyAmountToClose } from './rules';
import { COACH_REPLY_WORDS_MAX, wordCount } from './words';

/**
 * The checks a chat model's answer must pass before a member reads it (docs/coach.md). Anything
 * that fails is replaced by the built-in coach's answer, so a model can never show a member a
 * figure about them that is not true, talk about how the app is run, or run long.
 */
export type ReplyProblem =
  | 'empty'
  | 'too-long'
  | 'operator-words'
  | 'grammar'
  | 'wrong-percentage'
  | 'wrong-amount'
  | 'wrong-streak'
  | 'wrong-meditation';

const OPERATOR_WORDS =
  /\b(servers?|(ai|language|chat) models?|the model|configur\w*|system prompt|as an ai|i am an ai|i'm an ai|api keys?|built-in coach)\b/i;
/** "a 8-day", "a 11", "a 18", "a 80": the article before a number spoken with a vowel. */
const WRONG_ARTICLE = /\ba (8|11|18|8\d+)\b/i;

const numbersIn = (text: string) => (text.match(/\$\s?\d[\d,]*(?:\.\d+)?/g) ?? []).map(toNumber);
const toNumber = (text: string) => Number(text.replace(/[$,\s]/g, ''));

/** Every member figure the facts hold, by kind: what a reply may state. */
function knownFigures(context: CoachContext, message: string) {
  const percentages = new Set<number>([100]);
  const amounts = new Set<number>(numbersIn(message));
  for (const goal of context.goals) {
    percentages.add(goal.progress).add(goal.timeUsedPercent).add(goal.probability);
    if (goal.targetAmount !== null) {
      const saved = Math.round((goal.targetAmount * goal.progress) / 100);
      amounts
        .add(goal.targetAmount)
        .add(saved)
        .add(goal.targetAmount - saved);
      const weekly = weeklyAmountToClose(goal);
      if (weekly !== null) amounts.add(weekly);
    }
  }
  // Figures the member wrote themselves may be repeated ("your $300 gap", "the 20% you mentioned").
  for (const match of message.matchAll(/(\d+(?:\.\d+)?)\s?%/g)) percentages.add(Number(match[1]));
  const streaks = new Set(context.habits.map((habit) => habit.streak));
  return { percentages, amounts, streaks };
}

export function checkModelReply(text: string, context: CoachContext, message: string): ReplyProblem[] {
  const problems: ReplyProblem[] = [];
  const reply = text.trim();
  if (!reply) return ['empty'];
  if (wordCount(reply) > COACH_REPLY_WORDS_MAX) problems.push('too-long');
  if (OPERATOR_WORDS.test(reply)) problems.push('operator-words');
  if (WRONG_ARTICLE.test(reply)) problems.push('grammar');
  const known = knownFigures(context, message);
  for (const match of reply.matchAll(/(\d+(?:\.\d+)?)\s?%/g))
    if (!known.percentages.has(Number(match[1]))) problems.push('wrong-percentage');
  for (const amount of numbersIn(reply)) if (!known.amounts.has(amount)) problems.push('wrong-amount');
  for (const match of reply.matchAll(/\b(\d+)[- ](day|week|month)[- ]streak/gi))
    if (!known.streaks.has(Number(match[1]))) problems.push('wrong-streak');
  const meditatedToday = (context.days.at(-1)?.meditations ?? 0) > 0;
  const meditatedLately = context.days.some((day) => day.meditations > 0);
  const deniesToday =
    /\b(haven't|have not|didn't|did not|not yet) (meditated|meditate)\b.*\btoday\b|\bno meditation today\b/i;
  const deniesLately = /\b(haven't|have not) meditated (in|for)\b|\bno meditation in\b/i;
  if ((meditatedToday && deniesToday.test(reply)) || (meditatedLately && deniesLately.test(reply)))
    problems.push('wrong-meditation');
  return [...new Set(problems)];
}
