import { addDays } from '#domain/shared/dates';
import { startOfLocalDay } from '#domain/sky/moon';
import { MEDITATION_LIBRARY, findLibrarySession } from '#domain/meditation/library';
import { findProgram, type ProgramContent } from '#domain/programs/content';
import { lunarCycleFrom } from '#domain/programs/moon';
import {
  dailyProgress,
  enrolmentSummary,
  lunarCycleEnd,
  lunarProgress,
  type DayProgress,
  type ProgramEnrolment,
} from '#domain/programs/programs';
import type { Database } from '#server/db/client';
import {
  activeEnrolments,
  completedSessions,
  finishEnrolment,
  marksOf,
  recentEnrolments,
  type EnrolmentRow,
} from './repository';
import { findUserTimeZone } from '#server/practice/user-day';

/**
 * Where a member stands in their programs, shared by the programs feature (pages and API) and the
 * practice reminder (which names the open day), so both read the same rules (domain/programs/programs.ts).
 */

const titleToSessionId = new Map(MEDITATION_LIBRARY.map((session) => [session.title, session.id]));

export type Progress = { days: DayProgress[]; enrolment: ProgramEnrolment };

/**
 * The state of one enrolment from its marks and the member's completed sessions in its own time
 * range. An enrolment found finished is stamped so (completed_on), which frees the program to be
 * taken again and stops it counting against the limit of programs at once.
 */
export async function progressOf(
  db: Database,
  userId: string,
  program: ProgramContent,
  row: EnrolmentRow,
  timeZone: string,
  now: Date,
): Promise<Progress> {
  const cycle = program.schedule === 'lunar' && row.cycleNewMoon ? lunarCycleFrom(row.cycleNewMoon) : null;
  const lunarEnd = cycle ? lunarCycleEnd(cycle, timeZone) : null;
  const finishedAt = row.completedOn ? startOfLocalDay(addDays(row.completedOn, 1), timeZone) : null;
  const until = new Date(
    Math.min(finishedAt?.getTime() ?? now.getTime() + 1, lunarEnd?.getTime() ?? Infinity),
  );
  const asOf = finishedAt && finishedAt < now ? finishedAt : now;
  const titles = program.days.flatMap((day) => {
    const session = day.sessionId ? findLibrarySession(day.sessionId) : undefined;
    return session ? [session.title] : [];
  });
  const [marks, sessions] = await Promise.all([
    marksOf(db, [row.id]),
    completedSessions(db, userId, [...new Set(titles)], row.startedAt, until),
  ]);
  const input = {
    program,
    startedAt: row.startedAt,
    timeZone,
    now: asOf,
    marks: new Map(marks.map((mark) => [mark.day, mark.doneAt])),
    sessions: sessions.flatMap((session) => {
      const sessionId = titleToSessionId.get(session.title);
      return sessionId ? [{ sessionId, completedAt: session.completedAt }] : [];
    }),
  };
  const days = cycle ? lunarProgress({ ...input, cycle }) : dailyProgress(input);
  const enrolment = enrolmentSummary(days, row.startedOn, timeZone, lunarEnd, asOf);
  if (row.completedOn) return { days, enrolment: { ...enrolment, completedOn: row.completedOn } };
  if (enrolment.completedOn) await finishEnrolment(db, row.id, enrolment.completedOn);
  return { days, enrolment };
}

/** The member's latest enrolment in each program (running or finished), newest first. */
export async function latestByProgram(db: Database, userId: string) {
  const latest = new Map<string, EnrolmentRow>();
  for (const row of await recentEnrolments(db, userId))
    if (!latest.has(row.programId)) latest.set(row.programId, row);
  return latest;
}

/**
 * The open day of the member's most recently started running program, for the practice reminder;
 * null when they follow none or nothing is open today.
 */
export async function currentProgramDay(
  db: Database,
  userId: string,
  now: Date,
): Promise<{ programId: string; programTitle: string; day: number; dayTitle: string } | null> {
  const timeZone = await findUserTimeZone(db, userId);
  if (timeZone === null) return null;
  for (const row of await activeEnrolments(db, userId)) {
    const program = findProgram(row.programId);
    if (!program) continue;
    const { days, enrolment } = await progressOf(db, userId, program, row, timeZone, now);
    if (enrolment.completedOn) continue;
    const open = days.find((day) => day.state === 'open');
    const content = open ? program.days[open.day - 1] : undefined;
    if (open && content)
      return { programId: program.id, programTitle: program.title, day: open.day, dayTitle: content.title };
    // The most recent program decides; an older one does not take its place.
    return null;
  }
  return null;
}
