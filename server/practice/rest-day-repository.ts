import { and, asc, count, eq, gte, lt, lte } from 'drizzle-orm';
import { addDays, type Day } from '#domain/shared/dates';
import type { Database } from '#server/db/client';
import { restDays } from '#server/db/schema/rest-days';
import { users } from '#server/db/schema/users';

/** The member's rest days between `from` and `to` (inclusive; either end open when omitted). */
export async function readRestDays(
  db: Database,
  userId: string,
  range: { from?: Day; to?: Day } = {},
): Promise<Day[]> {
  const rows = await db
    .select({ day: restDays.day })
    .from(restDays)
    .where(
      and(
        eq(restDays.userId, userId),
        range.from ? gte(restDays.day, range.from) : undefined,
        range.to ? lte(restDays.day, range.to) : undefined,
      ),
    )
    .orderBy(asc(restDays.day));
  return rows.map((row) => row.day);
}

/**
 * Serialises rest-day changes of one member: two requests for a fifth day in the same month cannot
 * both count four and both insert. NO KEY UPDATE, like the level lock, so it never waits on the key
 * share lock that inserting a row referencing the user takes.
 */
export async function lockMember(db: Database, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  return rows.length > 0;
}

export async function countRestDaysInMonth(db: Database, userId: string, month: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(restDays)
    .where(
      and(
        eq(restDays.userId, userId),
        gte(restDays.day, `${month}-01`),
        lt(restDays.day, `${addDays(`${month}-28`, 4).slice(0, 7)}-01`),
      ),
    );
  return row?.value ?? 0;
}

/** Inserts the rest day; false when it was already there (a double submit). */
export async function insertRestDay(db: Database, userId: string, day: Day): Promise<boolean> {
  const inserted = await db
    .insert(restDays)
    .values({ userId, day })
    .onConflictDoNothing({ target: [restDays.userId, restDays.day] })
    .returning({ id: restDays.id });
  return inserted.length > 0;
}

export async function deleteRestDay(db: Database, userId: string, day: Day): Promise<boolean> {
  const removed = await db
    .delete(restDays)
    .where(and(eq(restDays.userId, userId), eq(restDays.day, day)))
    .returning({ id: restDays.id });
  return removed.length > 0;
}
