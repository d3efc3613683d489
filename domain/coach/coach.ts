import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import {
  addDays,
  daysBetween,
  HOUR_MS,
  localDay,
  localTime,
  MINUTE_MS,
  type Day,
} from '#domain/shared/dates';
import { goalProbability } from '#domain/goals/goals';
import type { HabitCategory, HabitFrequency } from '#domain/habits/habits';
import { currentStreak, periodKey } from '#domain/habits/periods';
import { plural } from './words';

/** Personalized AI coaching (Premium): contracts and the member context. docs/coach.md has the rules. */
export const COACH_MESSAGE_MAX = 2000;
export const COACH_CONTEXT_DAYS = 14;
export const COACH_DAILY_MESSAGES_DEFAULT = 30;
/** The cap counts sends over a rolling 24 hours, not the local day: a time zone change cannot move it. */
export const COACH_CAP_WINDOW_MS = 24 * HOUR_MS;
const COACH_PAGE_SIZE = 30;
/** At most this many goals and habits go into the context: enough to coach, small enough to send. */
const COACH_CONTEXT_ITEMS = 8;

export const COACH_MESSAGES = {
  dailyCap: (cap: number) =>
    `You have sent ${cap} messages to your coach in the last 24 hours, the limit. You can send another once your earliest of them is a day old.`,
  timeout: 'Your coach took too long to answer. Your message was not sent; try again.',
  failed: 'Your coach could not answer just now. Your message was not sent; try again.',
} as const;

export const SendCoachMessageSchema = schemaOnFirstUse(() =>
  z.object({
    message: z
      .string({ error: 'message is required' })
      .trim()
      .min(1, 'message must be 1-2000 characters')
      .max(COACH_MESSAGE_MAX, 'message must be 1-2000 characters'),
  }),
);

export const COACH_ROLES = ['member', 'coach'] as const;
/** model: the configured chat model; built-in: the rule-based coach; plan: the Monday plan. */
export const COACH_SOURCES = ['model', 'built-in', 'plan'] as const;
export type CoachSource = (typeof COACH_SOURCES)[number];

const COACH_ACTION_KINDS = [
  'start-session',
  'set-reminder',
  'add-habit',
  'update-goal',
  'open-page',
] as const;
export const COACH_ACTION_LABEL_MAX = 40;

/** The one next step a reply offers, as a button the member can tap (an app path, never a URL). */
export const CoachActionSchema = schemaOnFirstUse(() =>
  z.object({
    kind: z.enum(COACH_ACTION_KINDS),
    label: z.string().min(1).max(COACH_ACTION_LABEL_MAX),
    href: z.string().regex(/^\/[^/]/, 'href must be an app path'),
    sessionId: z.string().optional(),
    goalId: z.string().optional(),
    habitId: z.string().optional(),
  }),
);
export type CoachAction = z.infer<typeof CoachActionSchema>;

/**
 * A way to reach free help that a safety reply names, as a large tap target: a number to call
 * (`tel`, digits as dialled in the member's country), a number to text (`sms`) or a page (`url`).
 */
export const CoachHelpSchema = schemaOnFirstUse(() =>
  z.object({
    label: z.string().min(1),
    tel: z
      .string()
      .regex(/^\+?[0-9]+$/)
      .optional(),
    sms: z
      .string()
      .regex(/^\+?[0-9]+$/)
      .optional(),
    url: z.url({ protocol: /^https$/ }).optional(),
  }),
);
export type CoachHelp = z.infer<typeof CoachHelpSchema>;

const CoachMessageSchema = schemaOnFirstUse(() =>
  z.object({
    id: z.uuid(),
    role: z.enum(COACH_ROLES),
    content: z.string(),
    source: z.enum(COACH_SOURCES).nullable(),
    action: CoachActionSchema.nullable(),
    /** Free help to reach now (crisis lines, debt advice…); empty except on safety replies. */
    help: z.array(CoachHelpSchema),
    createdAt: z.string(),
  }),
);
export type CoachMessage = z.infer<typeof CoachMessageSchema>;

export const CoachMessagesQuerySchema = schemaOnFirstUse(() =>
  z.object({
    /** Messages older than this one's createdAt (the previous page's nextBefore). */
    before: z.iso.datetime({ offset: true, error: 'before must be an ISO date-time' }).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(COACH_PAGE_SIZE),
  }),
);

export const CoachMessagesPageSchema = schemaOnFirstUse(() =>
  z.object({
    /** Oldest first within the page. */
    messages: z.array(CoachMessageSchema),
    nextBefore: z.string().nullable(),
    /** Messages sent in the last 24 hours (the cap's rolling window), deleted ones included. */
    usedToday: z.number().int(),
    /** The cap over those 24 hours. */
    dailyLimit: z.number().int(),
    coach: z.enum(['model', 'built-in']),
  }),
);
export type CoachMessagesPage = z.infer<typeof CoachMessagesPageSchema>;

