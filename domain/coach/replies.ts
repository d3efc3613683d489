import { parseBudgetFigures } from './budget-figures';
import type { CoachContext, CoachGoal, CoachHabit } from './coach';
import { BOUNDARY_REPLIES, crisisReply } from './safety';
import { moneyCrisisReply } from './money-crisis';
import type { MoneyCrisisKind } from './money-help';
import { normalise } from './normalise';
import { classifyMessage, type CoachTopic } from './topics';
import { countryFromTimeZone } from '#domain/shared/country';
import { affirmations } from './replies/affirmations';
import { budgetPlan } from './replies/budget-plan';
import { greeting, OUT_OF_SCOPE, unclear } from './replies/conversation';
import { debt } from './replies/debt';
import { earning } from './replies/earning';
import { energy } from './replies/energy';
import { aboutGoal } from './replies/goal';
import { gratitude } from './replies/gratitude';
import { aboutHabit } from './replies/habit';
import { lowMood } from './replies/low-mood';
import { meditationHow } from './replies/meditation-how';
import { moneyStress } from './replies/money-stress';
import { moon } from './replies/moon';
import { motivation } from './replies/motivation';
import { plans } from './replies/plans';
import { practiceHistory } from './replies/practice-history';
import { saving } from './replies/saving';
import { openPage, type CoachAnswer } from './replies/shared';
import { skippedPractice } from './replies/skipped-practice';
import { sleep } from './replies/sleep';
import { spending } from './replies/spending';
import { aboutStreak } from './replies/streak';

export type { CoachAnswer } from './replies/shared';

/** What every reply writer gets: the member's context, their message, and the goal or habit it names. */
type ReplyInput = {
  context: CoachContext;
  message: string;
  goal: CoachGoal | null;
  habit: CoachHabit | null;
};
type ReplyWriter = (input: ReplyInput) => CoachAnswer;

/** Her own income and target, wherever the router put the message, get a plan from those figures. */
const OWN_FIGURES = new Set<CoachTopic>(['saving', 'money-stress', 'spending', 'earning', 'debt']);

const THERAPY = /\b(therapy|therapist|counsell?ors?|counsell?ing|psychologist)\b/;

function moneyCrisis(kind: MoneyCrisisKind): ReplyWriter {
  return ({ context }) => ({
    topic: kind,
    text: moneyCrisisReply(kind, countryFromTimeZone(context.timeZone)).text,
    action: null,
  });
}

/** One writer per topic (domain/coach/replies/<topic>.ts): the only place a topic meets its answer. */
const REPLY_WRITERS: Record<CoachTopic, ReplyWriter> = {
  crisis: ({ context }) => ({ topic: 'crisis', text: crisisReply(context.timeZone), action: null }),
  medical: ({ message }) => ({
    topic: 'medical',
    text: BOUNDARY_REPLIES[THERAPY.test(normalise(message)) ? 'therapy' : 'medical'],
    action: null,
  }),
  legal: () => ({ topic: 'legal', text: BOUNDARY_REPLIES.legal, action: null }),
  investment: () => ({
    topic: 'investment',
    text: BOUNDARY_REPLIES.investment,
    action: openPage('Set a savings goal', '/goals'),
  }),
  goal: ({ context, message, goal }) => aboutGoal(context, goal, message),
  habit: ({ context, habit }) => aboutHabit(context, habit),
  streak: ({ context, message }) => aboutStreak(context, message),
  'practice-history': ({ context, message }) => practiceHistory(context, message),
  'skipped-practice': ({ context, message }) => skippedPractice(context, message),
  'money-stress': ({ message }) => moneyStress(message),
  'low-mood': ({ context }) => lowMood(context),
  debt: ({ context, message }) => debt(context, message),
  saving: ({ context, message }) => saving(context, message),
  earning: ({ context, message }) => earning(context, message),
  spending: ({ message }) => spending(message),
  motivation: ({ context, message }) => motivation(context, message),
  sleep: ({ message }) => sleep(message),
  moon: ({ context }) => moon(context),
  affirmations: ({ message }) => affirmations(message),
  'meditation-how': ({ message }) => meditationHow(message),
  energy: ({ context }) => energy(context),
  gratitude: () => gratitude(),
  plans: ({ message }) => plans(message),
  thanks: () => ({
    topic: 'thanks',
    text: 'You’re welcome. One small step today is enough; I’m here when you want to plan the next one.',
    action: null,
  }),
  greeting: ({ context }) => greeting(context),
  'out-of-scope': () => ({ topic: 'out-of-scope', text: OUT_OF_SCOPE, action: null }),
  unclear: ({ message, goal, habit }) => unclear(message, goal, habit),
  // Money in crisis: the service answers these in its safety route, with the help as tap targets;
  // called on its own, the table gives the same committed words for the member's time zone.
  'problem-debt': moneyCrisis('problem-debt'),
  gambling: moneyCrisis('gambling'),
  'illegal-lending': moneyCrisis('illegal-lending'),
  scam: moneyCrisis('scam'),
  'financial-abuse': moneyCrisis('financial-abuse'),
  'food-insecurity': moneyCrisis('food-insecurity'),
  eviction: moneyCrisis('eviction'),
};

/**
 * The built-in coach's answer to one message (docs/coach.md). Safety and care mode come before it
 * (domain/coach/safety-route.ts), so a crisis reaches this table only when it is called on its own.
 */
export function builtInAnswer(context: CoachContext, message: string): CoachAnswer {
  const { topic, goal, habit } = classifyMessage(message, context);
  const figures = OWN_FIGURES.has(topic) ? parseBudgetFigures(message) : null;
  if (figures) return budgetPlan(topic, figures, context);
  return REPLY_WRITERS[topic]({ context, message, goal, habit });
}
