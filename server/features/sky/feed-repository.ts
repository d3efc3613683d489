import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { calendarFeeds } from '#server/db/schema/sky-feeds';
import { moonIntentions } from '#server/db/schema/sky-intentions';
import { users } from '#server/db/schema/users';

/** The member's feed token, created on first use (a concurrent first use keeps one token). */
export async function feedTokenOf(db: Database, userId: string, fresh: string): Promise<string> {
  await db.insert(calendarFeeds).values({ userId, token: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  if (!row) throw new Error('calendar feed token missing after insert');
  return row.token;
}

/** Replaces the member's token: the old URL stops working at once. */
export async function replaceFeedToken(db: Database, userId: string, fresh: string): Promise<string> {
  await db
    .insert(calendarFeeds)
    .values({ userId, token: fresh })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token: fresh, createdAt: new Date() } });
  return fresh;
}

/** The member behind a feed token; none while an admin has the account disabled. */
export async function feedOwner(db: Database, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .innerJoin(users, and(eq(users.id, calendarFeeds.userId), isNull(users.disabledAt)))
    .where(eq(calendarFeeds.token, token));
  return row?.userId ?? null;
}

/** The member's intentions of one lunation (read for the feed's reminders) and whether any exist. */
export async function intentionsForFeed(
  db: Database,
  userId: string,
  cycleNewMoon: Date,
): Promise<{ current: { text: string; reviewed: boolean }[]; everSet: boolean }> {
  const rows = await db
    .select({
      text: moonIntentions.text,
      cycle: moonIntentions.cycleNewMoon,
      outcome: moonIntentions.outcome,
    })
    .from(moonIntentions)
    .where(eq(moonIntentions.userId, userId))
    .orderBy(desc(moonIntentions.createdAt))
    .limit(50);
  return {
    current: rows
      .filter((row) => row.cycle.getTime() === cycleNewMoon.getTime())
      .map((row) => ({ text: row.text, reviewed: row.outcome !== null })),
    everSet: rows.length > 0,
  };
}