/** POST answer as JSON (without Accept: text/event-stream). */
export const CoachExchangeSchema = schemaOnFirstUse(() =>
  z.object({ message: CoachMessageSchema, reply: CoachMessageSchema }),
);
export type CoachExchange = z.infer<typeof CoachExchangeSchema>;

/** Rows as read from the database; each carries its owner so the builder can refuse anyone else's. */
export type CoachSourceRows = {
  goals: {
    id: string;
    userId: string;
    title: string;
    targetAmount: number | null;
    progress: number;
    setOn: Day;
    dueOn: Day;
  }[];
  habits: {
    id: string;
    userId: string;
    title: string;
    category: HabitCategory;
    frequency: HabitFrequency;
    donePeriods: string[];
    /** Skipped period keys; only the current period's matters here. */
    skippedPeriods: string[];
  }[];
  /** The member's newest completed meditation, read by itself (one row, by index). */
  lastMeditation: { userId: string; title: string; minutes: number; finishedAt: Date } | null;
  practice: { userId: string; day: Day; kind: 'meditation' | 'ritual' | 'habit'; minutes: number }[];
  checkIns: { userId: string; day: Day; energyLevel: number; feeling: string }[];
};

export type CoachGoal = {
  id: string;
  title: string;
  targetAmount: number | null;
  progress: number;
  timeUsedPercent: number;
  daysLeft: number;
  probability: number;
};
export type CoachHabit = {
  id: string;
  title: string;
  category: HabitCategory;
  frequency: HabitFrequency;
  streak: number;
  /** Done in the period that holds today (today, this week or this month). */
  doneThisPeriod: boolean;
  /** Skipped on purpose in that period: like a done one, never suggested again today. */
  skippedThisPeriod: boolean;
};

/** The newest completed meditation, whenever it was (the 14 days may hold none). */
type CoachLastMeditation = {
  title: string;
  minutes: number;
  day: Day;
  /** Local wall-clock time it finished, 'HH:MM'. */
  time: string;
  minutesAgo: number;
};

/** The practice streak and what protects it (docs/practice.md: rest days and streak freezes). */
export type CoachPracticeStreak = {
  days: number;
  freezesBanked: number;
  /** Rest days still free in the current calendar month (REST_DAYS_PER_MONTH less those planned). */
  restDaysLeft: number;
};
type CoachDay = {
  day: Day;
  /** Completed meditations, counted even when one was shorter than a minute. */
  meditations: number;
  meditationMinutes: number;
  rituals: number;
  habits: number;
  energy: number | null;
};

export type CoachContext = {
  today: Day;
  /** The member's time zone: it tells which crisis line to name. Never sent to a model. */
  timeZone: string;
  firstName: string | null;
  moonPhase: string | null;
  goals: CoachGoal[];
  habits: CoachHabit[];
  /** The last 14 days, oldest first, today included. */
  days: CoachDay[];
  lastMeditation: CoachLastMeditation | null;
  /** Null when the caller did not read it (the Monday plan does not need it). */
  practiceStreak: CoachPracticeStreak | null;
};

/**
 * Builds what the coach (model or built-in) may know about one member, and nothing else:
 *  - rows whose userId is not `memberId` are dropped, so a query mistake can never leak another
 *    member's data into a prompt;
 *  - goals not yet reached (progress < 100), soonest due first, at most COACH_CONTEXT_ITEMS, each with
 *    days left, the share of its time used and its probability (domain/goals/goals.ts);
 *  - habits with their current streak in their own periods (day, week or month), longest first,
 *    and whether the current period is done or skipped;
 *  - the last COACH_CONTEXT_DAYS local days ending today: meditation minutes, rituals and habit
 *    periods done, and the day's mean energy check-in (1-10) or null;
 *  - the newest completed meditation (title, minutes, local day and time, minutes ago), and the
 *    practice streak with its freezes and the rest days left this month when the caller read them;
 *  - the first name and today's moon phase name. No e-mail, ids or free-text descriptions.
 */
