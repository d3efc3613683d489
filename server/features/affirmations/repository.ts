import { and, asc, desc, eq, gt, lt, lte, or, sql } from 'drizzle-orm';
import type { Affirmation, GeneratedAffirmation } from '#domain/affirmations/affirmations';
import type { Database } from '#server/db/client';
import { affirmationSets, affirmations, type AFFIRMATION_SOURCES } from '#server/db/schema/affirmations';
import { goals } from '#server/db/schema/goals';
import { habits } from '#server/db/schema/habits';
import { moonIntentions } from '#server/db/schema/sky-intentions';
import { practiceLog } from '#server/db/schema/practice';
import { users } from '#server/db/schema/users';
import { DAY_MS } from '#domain/shared/dates';

const GOALS_READ = 10;

export type AffirmationSource = (typeof AFFIRMATION_SOURCES)[number];
export type SetRow = typeof affirmationSets.$inferSelect;

const affirmationColumns = {
  id: affirmations.id,
  likedAt: affirmations.likedAt,
  content: affirmations.content,
  coherenceLevel: affirmations.coherenceLevel,
  frequency: affirmations.frequency,
  isLiked: affirmations.isLiked,
  batch: affirmationSets.batch,
  day: affirmations.day,
  createdAt: affirmations.createdAt,
};

type Row = { createdAt: Date; likedAt: Date | null } & Omit<Affirmation, 'createdAt'>;
export const toAffirmation = ({ likedAt: _likedAt, ...row }: Row): Affirmation => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

function selectAffirmations(db: Database) {
  return db
    .select(affirmationColumns)
    .from(affirmations)
    .innerJoin(affirmationSets, eq(affirmationSets.id, affirmations.setId));
}

/** The day's affirmations, newest set first (uses affirmations_user_day_idx). */
export async function listForDay(db: Database, userId: string, day: string): Promise<Affirmation[]> {
  const rows = await selectAffirmations(db)
    .where(and(eq(affirmations.userId, userId), eq(affirmations.day, day)))
    .orderBy(desc(affirmationSets.batch), asc(affirmations.position));
  return rows.map(toAffirmation);
}

export async function findAffirmation(db: Database, userId: string, id: string): Promise<Affirmation | null> {
  const [row] = await selectAffirmations(db)
    .where(and(eq(affirmations.id, id), eq(affirmations.userId, userId)))
    .limit(1);
  return row ? toAffirmation(row) : null;
}

/** Sets the liked flag on the user's own affirmation; false when there is no such row for this user. */
export async function setLiked(db: Database, userId: string, id: string, isLiked: boolean): Promise<boolean> {
  const updated = await db
    .update(affirmations)
    // Liking again keeps the first time, so a double click does not move the line in the list.
    .set({
      isLiked,
      likedAt: isLiked
        ? sql`case when ${affirmations.isLiked} then ${affirmations.likedAt} else now() end`
        : null,
    })
    .where(and(eq(affirmations.id, id), eq(affirmations.userId, userId)))
    .returning({ id: affirmations.id });
  return updated.length > 0;
}

/** The day's newest set (served by the (user, day, batch) unique index). */
export async function latestSet(db: Database, userId: string, day: string): Promise<SetRow | null> {
  const [row] = await db
    .select()
    .from(affirmationSets)
    .where(and(eq(affirmationSets.userId, userId), eq(affirmationSets.day, day)))
    .orderBy(desc(affirmationSets.batch))
    .limit(1);
  return row ?? null;
}

/**
 * Claims a batch number for the day; null when a concurrent request already holds it. createdAt comes
 * from the app's clock, the same clock the repeat guard compares it with.
 */
export async function insertSet(
  db: Database,
  values: { userId: string; day: string; batch: number; source: AffirmationSource; createdAt: Date },
): Promise<SetRow | null> {
  const [row] = await db
    .insert(affirmationSets)
    .values(values)
    .onConflictDoNothing({
      target: [affirmationSets.userId, affirmationSets.day, affirmationSets.batch],
    })
    .returning();
  return row ?? null;
}

