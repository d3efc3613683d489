import { and, between, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { meditationSessions } from '#server/db/schema/meditation';

/** Days from..to with a completed meditation. */
export async function practisedDays(
  db: Database,
  userId: string,
  from: string,
  to: string,
): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ day: sql<string>`${meditationSessions.completedDay}::text` })
    .from(meditationSessions)
    .where(
      and(
        eq(meditationSessions.userId, userId),
        eq(meditationSessions.completed, true),
        between(meditationSessions.completedDay, from, to),
      ),
    );
  return new Set(rows.map((row) => row.day));
}

/** moodAfter - moodBefore of each session since `from` that has both. */
export async function sessionMoodChanges(db: Database, userId: string, from: string): Promise<number[]> {
  const rows = await db
    .select({
      change: sql<number>`(${meditationSessions.moodAfter} - ${meditationSessions.moodBefore})::int`,
    })
    .from(meditationSessions)
    .where(
      and(
        eq(meditationSessions.userId, userId),
        gte(meditationSessions.createdAt, sql`${from}::date::timestamptz`),
        isNotNull(meditationSessions.moodBefore),
        isNotNull(meditationSessions.moodAfter),
      ),
    );
  return rows.map((row) => Number(row.change));
}
