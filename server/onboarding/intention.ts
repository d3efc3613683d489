import { eq } from 'drizzle-orm';
import type { IntentionId } from '#domain/onboarding/onboarding';
import type { Database } from '#server/db/client';
import { memberOnboarding } from '#server/db/schema/onboarding';

/**
 * The intention the member chose at onboarding, as its id ('own' for words of their own, which are
 * not read here), or null when they skipped it or have not begun. Shared by features that shape
 * what they offer to it (the journal's daily prompt); one read of member_onboarding's primary key.
 */
export async function findIntentionId(db: Database, userId: string): Promise<IntentionId | 'own' | null> {
  const [row] = await db
    .select({ id: memberOnboarding.intention })
    .from(memberOnboarding)
    .where(eq(memberOnboarding.userId, userId))
    .limit(1);
  return row?.id?.id ?? null;
}
