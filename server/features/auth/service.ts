import { levelFor } from '#domain/practice';
import { AUTH_MESSAGES, type CurrentUser, type SignIn, type SignUp, type UpdateUser } from '#domain/auth';
import type { Database } from '#server/db/client';
import type { UserRow } from '#server/db/schema/users';
import { conflict, unauthorized } from '#server/http/errors';
import { deleteSession } from '#server/sessions/session-repository';
import { decoyHash, hashPassword, verifyPassword } from './password';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
  upsertOidcUser,
  type OidcProfile,
} from './user-repository';

/**
 * The member behind an e-mail and password, or 401. An unknown e-mail is checked against a decoy
 * hash so the answer takes as long as for a real account (no e-mail probing by timing).
 */
export async function signInWithPassword(db: Database, input: SignIn): Promise<UserRow> {
  const user = await findUserByEmail(db, input.email);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !user.passwordHash || !valid) throw unauthorized(AUTH_MESSAGES.wrongCredentials);
  return user;
}

/** Creates a member with a password, or 409 when the e-mail is taken. */
export async function signUp(db: Database, input: SignUp): Promise<UserRow> {
  const user = await insertUser(db, {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName || null,
    passwordHash: await hashPassword(input.password),
  });
  if (!user) throw conflict(AUTH_MESSAGES.emailTaken);
  return user;
}

/** The member an OpenID provider vouched for, created or linked on first sign-in. */
export function signInWithOidc(db: Database, profile: OidcProfile): Promise<UserRow> {
  return upsertOidcUser(db, profile);
}

/** Ends one session; answers the ID token it was opened with (for the provider's own sign-out). */
export async function endSession(db: Database, sessionId: string): Promise<string | null> {
  return (await deleteSession(db, sessionId))?.idToken ?? null;
}

const toCurrentUser = (user: UserRow, isAdmin: boolean): CurrentUser => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  profileImageUrl: user.profileImageUrl,
  // Worked out from the running XP total on read; nothing recomputes it from the practice log.
  quantumLevel: levelFor(user.experience).level,
  levelProgress: levelFor(user.experience).levelProgress,
  timeZone: user.timeZone,
  reminderTime: user.reminderTime,
  latitude: user.latitude,
  longitude: user.longitude,
  isAdmin,
});

type Auth = { userId: string; isAdmin: boolean };

/** GET /api/user: 401 when the session's member no longer exists. */
export async function currentUser(db: Database, auth: Auth): Promise<CurrentUser> {
  const user = await findUserById(db, auth.userId);
  if (!user) throw unauthorized();
  return toCurrentUser(user, auth.isAdmin);
}

/** PATCH /api/user: an empty last name clears it. */
export async function updateProfile(db: Database, auth: Auth, input: UpdateUser): Promise<CurrentUser> {
  const { lastName, ...rest } = input;
  const user = await updateUser(db, auth.userId, {
    ...rest,
    ...(lastName === undefined ? {} : { lastName: lastName || null }),
  });
  if (!user) throw unauthorized();
  return toCurrentUser(user, auth.isAdmin);
}
