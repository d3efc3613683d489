import { count } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema/users';

/** The exact number of member accounts (a full count: callers keep the answer for minutes). */
export async function countMembers(db: Database): Promise<number> {
  const [row] = await db.select({ members: count() }).from(users);
  return row?.members ?? 0;
}
