import { and, eq } from 'drizzle-orm';
import type { LabId } from '#domain/labs/labs';
import type { Database } from '#server/db/client';
import { memberLabs } from '#server/db/schema/labs';

/** The labs a member has switched on. */
export async function enabledLabs(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db.select({ lab: memberLabs.lab }).from(memberLabs).where(eq(memberLabs.userId, userId));
  return new Set(rows.map((row) => row.lab));
}

/** Switches one lab on or off; doing it twice changes nothing. */
export async function setLab(tx: Database, userId: string, lab: LabId, enabled: boolean): Promise<void> {
  if (enabled) await tx.insert(memberLabs).values({ userId, lab }).onConflictDoNothing();
  else await tx.delete(memberLabs).where(and(eq(memberLabs.userId, userId), eq(memberLabs.lab, lab)));
}
