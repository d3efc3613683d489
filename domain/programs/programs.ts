import { z } from 'zod';
import type { LunarCycle } from './moon';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { addDays, localDay, type Day } from '#domain/shared/dates';
import { startOfLocalDay } from '#domain/sky/moon';
import type { ProgramContent } from './content';

/**
 * Multi-day programs (docs/programs.md): the API contracts and the rules that decide each day's
 * state. Everything here is pure: the service hands in the enrolment, the member's marks and
 * completed sessions, the time zone and the clock.
 */

const PROGRAM_DAY_STATES = ['done', 'open', 'locked', 'upcoming'] as const;
type ProgramDayState = (typeof PROGRAM_DAY_STATES)[number];

/** A member follows at most this many programs at once. */
export const MAX_ACTIVE_PROGRAMS = 2;

const ProgramEnrolmentSchema = schemaOnFirstUse(() =>
  z.object({
    startedOn: z.string(),
    /** The day to do next: the open day, else the next one to open (the last day once finished). */
    currentDay: z.number().int().min(1),
    completedOn: z.string().nullable(),
  }),
);
export type ProgramEnrolment = z.infer<typeof ProgramEnrolmentSchema>;

const summaryShape = () => ({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  dayCount: z.number().int().min(1),
  plan: z.enum(['free', 'pro']),
  level: z.enum(['beginner', 'intermediate']),
  schedule: z.enum(['daily', 'lunar']),
  locked: z.boolean(),
  enrolment: ProgramEnrolmentSchema.nullable(),
});

const ProgramSummarySchema = schemaOnFirstUse(() => z.object(summaryShape()));
export type ProgramSummary = z.infer<typeof ProgramSummarySchema>;
export const ProgramListSchema = schemaOnFirstUse(() => z.array(ProgramSummarySchema));

const ProgramDaySchema = schemaOnFirstUse(() =>
  z.object({
    day: z.number().int().min(1),
    title: z.string(),
    sessionId: z.string().nullable(),
    /** The member's local day it opens (or opened) on; null while that depends on an earlier day. */
    opensOn: z.string().nullable(),
    state: z.enum(PROGRAM_DAY_STATES),
    affirmation: z.string(),
    prompt: z.object({ kind: z.enum(['ritual', 'reflection']), text: z.string() }),
    /** The moon phase of a lunar program's day, else null. */
    phase: z.string().nullable(),
  }),
);
export type ProgramDay = z.infer<typeof ProgramDaySchema>;

export const ProgramDetailSchema = schemaOnFirstUse(() =>
  z.object({ ...summaryShape(), days: z.array(ProgramDaySchema) }),
);
export type ProgramDetail = z.infer<typeof ProgramDetailSchema>;

