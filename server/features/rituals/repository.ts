import { and, asc, count, eq, sql } from 'drizzle-orm';
import { DEFAULT_RITUALS } from '#domain/rituals';
import type { Day } from '#domain/dates';
import type { Database } from '#server/db/client';
import { dailyRituals, type DailyRitualRow } from '#server/db/schema/rituals';

export async function listRituals(db: Database, userId: string, day: Day): Promise<DailyRitualRow[]> {
  return db
    .select()
    .from(dailyRituals)
    .where(and(eq(dailyRituals.userId, userId), eq(dailyRituals.day, day)))
    .orderBy(asc(dailyRituals.position), asc(dailyRituals.createdAt), asc(dailyRituals.title));
}

export async function countRituals(db: Database, userId: string, day: Day): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(dailyRituals)
    .where(and(eq(dailyRituals.userId, userId), eq(dailyRituals.day, day)));
  return row?.total ?? 0;
}

/** Inserts the default set; rows another request inserted first are skipped by the unique index. */
export async function insertDefaultRituals(db: Database, userId: string, day: Day): Promise<void> {
  await db
    .insert(dailyRituals)
    .values(DEFAULT_RITUALS.map((title, position) => ({ userId, day, title, position })))
    .onConflictDoNothing({ target: [dailyRituals.userId, dailyRituals.day, dailyRituals.title] });
}

/** Inserts a custom ritual, or returns null when that day already has one with the same title. */
export async function insertCustomRitual(
  db: Database,
  values: { userId: string; day: Day; title: string; position: number },
): Promise<DailyRitualRow | null> {
  const [row] = await db
    .insert(dailyRituals)
    .values({ ...values, isCustom: true })
    .onConflictDoNothing({ target: [dailyRituals.userId, dailyRituals.day, dailyRituals.title] })
    .returning();
  return row ?? null;
}

export async function findRitualByTitle(
  db: Database,
  userId: string,
  day: Day,
  title: string,
): Promise<DailyRitualRow | null> {
  const [row] = await db
    .select()
    .from(dailyRituals)
    .where(and(eq(dailyRituals.userId, userId), eq(dailyRituals.day, day), eq(dailyRituals.title, title)))
    .limit(1);
  return row ?? null;
}

/** The user's ritual, locked until the transaction ends (two toggles of one ritual queue up). */
export async function lockRitual(db: Database, userId: string, id: string): Promise<DailyRitualRow | null> {
  const [row] = await db
    .select()
    .from(dailyRituals)
    .where(and(eq(dailyRituals.id, id), eq(dailyRituals.userId, userId)))
    .for('update');
  return row ?? null;
}

export async function setRitualCompletion(
  db: Database,
  id: string,
  completedAt: Date | null,
): Promise<DailyRitualRow | null> {
  const [row] = await db.update(dailyRituals).set({ completedAt }).where(eq(dailyRituals.id, id)).returning();
  return row ?? null;
}

/**
 * Serialises changes to one member's day of rituals until the transaction ends: two adds at once
 * would otherwise both count the day below the cap and both insert. A transaction-scoped advisory
 * lock, so no row has to exist yet to be locked.
 */
export async function lockRitualDay(tx: Database, userId: string, day: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rituals:${userId}:${day}`}))`);
}
