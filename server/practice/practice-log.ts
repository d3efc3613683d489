import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { practiceLog, type PRACTICE_KINDS } from '#server/db/schema/practice';
import { refreshLevel } from './activity';

export type PracticeKind = (typeof PRACTICE_KINDS)[number];

export type PracticeEntry = {
  userId: string;
  day: string;
  kind: PracticeKind;
  sourceId: string;
  minutes?: number;
};

/**
 * Records one act of practice. Call it inside the same transaction that marks the act done, so the
 * two can never disagree. Recording the same (kind, sourceId) again changes nothing. The user's
 * quantum level is recomputed in the same transaction, so GET /api/user is right as soon as it commits.
 */
export async function recordPractice(db: Database, entry: PracticeEntry): Promise<void> {
  const inserted = await db
    .insert(practiceLog)
    .values({ ...entry, minutes: entry.minutes ?? 0 })
    .onConflictDoNothing({ target: [practiceLog.kind, practiceLog.sourceId] })
    .returning({ id: practiceLog.id });
  if (inserted.length > 0) await refreshLevel(db, entry.userId);
}

/** Forgets an act of practice that was undone (a ritual or habit un-ticked), and recomputes the level. */
export async function removePractice(
  db: Database,
  userId: string,
  kind: PracticeKind,
  sourceId: string,
): Promise<void> {
  const removed = await db
    .delete(practiceLog)
    .where(
      and(eq(practiceLog.userId, userId), eq(practiceLog.kind, kind), eq(practiceLog.sourceId, sourceId)),
    )
    .returning({ id: practiceLog.id });
  if (removed.length > 0) await refreshLevel(db, userId);
}