export async function insertAffirmations(
  db: Database,
  set: SetRow,
  written: GeneratedAffirmation[],
): Promise<void> {
  await db.insert(affirmations).values(
    written.map((affirmation, position) => ({
      ...affirmation,
      userId: set.userId,
      setId: set.id,
      day: set.day,
      position,
    })),
  );
}

/** Everything the user received on days after `afterDay` (the no-repeat window), newest day first. */
export async function contentsSince(db: Database, userId: string, afterDay: string): Promise<string[]> {
  const rows = await db
    .select({ content: affirmations.content })
    .from(affirmations)
    .where(and(eq(affirmations.userId, userId), gt(affirmations.day, afterDay)))
    .orderBy(desc(affirmations.day));
  return rows.map((row) => row.content);
}

export async function findUserProfile(db: Database, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Practice minutes per day, newest first, up to and including `today` (practice_log_user_day_idx). */
export async function practiceDays(db: Database, userId: string, today: string, limit: number) {
  return db
    .select({
      day: practiceLog.day,
      minutes: sql<number>`cast(sum(${practiceLog.minutes}) as integer)`.mapWith(Number),
    })
    .from(practiceLog)
    .where(and(eq(practiceLog.userId, userId), lte(practiceLog.day, today)))
    .groupBy(practiceLog.day)
    .orderBy(desc(practiceLog.day))
    .limit(limit);
}

/** How many of the user's habits the generator reads: enough for variety, bounded for big accounts. */
const HABITS_READ = 20;

/**
 * One page of the member's liked lines, most recently liked first, after `after` when given; reads
 * `limit` rows of the partial index affirmations_user_liked_idx, whatever the member's history.
 */
export async function listLiked(
  db: Database,
  userId: string,
  after: { likedAt: string; id: string } | undefined,
  limit: number,
) {
  const rows = await selectAffirmations(db)
    .where(
      and(
        eq(affirmations.userId, userId),
        eq(affirmations.isLiked, true),
        after
          ? or(
              lt(affirmations.likedAt, new Date(after.likedAt)),
              and(eq(affirmations.likedAt, new Date(after.likedAt)), lt(affirmations.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(affirmations.likedAt), desc(affirmations.id))
    .limit(limit);
  return rows;
}

/** The user's active wealth habits, newest first (habits_user_created_idx). */
export async function activeHabits(db: Database, userId: string) {
  return db
    .select({ title: habits.title, category: habits.category })
    .from(habits)
    .where(and(eq(habits.userId, userId), eq(habits.isArchived, false)))
    .orderBy(desc(habits.createdAt))
    .limit(HABITS_READ);
}

/** The user's goals still in progress, soonest first (the goals table's user index). */
export async function openGoals(db: Database, userId: string) {
  return db
    .select({
      title: goals.title,
      targetAmount: goals.targetAmount,
      manifestationDate: goals.manifestationDate,
    })
    .from(goals)
    .where(and(eq(goals.userId, userId), lt(goals.currentProgress, 100)))
    .orderBy(asc(goals.manifestationDate))
    .limit(GOALS_READ);
}

/** An intention older than this belongs to a cycle long gone and no longer steers the choice. */
const INTENTION_MAX_AGE_DAYS = 45;

/** The text of the member's newest new-moon intention of the last INTENTION_MAX_AGE_DAYS days. */
export async function currentIntention(db: Database, userId: string, now: Date): Promise<string | null> {
  const since = new Date(now.getTime() - INTENTION_MAX_AGE_DAYS * DAY_MS);
  const [row] = await db
    .select({ text: moonIntentions.text })
    .from(moonIntentions)
    .where(and(eq(moonIntentions.userId, userId), gt(moonIntentions.cycleNewMoon, since)))
    .orderBy(desc(moonIntentions.cycleNewMoon))
    .limit(1);
  return row?.text ?? null;
}
