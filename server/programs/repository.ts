import { and, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { meditationSessions } from '#server/db/schema/meditation';
import { programDayMarks, programEnrolments } from '#server/db/schema/programs';
import { DAY_MS } from '#domain/shared/dates';

export type EnrolmentRow = typeof programEnrolments.$inferSelect;

/** How many of a member's enrolments are read: every program's latest, with room for retakes. */
const ENROLMENTS_READ = 40;

/** The member's enrolments, newest first (program_enrolments_user_started_idx). */
export async function recentEnrolments(db: Database, userId: string): Promise<EnrolmentRow[]> {
  return db
    .select()
    .from(programEnrolments)
    .where(eq(programEnrolments.userId, userId))
    .orderBy(desc(programEnrolments.startedAt))
    .limit(ENROLMENTS_READ);
}

export async function activeEnrolments(db: Database, userId: string): Promise<EnrolmentRow[]> {
  return db
    .select()
    .from(programEnrolments)
    .where(and(eq(programEnrolments.userId, userId), isNull(programEnrolments.completedOn)))
    .orderBy(desc(programEnrolments.startedAt));
}

/** A new enrolment; null when an unfinished one of the same program exists (the partial unique index). */
export async function insertEnrolment(
  db: Database,
  values: Omit<EnrolmentRow, 'id' | 'completedOn'>,
): Promise<EnrolmentRow | null> {
  const [row] = await db
    .insert(programEnrolments)
    .values(values)
    .onConflictDoNothing({
      target: [programEnrolments.userId, programEnrolments.programId],
      where: sql`${programEnrolments.completedOn} is null`,
    })
    .returning();
  return row ?? null;
}

export async function finishEnrolment(db: Database, id: string, completedOn: string): Promise<void> {
  await db
    .update(programEnrolments)
    .set({ completedOn })
    .where(and(eq(programEnrolments.id, id), isNull(programEnrolments.completedOn)));
}

export async function deleteActiveEnrolment(db: Database, userId: string, programId: string): Promise<void> {
  await db
    .delete(programEnrolments)
    .where(
      and(
        eq(programEnrolments.userId, userId),
        eq(programEnrolments.programId, programId),
        isNull(programEnrolments.completedOn),
      ),
    );
}

export async function marksOf(db: Database, enrolmentIds: string[]) {
  if (enrolmentIds.length === 0) return [];
  return db.select().from(programDayMarks).where(inArray(programDayMarks.enrolmentId, enrolmentIds));
}

/** Records "Mark as done"; a repeat (double click, retry) changes nothing. */
export async function insertMark(
  db: Database,
  values: { enrolmentId: string; userId: string; day: number; doneAt: Date },
): Promise<void> {
  await db.insert(programDayMarks).values(values).onConflictDoNothing();
}

/** A session started up to this long before enrolment may still be completed after it. */
const SESSION_START_SLACK_MS = DAY_MS;

/**
 * The member's completed sessions with one of `titles`, completed in [from, until): the library
 * sessions a program's days ask for. Served by meditation_sessions_user_created_idx over the
 * program's own time range, never the member's whole history.
 */
export async function completedSessions(
  db: Database,
  userId: string,
  titles: string[],
  from: Date,
  until: Date,
): Promise<{ title: string; completedAt: Date }[]> {
  if (titles.length === 0) return [];
  const rows = await db
    .select({ title: meditationSessions.title, completedAt: meditationSessions.completedAt })
    .from(meditationSessions)
    .where(
      and(
        eq(meditationSessions.userId, userId),
        gte(meditationSessions.createdAt, new Date(from.getTime() - SESSION_START_SLACK_MS)),
        lt(meditationSessions.createdAt, until),
        eq(meditationSessions.completed, true),
        gte(meditationSessions.completedAt, from),
        lt(meditationSessions.completedAt, until),
        inArray(meditationSessions.title, titles),
      ),
    );
  return rows.flatMap((row) => (row.completedAt ? [{ title: row.title, completedAt: row.completedAt }] : []));
}
