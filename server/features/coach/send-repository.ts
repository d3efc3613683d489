import { and, count, eq, gt, lte } from 'drizzle-orm';
import { COACH_CAP_WINDOW_MS } from '#domain/coach/coach';
import type { Database } from '#server/db/client';
import { coachSends } from '#server/db/schema/coach-sends';

/**
 * The member's sends to the coach in the 24 hours before `now`: the cap's count. It reads
 * `coach_sends`, which deleting the conversation leaves alone, and a rolling window, which the
 * member's time zone cannot move.
 */
export async function coachSendsInWindow(db: Database, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(coachSends)
    .where(
      and(
        eq(coachSends.userId, userId),
        gt(coachSends.sentAt, new Date(now.getTime() - COACH_CAP_WINDOW_MS)),
      ),
    );
  return row?.value ?? 0;
}

/** Records one send, and forgets the member's sends that have left the window (they no longer count). */
export async function recordCoachSend(
  db: Database,
  send: { userId: string; messageId: string; sentAt: Date },
): Promise<void> {
  const leftWindow = new Date(send.sentAt.getTime() - COACH_CAP_WINDOW_MS);
  await db
    .delete(coachSends)
    .where(and(eq(coachSends.userId, send.userId), lte(coachSends.sentAt, leftWindow)));
  await db.insert(coachSends).values(send);
}

/** Takes back the send of a message whose reply failed: the member was told it was not sent. */
export async function withdrawCoachSend(db: Database, userId: string, messageId: string): Promise<void> {
  await db.delete(coachSends).where(and(eq(coachSends.userId, userId), eq(coachSends.messageId, messageId)));
}
