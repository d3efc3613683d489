import {
  affirmationKey,
  type AffirmationContext,
  type CoherenceLevel,
  type GeneratedAffirmation,
  type GoalInput,
  type HabitInput,
  type PracticeInput,
} from './affirmations';
import {
  HABIT_CATEGORY_PHRASES,
  HABIT_DEFAULT_PHRASE,
  OPENERS,
  UNIVERSAL_STATEMENTS,
} from './affirmations-phrases';
import { dayToDate, daysBetween } from './dates';
import { madeOnFirstUse } from './made-on-first-use';

/**
 * The built-in generator's line templates, written from the user's own data.
 * coherenceLevel says how strongly a line is anchored in that data:
 * - high: the user's goals (title, amount, date) or their actual practice;
 * - medium: their habits, today's moon phase, or their name;
 * - low: a universal affirmation, used only to fill a set.
 * Each line carries the solfeggio tone (Hz) of its theme.
 */

export type Theme = 'goal' | 'practice' | 'habit' | 'moon' | 'name' | 'universal';

/** `statement` ties the opener variants of one universal statement together. */
export type Candidate = GeneratedAffirmation & { theme: Theme; key: string; statement?: number };

const usd = madeOnFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
);
const longDate = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
);

const line = (theme: Theme, coherenceLevel: CoherenceLevel, frequency: number, content: string) => ({
  theme,
  coherenceLevel,
  frequency,
  content,
  key: affirmationKey(content),
});

function goalLines(goal: GoalInput, today: string): Candidate[] {
  const title = `“${goal.title.trim()}”`;
  const daysLeft = daysBetween(today, goal.manifestationDate);
  const date = longDate().format(dayToDate(goal.manifestationDate));
  const make = (content: string) => line('goal', 'high', 528, content);
  if (daysLeft <= 0)
    return [
      make(`Today I celebrate every step I have taken toward ${title}.`),
      make(`${title} is part of my story, and I receive it with gratitude.`),
    ];
  const lines = [
    make(`Every choice I make today brings ${title} closer.`),
    make(`${title} is unfolding right on time, and I can already feel it.`),
    make(
      daysLeft === 1
        ? `Tomorrow, ${title} is my lived reality.`
        : `${daysLeft} days from now, ${title} is my lived reality.`,
    ),
  ];
  if (goal.targetAmount !== null) {
    const amount = usd().format(goal.targetAmount);
    lines.push(
      make(`I am calling in ${amount} for ${title}, and I act on it with confidence today.`),
      make(`By ${date}, ${amount} for ${title} is fully mine.`),
    );
  } else {
    lines.push(make(`By ${date}, ${title} is fully mine.`));
  }
  return lines;
}

function practiceLines({ streak, minutesLast7Days: minutes }: PracticeInput): Candidate[] {
  const make = (level: CoherenceLevel, content: string) => line('practice', level, 741, content);
  const lines: Candidate[] = [];
  if (streak >= 2)
    lines.push(
      make('high', `${streak} days of steady practice have tuned my mind to abundance.`),
      make('high', `My ${streak}-day streak proves that I keep my promises to myself.`),
    );
  else if (streak === 1)
    lines.push(make('high', 'I have returned to my practice, and each session strengthens my field.'));
  if (minutes > 0)
    lines.push(
      make('high', `The ${minutes} minutes I gave to stillness this week are compounding into clarity.`),
    );
  if (lines.length === 0)
    lines.push(
      make('medium', 'Today I begin my practice, and one mindful minute opens the door to abundance.'),
    );
  return lines;
}

function habitLines(habit: HabitInput): Candidate[] {
  const title = `“${habit.title.trim()}”`;
  const phrase = HABIT_CATEGORY_PHRASES[habit.category] ?? HABIT_DEFAULT_PHRASE;
  const make = (content: string) => line('habit', 'medium', 417, content);
  return [
    make(`Every time I keep my habit ${title}, I build ${phrase}.`),
    make(`${title} is a small daily act that compounds into ${phrase}.`),
    make(`I show up for ${title} today, because consistency is how wealth is made.`),
  ];
}

function moonLines(phase: string): Candidate[] {
  const make = (content: string) => line('moon', 'medium', 852, content);
  const moon = /moon/i.test(phase) ? phase : `${phase} moon`;
  if (/new/i.test(phase))
    return [
      make(`Under the ${moon}, I plant clear intentions for abundance and trust them to grow.`),
      make(`This ${moon} is my fresh start: I set my intentions and money follows.`),
    ];
  if (/full/i.test(phase))
    return [
      make(`The ${moon} illuminates the abundance already present in my life.`),
      make(`Under the ${moon}, I celebrate how far I have come and receive what is mine.`),
    ];
  if (/waning|last|third/i.test(phase))
    return [
      make(`As the ${moon} wanes, I release every doubt about money.`),
      make(`The ${moon} clears space, and I let go of what no longer serves my wealth.`),
    ];
  return [
    make(`As the ${moon} grows, so do my income and my confidence.`),
    make(`The ${moon} builds momentum, and so do I.`),
  ];
}

function nameLines(firstName: string): Candidate[] {
  const make = (content: string) => line('name', 'medium', 639, content);
  return [
    make(`${firstName}, you are worthy of every blessing flowing toward you.`),
    make(`I, ${firstName}, am a clear and open channel for wealth.`),
    make(`${firstName}, your calm focus turns intention into income.`),
  ];
}

function buildUniversalLines(): Candidate[] {
  return OPENERS.flatMap((opener) =>
    UNIVERSAL_STATEMENTS.map(([text, hz], statement) => {
      const body = opener && !text.startsWith('I ') ? text[0]?.toLowerCase() + text.slice(1) : text;
      return { ...line('universal', 'low', hz, `${opener}${body}`), statement };
    }),
  );
}

let universal: readonly Candidate[] | undefined;

/** The 368 universal lines, built once: callers filter and shuffle copies, never the list itself. */
export function universalLines(): readonly Candidate[] {
  universal ??= buildUniversalLines();
  return universal;
}

/** Every personal line the context allows, grouped by theme (most personal group first). */
export function personalCandidates(context: AffirmationContext): Candidate[][] {
  const firstName = context.firstName?.trim();
  return [
    context.goals.flatMap((goal) => goalLines(goal, context.today)),
    practiceLines(context.practice),
    context.habits.flatMap(habitLines),
    context.moonPhase ? moonLines(context.moonPhase) : [],
    firstName ? nameLines(firstName) : [],
  ];
}
