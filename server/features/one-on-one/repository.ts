import { and, asc, eq, sql } from 'drizzle-orm';
import type { AdminCoachingSession, CoachingSession } from '#domain/one-on-one/one-on-one';
import type { Database } from '#server/db/client';
import { coachingSessions } from '#server/db/schema/one-on-one';
import { users } from '#server/db/schema/users';

type Row = typeof coachingSessions.$inferSelect;

const toSession = (row: Row): CoachingSession => ({
  id: row.id,
  month: row.month,
  topic: row.topic,
  preferredTimes: row.preferredTimes,
  timeZone: row.timeZone,
  status: row.status,
  scheduledAt: row.scheduledAt?.toISOString() ?? null,
  meetingUrl: row.meetingUrl,
  bookingUrl: row.bookingUrl,
  createdAt: row.createdAt.toISOString(),
});

/** Null when the member already has a live session that month (the partial unique index). */
export async function insertSession(
  db: Database,
  values: Pick<Row, 'userId' | 'month' | 'topic' | 'preferredTimes' | 'timeZone' | 'bookingUrl'>,
): Promise<CoachingSession | null> {
  const [row] = await db.insert(coachingSessions).values(values).onConflictDoNothing().returning();
  return row ? toSession(row) : null;
}

export async function sessionsOf(db: Database, userId: string): Promise<CoachingSession[]> {
  const rows = await db
    .select()
    .from(coachingSessions)
    .where(eq(coachingSessions.userId, userId))
    .orderBy(sql`${coachingSessions.month} desc`, sql`${coachingSessions.createdAt} desc`)
    .limit(24);
  return rows.map(toSession);
}

const QUEUE_ORDER = sql`case ${coachingSessions.status} when 'requested' then 0 when 'scheduled' then 1 when 'done' then 2 else 3 end`;

/** The admins' queue: requested first, then scheduled (soonest first), then the rest. */
export async function queue(db: Database, limit = 200): Promise<AdminCoachingSession[]> {
  const rows = await db
    .select({
      session: coachingSessions,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(coachingSessions)
    .innerJoin(users, eq(users.id, coachingSessions.userId))
    .orderBy(QUEUE_ORDER, asc(coachingSessions.scheduledAt), asc(coachingSessions.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    ...toSession(row.session),
    member: {
      name: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email,
      email: row.email,
    },
  }));
}

/** The session locked for a status change; `userId` restricts it to the member's own. */
export async function lockSession(db: Database, id: string, userId: string | null): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(coachingSessions)
    .where(and(eq(coachingSessions.id, id), userId ? eq(coachingSessions.userId, userId) : undefined))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function updateSession(
  db: Database,
  id: string,
  changes: Partial<Pick<Row, 'status' | 'scheduledAt' | 'meetingUrl'>>,
): Promise<CoachingSession> {
  const [row] = await db
    .update(coachingSessions)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(coachingSessions.id, id))
    .returning();
  if (!row) throw new Error('coaching session vanished while locked');
  return toSession(row);
}

/** The member's address, for the mail that tells them of an admin's change. */
export async function memberEmail(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}
