import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { signInAddresses } from '#server/db/schema/auth';
import { users } from '#server/db/schema/users';

/** The member signed in with their password from `address` (clientAddressKey) at `at`. */
export async function rememberSignInAddress(db: Database, userId: string, address: string, at: Date) {
  await db
    .insert(signInAddresses)
    .values({ userId, address, lastSignedInAt: at })
    .onConflictDoUpdate({
      target: [signInAddresses.userId, signInAddresses.address],
      set: { lastSignedInAt: sql`excluded.last_signed_in_at` },
    });
}

/** Whether the account with this e-mail signed in from `address` since `since`. */
export async function signedInFromSince(db: Database, email: string, address: string, since: Date) {
  const [row] = await db
    .select({ userId: signInAddresses.userId })
    .from(signInAddresses)
    .innerJoin(users, eq(users.id, signInAddresses.userId))
    .where(
      and(
        eq(users.email, email),
        eq(signInAddresses.address, address),
        gte(signInAddresses.lastSignedInAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
