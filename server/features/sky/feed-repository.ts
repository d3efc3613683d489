import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { calendarFeeds } from '#server/db/schema/sky-feeds';
import { moonIntentions } from '#server/db/schema/sky-intentions';
import { users } from '#server/db/schema/users';
import { open, seal, type JournalKeyring } from '#server/privacy/journal-keyring';
import { sealedCell } from '#server/privacy/sealed-cells';
import { hashToken } from '#server/sessions/session-repository';

const tokenCell = (userId: string) => sealedCell(calendarFeeds, 'tokenSealed', { userId });
const stored = (keys: JournalKeyring, userId: string, token: string) => ({
  tokenHash: hashToken(token),
  tokenSealed: seal(keys, token, tokenCell(userId)),
});

/**
 * The member's feed token, created on first use (a concurrent first use keeps one token). A token
 * its owner cannot be shown (retired when their sessions were ended, or its sealed copy does not
 * open in their row) is replaced by `fresh`.
 */
export async function feedTokenOf(
  db: Database,
  keys: JournalKeyring,
  userId: string,
  fresh: string,
): Promise<string> {
  await db
    .insert(calendarFeeds)
    .values({ userId, ...stored(keys, userId, fresh) })
    .onConflictDoNothing();
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  if (!row) throw new Error('calendar feed token missing after insert');
  const token = row.tokenSealed ? open(keys, row.tokenSealed, tokenCell(userId)) : null;
  return token ?? replaceFeedToken(db, keys, userId, fresh);
}

/** Replaces the member's token: the old URL stops working at once. */
export async function replaceFeedToken(
  db: Database,
  keys: JournalKeyring,
  userId: string,
  fresh: string,
): Promise<string> {
  const values = stored(keys, userId, fresh);
  await db
    .insert(calendarFeeds)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { ...values, legacyToken: null, createdAt: new Date() },
    });
  return fresh;
}

/** Seals the plain tokens of feeds made before tokens were hashed, and clears them; returns how many. */
export async function sealLegacyFeedTokens(db: Database, keys: JournalKeyring): Promise<number> {
  const rows = await db
    .select({ userId: calendarFeeds.userId, token: calendarFeeds.legacyToken })
    .from(calendarFeeds)
    .where(isNotNull(calendarFeeds.legacyToken));
  for (const { userId, token } of rows) {
    if (token === null) continue;
    await db
      .update(calendarFeeds)
      .set({ tokenSealed: seal(keys, token, tokenCell(userId)), legacyToken: null })
      .where(and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.legacyToken, token)));
  }
  return rows.length;
}

/** The member behind a feed token (looked up by its hash); none while an admin has the account disabled. */
export async function feedOwner(db: Database, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .innerJoin(users, and(eq(users.id, calendarFeeds.userId), isNull(users.disabledAt)))
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
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
