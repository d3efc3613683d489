import { localDay } from '#domain/shared/dates';
import { findProgram, programLibrary, type ProgramContent } from '#domain/programs/content';
import { nextNewMoonOnOrAfter } from '#domain/programs/moon';
import {
  MAX_ACTIVE_PROGRAMS,
  type ProgramDetail,
  type ProgramEnrolment,
  type ProgramSummary,
} from '#domain/programs/programs';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { conflict, notFound } from '#server/http/errors';
import { assertPlanIncludes, planIncludes } from '#server/plans/plan-limits';
import { lockUserPlan } from '#server/plans/plan-repository';
import { latestByProgram, progressOf, type Progress } from '#server/programs/progress';
import {
  activeEnrolments,
  deleteActiveEnrolment,
  insertEnrolment,
  insertMark,
} from '#server/programs/repository';
import { findUserTimeZone } from '#server/practice/user-day';

export type ProgramDeps = { db: Database; config: AppConfig; now?: () => Date };

export const ALREADY_ENROLLED =
  'You are already following this program. Finish it or leave it to start again.';
export const TOO_MANY_PROGRAMS = `You can follow up to ${MAX_ACTIVE_PROGRAMS} programs at once. Finish or leave one to start another.`;
const NOT_ENROLLED = 'You are not following this program.';
export const DAY_NOT_OPEN = 'This day is not open yet.';
export const DAY_HAS_SESSION = 'This day is done by completing its session.';

function requireProgram(id: string): ProgramContent {
  const program = findProgram(id);
  if (!program) throw notFound('No program with this id.');
  return program;
}

async function requireTimeZone(db: Database, userId: string): Promise<string> {
  const timeZone = await findUserTimeZone(db, userId);
  if (timeZone === null) throw notFound();
  return timeZone;
}

function summaryOf(
  program: ProgramContent,
  locked: boolean,
  enrolment: ProgramEnrolment | null,
): ProgramSummary {
  return {
    id: program.id,
    title: program.title,
    summary: program.summary,
    dayCount: program.days.length,
    plan: program.plan,
    level: program.level,
    schedule: program.schedule,
    locked,
    enrolment,
  };
}

function detailOf(program: ProgramContent, locked: boolean, progress: Progress | null): ProgramDetail {
  return {
    ...summaryOf(program, locked, progress?.enrolment ?? null),
    days: program.days.map((day, index) => {
      const state = progress?.days[index];
      return {
        day: day.day,
        title: day.title,
        sessionId: day.sessionId,
        opensOn: state?.opensOn ?? null,
        state: state?.state ?? (day.day === 1 ? 'upcoming' : 'locked'),
        affirmation: day.affirmation,
        prompt: day.prompt,
        phase: day.phase ?? null,
      };
    }),
  };
}

const isLocked = (program: ProgramContent, hasPrograms: boolean) => program.plan !== 'free' && !hasPrograms;

export async function listPrograms(deps: ProgramDeps, userId: string): Promise<ProgramSummary[]> {
  const { db, config } = deps;
  const now = deps.now?.() ?? new Date();
  const [timeZone, hasPrograms, latest] = await Promise.all([
    requireTimeZone(db, userId),
    planIncludes(db, config, userId, 'guidedPrograms'),
    latestByProgram(db, userId),
  ]);
  return Promise.all(
    programLibrary().map(async (program) => {
      const row = latest.get(program.id);
      const progress = row ? await progressOf(db, userId, program, row, timeZone, now) : null;
      return summaryOf(program, isLocked(program, hasPrograms), progress?.enrolment ?? null);
    }),
  );
}

export async function getProgram(deps: ProgramDeps, userId: string, id: string): Promise<ProgramDetail> {
  const { db, config } = deps;
  const program = requireProgram(id);
  const now = deps.now?.() ?? new Date();
  const [timeZone, hasPrograms, latest] = await Promise.all([
    requireTimeZone(db, userId),
    planIncludes(db, config, userId, 'guidedPrograms'),
    latestByProgram(db, userId),
  ]);
  const row = latest.get(program.id);
  const progress = row ? await progressOf(db, userId, program, row, timeZone, now) : null;
  return detailOf(program, isLocked(program, hasPrograms), progress);
}

/**
 * Enrols the member: 402 for a program their plan does not include, 409 when they already follow it
 * or already follow MAX_ACTIVE_PROGRAMS. The member's row is locked first, so two concurrent
 * enrolments cannot both take the last place; the partial unique index stops a second unfinished
 * enrolment in the same program whatever happens.
 */
export async function enrol(deps: ProgramDeps, userId: string, id: string): Promise<ProgramDetail> {
  const { db, config } = deps;
  const program = requireProgram(id);
  const now = deps.now?.() ?? new Date();
  await db.transaction(async (tx) => {
    await lockUserPlan(tx, userId);
    if (program.plan !== 'free') await assertPlanIncludes(tx, config, userId, 'guidedPrograms');
    const timeZone = await requireTimeZone(tx, userId);
    let running = 0;
    for (const row of await activeEnrolments(tx, userId)) {
      const other = findProgram(row.programId);
      if (!other) continue;
      const { enrolment } = await progressOf(tx, userId, other, row, timeZone, now);
      if (enrolment.completedOn) continue;
      if (row.programId === program.id) throw conflict(ALREADY_ENROLLED);
      running += 1;
    }
    if (running >= MAX_ACTIVE_PROGRAMS) throw conflict(TOO_MANY_PROGRAMS);
    const today = localDay(now, timeZone);
    const created = await insertEnrolment(tx, {
      userId,
      programId: program.id,
      startedAt: now,
      startedOn: today,
      cycleNewMoon: program.schedule === 'lunar' ? nextNewMoonOnOrAfter(today, now, timeZone) : null,
    });
    if (!created) throw conflict(ALREADY_ENROLLED);
  });
  return getProgram(deps, userId, id);
}

/** Leaves the running enrolment, if any; finished ones stay as history. */
export async function leave(deps: ProgramDeps, userId: string, id: string): Promise<void> {
  requireProgram(id);
  await deleteActiveEnrolment(deps.db, userId, id);
}

/**
 * "Mark as done" for an open day without a session: 409 when the day is not open (or is done by
 * its session). Marking a day already marked answers as the first time did.
 */
export async function markDayDone(deps: ProgramDeps, userId: string, id: string, day: number): Promise<void> {
  const { db } = deps;
  const program = requireProgram(id);
  const content = program.days[day - 1];
  if (!content) throw notFound('No such day in this program.');
  const now = deps.now?.() ?? new Date();
  const timeZone = await requireTimeZone(db, userId);
  const row = (await activeEnrolments(db, userId)).find((candidate) => candidate.programId === id);
  if (!row) throw conflict(NOT_ENROLLED);
  if (content.sessionId !== null) throw conflict(DAY_HAS_SESSION);
  const { days } = await progressOf(db, userId, program, row, timeZone, now);
  const state = days[day - 1]?.state;
  if (state === 'done') return;
  if (state !== 'open') throw conflict(DAY_NOT_OPEN);
  await insertMark(db, { enrolmentId: row.id, userId, day, doneAt: now });
  // The last day may have finished the program.
  await progressOf(db, userId, program, row, timeZone, now);
}
