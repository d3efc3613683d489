import { sql } from 'drizzle-orm';
import { pingDatabase, type Database } from '#server/db/client';
import { healthProbe } from '#server/db/schema/auth';

/** Whether the database answers a query at all. */
export const databaseAnswers = (db: Database): Promise<boolean> => pingDatabase(db);

/** Writes the one probe row (an upsert), so a full or read-only disk shows as an error. */
export async function touchProbeRow(db: Database, at: Date): Promise<void> {
  await db
    .insert(healthProbe)
    .values({ id: 1, checkedAt: at })
    .onConflictDoUpdate({ target: healthProbe.id, set: { checkedAt: sql`excluded.checked_at` } });
}