export const ProgramParamsSchema = schemaOnFirstUse(() =>
  z.object({ id: z.string().min(1).max(60, 'must be at most 60 characters') }),
);
export const ProgramDayParamsSchema = schemaOnFirstUse(() =>
  z.object({
    id: z.string().min(1).max(60, 'must be at most 60 characters'),
    day: z.coerce
      .number({ message: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(99, 'must be at most 99'),
  }),
);

// ---------------------------------------------------------------------------------------------------
// Day rules

export type DayProgress = { day: number; state: ProgramDayState; opensOn: Day | null; doneAt: Date | null };

export type ProgressInput = {
  program: Pick<ProgramContent, 'schedule' | 'days'>;
  /** When the member enrolled. */
  startedAt: Date;
  timeZone: string;
  now: Date;
  /** Days marked as done (days without a session), by day number. */
  marks: ReadonlyMap<number, Date>;
  /** The member's completed library sessions since enrolment, any order. */
  sessions: readonly { sessionId: string; completedAt: Date }[];
};

/** The first completion of `sessionId` in [from, until), or null. */
function firstCompletion(
  sessions: ProgressInput['sessions'],
  sessionId: string,
  from: Date,
  until: Date,
): Date | null {
  let first: Date | null = null;
  for (const session of sessions)
    if (session.sessionId === sessionId && session.completedAt >= from && session.completedAt < until)
      if (first === null || session.completedAt < first) first = session.completedAt;
  return first;
}

const FAR_FUTURE = new Date(8.64e15);

/**
 * An ordinary program: day 1 opens at enrolment; day N+1 opens at the member's first local
 * midnight after day N is done; an open day stays open until it is done (nothing to race ahead to,
 * nothing breaks on a missed day). A day with a session is done by completing that session on or
 * after the day opened; a day without one by "Mark as done".
 */
export function dailyProgress(input: ProgressInput): DayProgress[] {
  const { program, timeZone, now, marks, sessions } = input;
  const result: DayProgress[] = [];
  let opensAt: Date | null = input.startedAt;
  for (const [index, content] of program.days.entries()) {
    const day = index + 1;
    if (opensAt === null || opensAt > now) {
      result.push({
        day,
        state: 'locked',
        opensOn: opensAt ? localDay(opensAt, timeZone) : null,
        doneAt: null,
      });
      opensAt = null;
      continue;
    }
    const doneAt = content.sessionId
      ? firstCompletion(sessions, content.sessionId, opensAt, FAR_FUTURE)
      : (marks.get(day) ?? null);
    const opensOn = localDay(opensAt, timeZone);
    if (doneAt === null || doneAt > now) {
      result.push({ day, state: 'open', opensOn, doneAt: null });
      opensAt = null;
      continue;
    }
    result.push({ day, state: 'done', opensOn, doneAt });
    opensAt = startOfLocalDay(addDays(localDay(doneAt, timeZone), 1), timeZone);
  }
  return result;
}

/** The local day each day of a lunar program falls on, from its cycle's phase instants. */
export function lunarDayDates(cycle: LunarCycle, timeZone: string): Day[] {
  const mid = (a: Date, b: Date) => new Date((a.getTime() + b.getTime()) / 2);
  const day = (instant: Date) => localDay(instant, timeZone);
  return [
    day(cycle.newMoon),
    day(mid(cycle.newMoon, cycle.firstQuarter)),
    day(cycle.firstQuarter),
    day(mid(cycle.firstQuarter, cycle.fullMoon)),
    day(cycle.fullMoon),
    day(mid(cycle.fullMoon, cycle.lastQuarter)),
    day(cycle.lastQuarter),
    day(mid(cycle.lastQuarter, cycle.nextNewMoon)),
    addDays(day(cycle.nextNewMoon), -1),
  ];
}

/** The first local day of the cycle after this one: a lunar enrolment ends there. */
export const lunarCycleEnd = (cycle: LunarCycle, timeZone: string): Date =>
  startOfLocalDay(localDay(cycle.nextNewMoon, timeZone), timeZone);

/**
 * "One Lunar Cycle": day N opens on its phase date in the member's zone whatever the earlier days'
 * state; a missed day stays open until the next cycle begins, then closes (locked). Before the
 * cycle's new moon every day is upcoming.
 */
export function lunarProgress(input: ProgressInput & { cycle: LunarCycle }): DayProgress[] {
  const { program, timeZone, now, marks, sessions, cycle } = input;
  const dates = lunarDayDates(cycle, timeZone);
  const end = lunarCycleEnd(cycle, timeZone);
  const firstOpens = startOfLocalDay(dates[0] ?? localDay(cycle.newMoon, timeZone), timeZone);
  return program.days.map((content, index) => {
    const day = index + 1;
    const opensOn = dates[index] ?? null;
    const opensAt = opensOn ? startOfLocalDay(opensOn, timeZone) : end;
    if (now < firstOpens) return { day, state: 'upcoming', opensOn, doneAt: null };
    const mark = marks.get(day);
    const doneAt = content.sessionId
      ? firstCompletion(sessions, content.sessionId, opensAt, end)
      : mark && mark >= opensAt && mark < end
        ? mark
        : null;
    if (doneAt !== null && doneAt <= now) return { day, state: 'done', opensOn, doneAt };
    if (now < opensAt || now >= end) return { day, state: 'locked', opensOn, doneAt: null };
    return { day, state: 'open', opensOn, doneAt: null };
  });
}

/** The enrolment's summary from its days: the day to do next and, once finished, the day it ended. */
export function enrolmentSummary(
  days: readonly DayProgress[],
  startedOn: Day,
  timeZone: string,
  lunarEnd: Date | null,
  now: Date,
): ProgramEnrolment {
  const open = days.find((day) => day.state === 'open');
  const next = days.find((day) => day.state !== 'done');
  const allDone = next === undefined;
  const lastDone = days.reduce<Date | null>(
    (latest, day) => (day.doneAt && (!latest || day.doneAt > latest) ? day.doneAt : latest),
    null,
  );
  const ended = lunarEnd !== null && now >= lunarEnd;
  const completedOn =
    allDone && lastDone
      ? localDay(lastDone, timeZone)
      : ended && lunarEnd
        ? localDay(lunarEnd, timeZone)
        : null;
  return {
    startedOn,
    currentDay: open?.day ?? next?.day ?? days.length,
    completedOn,
  };
}
