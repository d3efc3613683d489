import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { authIdentities } from '#server/db/schema/auth';
import { users, type UserRow } from '#server/db/schema/users';
import type { OnboardingState } from '#domain/onboarding/onboarding';
import { memberOnboarding } from '#server/db/schema/onboarding';

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Where the member is in onboarding: no row yet means they have not finished it (docs/onboarding.md). */
export async function findOnboardingState(db: Database, userId: string): Promise<OnboardingState> {
  const [row] = await db
    .select({ state: memberOnboarding.state })
    .from(memberOnboarding)
    .where(eq(memberOnboarding.userId, userId))
    .limit(1);
  return row?.state ?? 'pending';
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
  /** The provider vouched for the address (email_verified: true). */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

export class IdentityLinkRefused extends Error {}

/**
 * Finds the user linked to an OpenID identity; else links the identity to the user with the same
 * e-mail, but only when the provider verified that address (otherwise anyone could claim another
 * member's address at a provider that does not check it and take over their account); else creates
 * a user. One transaction, so two parallel callbacks cannot create two users. Linking to an account
 * whose own address was never verified drops its password: whoever set it never proved the address.
 */
export async function upsertOidcUser(
  db: Database,
  profile: OidcProfile,
  now = new Date(),
  /** Runs in the transaction before a new user is created (the sign-up mode's check); throws to refuse. */
  admitNew: (tx: Database) => Promise<void> = async () => {},
): Promise<{ user: UserRow; tookOverUnverified: boolean }> {
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
      updatedAt: now,
    };
    if (linked) {
      const [updated] = await tx
        .update(users)
        .set(profileFields)
        .where(eq(users.id, linked.userId))
        .returning();
      if (updated) {
        if (profile.emailVerified && !updated.emailVerifiedAt && updated.email === profile.email) {
          await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, updated.id));
          return { user: { ...updated, emailVerifiedAt: now }, tookOverUnverified: false };
        }
        return { user: updated, tookOverUnverified: false };
      }
    }
    const [existing] = await tx
      .select()
      .from(users)
      .where(eq(users.email, profile.email))
      .limit(1)
      .for('update');
    let user: UserRow | undefined;
    let tookOverUnverified = false;
    if (existing) {
      if (!profile.emailVerified) throw new IdentityLinkRefused(profile.email);
      tookOverUnverified = !existing.emailVerifiedAt;
      [user] = await tx
        .update(users)
        .set({
          ...profileFields,
          emailVerifiedAt: existing.emailVerifiedAt ?? now,
          ...(tookOverUnverified ? { passwordHash: null } : {}),
        })
        .where(eq(users.id, existing.id))
        .returning();
    } else {
      await admitNew(tx);
      [user] = await tx
        .insert(users)
        .values({
          email: profile.email,
          ...profileFields,
          emailVerifiedAt: profile.emailVerified ? now : null,
        })
        .returning();
    }
    if (!user) throw new Error('user upsert returned no row');
    await tx
      .insert(authIdentities)
      .values({ userId: user.id, issuer: profile.issuer, subject: profile.subject })
      .onConflictDoNothing();
    return { user, tookOverUnverified };
  });
}

export async function updateUser(
  db: Database,
  id: string,
  fields: {
    firstName?: string;
    lastName?: string | null;
    timeZone?: string;
    country?: string | null;
    reminderTime?: string | null;
    latitude?: number | null;
    longitude?: number | null;
    passwordHash?: string | null;
    emailVerifiedAt?: Date | null;
    email?: string;
    showStreaks?: boolean;
    moonReminders?: boolean;
  },
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}
