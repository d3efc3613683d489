import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { authIdentities } from '#server/db/schema/auth';
import { users, type UserRow } from '#server/db/schema/users';

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

type NewUser = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  passwordHash?: string | null;
  profileImageUrl?: string | null;
};

/** Inserts a user, or returns null when the e-mail is taken (the unique index decides, not a prior read). */
export async function insertUser(db: Database, values: NewUser): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

export type OidcProfile = {
  issuer: string;
  subject: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

/**
 * Finds the user linked to an OpenID identity, else the user with the same e-mail, else creates one;
 * then refreshes the profile from the provider's claims. One transaction, so two parallel callbacks
 * cannot create two users.
 */
export async function upsertOidcUser(db: Database, profile: OidcProfile): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ userId: authIdentities.userId })
      .from(authIdentities)
      .where(and(eq(authIdentities.issuer, profile.issuer), eq(authIdentities.subject, profile.subject)))
      .limit(1);
    const profileFields = {
      firstName: profile.firstName,
      lastName: profile.lastName,
      profileImageUrl: profile.profileImageUrl,
      updatedAt: new Date(),
    };
    if (linked) {
      const [updated] = await tx
        .update(users)
        .set(profileFields)
        .where(eq(users.id, linked.userId))
        .returning();
      if (updated) return updated;
    }
    const [user] = await tx
      .insert(users)
      .values({ email: profile.email, ...profileFields })
      .onConflictDoUpdate({ target: users.email, set: profileFields })
      .returning();
    if (!user) throw new Error('user upsert returned no row');
    await tx
      .insert(authIdentities)
      .values({ userId: user.id, issuer: profile.issuer, subject: profile.subject })
      .onConflictDoNothing();
    return user;
  });
}

export async function updateUser(
  db: Database,
  id: string,
  fields: Partial<
    Pick<
      typeof users.$inferInsert,
      'firstName' | 'lastName' | 'timeZone' | 'reminderTime' | 'showStreaks' | 'moonReminders'
    >
  >,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}