export function buildCoachContext(
  memberId: string,
  member: {
    today: Day;
    now: Date;
    timeZone: string;
    firstName: string | null;
    moonPhase: string | null;
    practiceStreak: CoachPracticeStreak | null;
  },
  rows: CoachSourceRows,
): CoachContext {
  const { today } = member;
  const own = <T extends { userId: string }>(list: T[]) => list.filter((row) => row.userId === memberId);
  const goals = own(rows.goals)
    .filter((goal) => goal.progress < 100)
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn))
    .slice(0, COACH_CONTEXT_ITEMS)
    .map((goal) => {
      const allowed = daysBetween(goal.setOn, goal.dueOn);
      const used = daysBetween(goal.setOn, today);
      return {
        id: goal.id,
        title: goal.title,
        targetAmount: goal.targetAmount,
        progress: goal.progress,
        timeUsedPercent: allowed <= 0 ? 100 : Math.round(100 * Math.min(1, Math.max(0, used / allowed))),
        daysLeft: Math.max(0, daysBetween(today, goal.dueOn)),
        probability: goalProbability({
          progress: goal.progress,
          setOn: goal.setOn,
          dueOn: goal.dueOn,
          today,
        }),
      };
    });
  const habits = own(rows.habits)
    .map((habit) => ({
      id: habit.id,
      title: habit.title,
      category: habit.category,
      frequency: habit.frequency,
      streak: currentStreak(habit.frequency, new Set(habit.donePeriods), today),
      doneThisPeriod: habit.donePeriods.includes(periodKey(today, habit.frequency)),
      skippedThisPeriod: habit.skippedPeriods.includes(periodKey(today, habit.frequency)),
    }))
    .sort((a, b) => b.streak - a.streak)
    .slice(0, COACH_CONTEXT_ITEMS);
  const first = addDays(today, -(COACH_CONTEXT_DAYS - 1));
  const inWindow = (day: Day) => day >= first && day <= today;
  const practice = own(rows.practice).filter((row) => inWindow(row.day));
  const checkIns = own(rows.checkIns).filter((row) => inWindow(row.day));
  const days = Array.from({ length: COACH_CONTEXT_DAYS }, (_, index) => {
    const day = addDays(first, index);
    const acts = practice.filter((row) => row.day === day);
    const levels = checkIns.filter((row) => row.day === day).map((row) => row.energyLevel);
    return {
      day,
      meditations: acts.filter((row) => row.kind === 'meditation').length,
      meditationMinutes: acts
        .filter((row) => row.kind === 'meditation')
        .reduce((sum, row) => sum + row.minutes, 0),
      rituals: acts.filter((row) => row.kind === 'ritual').length,
      habits: acts.filter((row) => row.kind === 'habit').length,
      energy: levels.length
        ? Math.round((10 * levels.reduce((a, b) => a + b, 0)) / levels.length) / 10
        : null,
    };
  });
  return {
    today,
    timeZone: member.timeZone,
    firstName: member.firstName,
    moonPhase: member.moonPhase,
    goals,
    habits,
    days,
    lastMeditation: lastMeditation(rows.lastMeditation, memberId, member),
    practiceStreak: member.practiceStreak,
  };
}

function lastMeditation(
  row: CoachSourceRows['lastMeditation'],
  memberId: string,
  { now, timeZone }: { now: Date; timeZone: string },
): CoachLastMeditation | null {
  if (!row || row.userId !== memberId) return null;
  return {
    title: row.title,
    minutes: row.minutes,
    day: localDay(row.finishedAt, timeZone),
    time: localTime(row.finishedAt, timeZone),
    minutesAgo: Math.max(0, Math.floor((now.getTime() - row.finishedAt.getTime()) / MINUTE_MS)),
  };
}

/** The context as compact text for a chat model's system prompt (no ids, no other members). */
export function contextForPrompt(context: CoachContext): string {
  const lines = [`Today: ${context.today}. Moon phase: ${context.moonPhase ?? 'unknown'}.`];
  if (context.firstName) lines.push(`Member's first name: ${context.firstName}.`);
  for (const goal of context.goals)
    lines.push(
      `Goal "${goal.title}"${goal.targetAmount !== null ? ` ($${goal.targetAmount})` : ''}: ${goal.progress}% done, ${goal.timeUsedPercent}% of its time used, ${goal.daysLeft} days left, probability ${goal.probability}%.`,
    );
  for (const habit of context.habits)
    lines.push(
      `Habit "${habit.title}" (${habit.frequency}, ${habit.category}): streak ${habit.streak}, ${habit.doneThisPeriod ? 'done' : habit.skippedThisPeriod ? 'skipped' : 'not done yet'} this ${habit.frequency === 'daily' ? 'day' : habit.frequency === 'weekly' ? 'week' : 'month'}.`,
    );
  const last = context.lastMeditation;
  if (last)
    lines.push(
      `Last completed meditation: "${last.title}", ${plural(last.minutes, 'minute')}, finished ${last.day} at ${last.time} (${plural(last.minutesAgo, 'minute')} ago).`,
    );
  const streak = context.practiceStreak;
  if (streak)
    lines.push(
      `Practice streak: ${streak.days} days, ${streak.freezesBanked} streak freezes banked, ${streak.restDaysLeft} rest days left this month.`,
    );
  lines.push('Last 14 days (day: meditations, meditation minutes / rituals / habits / mean energy 1-10):');
  for (const day of context.days)
    lines.push(
      `${day.day}: ${day.meditations}, ${day.meditationMinutes} / ${day.rituals} / ${day.habits} / ${day.energy ?? '-'}`,
    );
  return lines.join('\n');
}
