import { and, desc, eq, sql } from 'drizzle-orm';
import type { CreateMeditationSession } from '#domain/meditation/meditation';
import type { Day } from '#domain/shared/dates';
import type { Database } from '#server/db/client';
import { meditationSessions, type MeditationSessionRow } from '#server/db/schema/meditation';
import { speechCache } from '#server/db/schema/meditation-speech-cache';

/** All SQL for meditation sessions; every query is scoped to the signed-in user. */

type Completion = { completedAt: Date; completedDay: Day };

export async function insertSession(
  db: Database,
  userId: string,
  input: Omit<CreateMeditationSession, 'completed'>,
  completion: Completion | null,
): Promise<{ row: MeditationSessionRow; created: boolean }> {
  const [row] = await db
    .insert(meditationSessions)
    .values({ userId, ...input, completed: completion !== null, ...completion })
    .onConflictDoNothing({ target: [meditationSessions.userId, meditationSessions.requestId] })
    .returning();
  if (row) return { row, created: true };
  // A repeated request id: the session the first request made (its practice is already recorded).
  const [existing] = input.requestId
    ? await db
        .select()
        .from(meditationSessions)
        .where(and(eq(meditationSessions.userId, userId), eq(meditationSessions.requestId, input.requestId)))
        .limit(1)
    : [];
  if (!existing) throw new Error('meditation session insert returned no row');
  return { row: existing, created: false };
}

export function listSessions(db: Database, userId: string, limit: number): Promise<MeditationSessionRow[]> {
  return db
    .select()
    .from(meditationSessions)
    .where(eq(meditationSessions.userId, userId))
    .orderBy(desc(meditationSessions.createdAt), desc(meditationSessions.id))
    .limit(limit);
}

export async function findSession(
  db: Database,
  userId: string,
  id: string,
): Promise<MeditationSessionRow | null> {
  const [row] = await db
    .select()
    .from(meditationSessions)
    .where(and(eq(meditationSessions.id, id), eq(meditationSessions.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Flips `completed` only when it differs, so of two racing requests exactly one gets the row back
 * (the other waits on the row lock, then no longer matches) and only that one touches the practice log.
 */
export async function setCompletion(
  db: Database,
  userId: string,
  id: string,
  completion: Completion | null,
): Promise<MeditationSessionRow | null> {
  const [row] = await db
    .update(meditationSessions)
    .set(
      completion
        ? { completed: true, ...completion }
        : { completed: false, completedAt: null, completedDay: null },
    )
    .where(
      and(
        eq(meditationSessions.id, id),
        eq(meditationSessions.userId, userId),
        eq(meditationSessions.completed, completion === null),
      ),
    )
    .returning();
  return row ?? null;
}

/** Writes the moods sent (a null forgets one); null when the session is not the member's. */
export async function setMoods(
  db: Database,
  userId: string,
  id: string,
  moods: { moodBefore?: number | null; moodAfter?: number | null },
): Promise<MeditationSessionRow | null> {
  const [row] = await db
    .update(meditationSessions)
    .set(moods)
    .where(and(eq(meditationSessions.id, id), eq(meditationSessions.userId, userId)))
    .returning();
  return row ?? null;
}

/** Completed totals, and sessions completed on local days in [weekStart, weekEnd). */
export async function summarize(db: Database, userId: string, weekStart: Day, weekEnd: Day) {
  const [row] = await db
    .select({
      totalMinutes:
        sql`coalesce(sum(${meditationSessions.duration}) filter (where ${meditationSessions.completed}), 0)`.mapWith(
          Number,
        ),
      totalCompleted: sql`count(*) filter (where ${meditationSessions.completed})`.mapWith(Number),
      completedThisWeek:
        sql`count(*) filter (where ${meditationSessions.completedDay} >= ${weekStart} and ${meditationSessions.completedDay} < ${weekEnd})`.mapWith(
          Number,
        ),
    })
    .from(meditationSessions)
    .where(eq(meditationSessions.userId, userId));
  return row ?? { totalMinutes: 0, totalCompleted: 0, completedThisWeek: 0 };
}

type Speech = { contentType: string; audio: Buffer };

/** The studio voice's audio for a text already rendered once (any member), or null. */
export async function cachedSpeech(db: Database, contentHash: string): Promise<Speech | null> {
  const [cached] = await db
    .select()
    .from(speechCache)
    .where(eq(speechCache.contentHash, contentHash))
    .limit(1);
  return cached
    ? { contentType: cached.contentType, audio: Buffer.from(cached.audioBase64, 'base64') }
    : null;
}

/** Keeps rendered audio for everyone who asks for the same text; a race keeps the first. */
export async function keepSpeech(db: Database, contentHash: string, speech: Speech): Promise<void> {
  await db
    .insert(speechCache)
    .values({ contentHash, contentType: speech.contentType, audioBase64: speech.audio.toString('base64') })
    .onConflictDoNothing();
}
