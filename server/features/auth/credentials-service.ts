import { z } from 'zod';
import {
  AUTH_MESSAGES,
  AUTH_RATE_LIMITS,
  CHANGE_EMAIL_HOURS,
  RESET_PASSWORD_HOURS,
  SIGN_IN_KNOWN_ADDRESS_DAYS,
  VERIFY_EMAIL_HOURS,
  signInDelayMs,
  type SignUp,
} from '#domain/auth/auth';
import { DAY_MS, HOUR_MS } from '#domain/shared/dates';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { HttpError, badRequest, unauthorized } from '#server/http/errors';
import { enqueueJob } from '#server/jobs/job-repository';
import { queueMail } from '#server/mail/mail-queue';
import { admitNewMember } from '#server/signup/admission';
import { assertNotDisabled } from '#server/admin/disabled-accounts';
import { clearRateLimits, countAttempt } from '#server/plugins/rate-limits';
import { accountMail } from './account-mail';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './password';
import { passwordProblem } from './password-policy';
import type { PasswordCaller } from './password-workers';
import { rememberSignInAddress, signedInFromSince } from './sign-in-address-repository';
import { consumeToken, issueToken, peekToken } from './token-repository';
import { findUserByEmail, findUserById, insertUser, updateUser } from './user-repository';

/** The attempt counters of sign-in (docs/account.md, "Attempt limits"), by e-mail and address. */
export const signInAddressKey = (address: string) => `signin-ip:${address}`;
export const signInPairKey = (email: string, address: string) => `${signInPairPrefix(email)}${address}`;
const signInPairPrefix = (email: string) => `signin-email:${email}:`;
const signInAccountKey = (email: string) => `signin-account:${email}`;
export const FORGOT_QUEUE = 'account.forgot';
const ForgotJobSchema = z.object({ email: z.string() });

export type AuthDeps = { db: Database; config: AppConfig };

async function assertAcceptable(
  password: string,
  context: Parameters<typeof passwordProblem>[1],
  caller: PasswordCaller,
): Promise<void> {
  const problem = await passwordProblem(password, context, caller);
  if (problem) throw badRequest(problem);
}

/**
 * Creates the account and mails its verification link, in one transaction. An address that already
 * has an account gets a mail telling its owner instead, and the caller answers as for a new account,
 * so sign-up never tells anyone which addresses are registered. Returns null in that case.
 */
export async function signUp(
  { db, config }: AuthDeps,
  input: SignUp,
  address: string,
  invitation?: string,
): Promise<{ userId: string } | null> {
  // Nobody known yet: a sign-up queues with strangers (domain/auth/password-queue.ts).
  const caller: PasswordCaller = { lane: 'stranger', address };
  await assertAcceptable(input.password, input, caller);
  // Hashed before we know whether the address is taken, so both answers take the same time.
  const passwordHash = await hashPassword(input.password, caller);
  return db.transaction(async (tx) => {
    // Before the insert, so a refusal says nothing about whether the address is registered.
    await admitNewMember(tx, invitation, input.email);
    const user = await insertUser(tx, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName || null,
      passwordHash,
    });
    if (!user) {
      const owner = await findUserByEmail(tx, input.email);
      const hour = Math.floor(Date.now() / HOUR_MS);
      // Keyed per hour: repeated attempts cannot flood the owner's inbox.
      await queueMail(tx, accountMail.signUpAttempt(config.publicUrl, input.email), {
        userId: owner?.id,
        key: `signup-attempt:${input.email}:${hour}`,
      });
      return null;
    }
    const token = await issueToken(tx, {
      userId: user.id,
      purpose: 'verify-email',
      email: user.email,
      lifetimeMs: VERIFY_EMAIL_HOURS * HOUR_MS,
    });
    await queueMail(tx, accountMail.verify(config.publicUrl, user.email, token), { userId: user.id });
    return { userId: user.id };
  });
}

/**
 * The per-account attempt limit (docs/account.md, "Attempt limits"): an attempt from an address the
 * account has not signed in from in SIGN_IN_KNOWN_ADDRESS_DAYS counts towards it, and once the
 * account has had more than its limit in the window, waits a little longer each time. It never
 * refuses: the owner on a new address still gets in with the right password.
 */
export async function paceSignIn(
  { db }: AuthDeps,
  email: string,
  address: string,
  wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
  now = Date.now(),
): Promise<number> {
  if (await knownAddress(db, email, address, now)) return 0;
  const attempts = await countAttempt(db, signInAccountKey(email), AUTH_RATE_LIMITS.signInPerAccount, now);
  const delay = signInDelayMs(attempts);
  if (delay > 0) await wait(delay);
  return delay;
}

/** Whether the account with this e-mail signed in from this address in SIGN_IN_KNOWN_ADDRESS_DAYS. */
function knownAddress(db: Database, email: string, address: string, now = Date.now()): Promise<boolean> {
  return signedInFromSince(db, email, address, new Date(now - SIGN_IN_KNOWN_ADDRESS_DAYS * DAY_MS));
}

/**
 * Checks the password, upgrading a hash made with older scrypt parameters. From an address the
 * account signed in from recently, or from a browser whose known-device cookie names the account
 * (known-device.ts), the check queues in the members' lane, ahead of strangers.
 */
export async function passwordSignIn(
  { db }: AuthDeps,
  email: string,
  password: string,
  address: string,
  deviceMemberId: string | null,
) {
  const user = await findUserByEmail(db, email);
  const known =
    (deviceMemberId !== null && user?.id === deviceMemberId) || (await knownAddress(db, email, address));
  const caller: PasswordCaller = { lane: known ? 'member' : 'stranger', address };
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()), caller);
  if (!user || !user.passwordHash || !valid) throw unauthorized(AUTH_MESSAGES.wrongCredentials);
  assertNotDisabled(user);
  // The password is right: the upgrade is the member's own work, whatever lane the check took.
  if (needsRehash(user.passwordHash))
    await updateUser(db, user.id, {
      passwordHash: await hashPassword(password, { lane: 'member', address }),
    });
  await rememberSignInAddress(db, user.id, address, new Date());
  return user;
}

export async function resendVerification({ db, config }: AuthDeps, userId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw unauthorized();
    if (user.emailVerifiedAt) return 'Your e-mail address is already verified.';
    const token = await issueToken(tx, {
      userId,
      purpose: 'verify-email',
      email: user.email,
      lifetimeMs: VERIFY_EMAIL_HOURS * HOUR_MS,
    });
    await queueMail(tx, accountMail.verify(config.publicUrl, user.email, token), { userId });
    return AUTH_MESSAGES.verificationSent;
  });
}

/** Whether a mailed link's token can still be used, without using it (the page it opens). */
export async function linkUsable(
  { db }: AuthDeps,
  token: string,
  purpose: 'verify-email' | 'change-email',
): Promise<boolean> {
  return token !== '' && (await peekToken(db, token, purpose)) !== null;
}

/** Marks the address verified if the link is valid and the account still uses that address. */
export async function verifyEmail({ db }: AuthDeps, token: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const used = await consumeToken(tx, token, 'verify-email');
    if (!used) return null;
    const user = await findUserById(tx, used.userId);
    if (!user || user.email !== used.email) return null;
    if (!user.emailVerifiedAt) await updateUser(tx, user.id, { emailVerifiedAt: new Date() });
    return user.id;
  });
}

/**
 * Forgot password: the request only queues a job with the address (one insert whatever the address),
 * so the answer's content and timing are the same for known and unknown addresses; the job looks the
 * member up and mails the link.
 */
export async function requestPasswordReset({ db }: AuthDeps, email: string): Promise<void> {
  await enqueueJob(db, { queue: FORGOT_QUEUE, payload: { email }, maxAttempts: 3 });
}

export async function mailPasswordReset({ db, config }: AuthDeps, payload: unknown): Promise<void> {
  const { email } = ForgotJobSchema.parse(payload);
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    const token = await issueToken(tx, {
      userId: user.id,
      purpose: 'reset-password',
      email: user.email,
      lifetimeMs: RESET_PASSWORD_HOURS * HOUR_MS,
    });
    await queueMail(tx, accountMail.reset(config.publicUrl, user.email, token), { userId: user.id });
  });
}

/** Sets the new password from a reset link; the caller then ends every session of the member. */
export async function resetPassword(
  { db }: AuthDeps,
  token: string,
  password: string,
  address: string,
): Promise<string> {
  const pending = await peekToken(db, token, 'reset-password');
  const user = pending ? await findUserById(db, pending.userId) : null;
  if (!pending || !user) throw badRequest(AUTH_MESSAGES.linkInvalid);
  // A valid link came from the member's inbox: their work queues in the members' lane.
  const caller: PasswordCaller = { lane: 'member', address };
  // Checked before the link is used up, so a refused password leaves the link working.
  await assertAcceptable(password, user, caller);
  const passwordHash = await hashPassword(password, caller);
  return db.transaction(async (tx) => {
    const used = await consumeToken(tx, token, 'reset-password');
    if (!used) throw badRequest(AUTH_MESSAGES.linkInvalid);
    // The link reached the member's inbox, which is what verifying the address proves.
    await updateUser(tx, used.userId, {
      passwordHash,
      ...(user.emailVerifiedAt || used.email !== user.email ? {} : { emailVerifiedAt: new Date() }),
    });
    // The owner proved who they are: whatever a stranger's guesses added up to is forgotten.
    await clearRateLimits(tx, [signInAccountKey(user.email)], [signInPairPrefix(user.email)]);
    return used.userId;
  });
}

export async function changePassword(
  { db, config }: AuthDeps,
  userId: string,
  currentPassword: string,
  newPassword: string,
  address: string,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  // A signed-in member: the members' lane.
  const caller: PasswordCaller = { lane: 'member', address };
  if (!user.passwordHash || !(await verifyPassword(currentPassword, user.passwordHash, caller)))
    throw new HttpError(400, AUTH_MESSAGES.wrongCurrentPassword);
  await assertAcceptable(newPassword, user, caller);
  const passwordHash = await hashPassword(newPassword, caller);
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash });
    await queueMail(tx, accountMail.passwordChanged(config.publicUrl, user.email), { userId });
  });
}

/** Confirms the password for recent-sign-in actions: a signed-in member, so the members' lane. */
export async function confirmPassword(
  { db }: AuthDeps,
  userId: string,
  password: string,
  address: string,
): Promise<void> {
  const user = await findUserById(db, userId);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()), {
    lane: 'member',
    address,
  });
  if (!user?.passwordHash || !valid) throw new HttpError(400, AUTH_MESSAGES.wrongCurrentPassword);
}

/**
 * Mails a confirmation link to the new address; nothing changes until it is followed. The answer is
 * the same whether or not another account uses that address (confirming then fails instead).
 */
export async function requestEmailChange(
  { db, config }: AuthDeps,
  userId: string,
  email: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw unauthorized();
    if (user.email === email) throw badRequest('That is already your e-mail address.');
    const token = await issueToken(tx, {
      userId,
      purpose: 'change-email',
      email,
      lifetimeMs: CHANGE_EMAIL_HOURS * HOUR_MS,
    });
    await queueMail(tx, accountMail.changeEmail(config.publicUrl, email, token), { userId });
  });
}

/** Switches the account to the confirmed address (verified by the link) and tells the old one. */
export async function confirmEmailChange(
  { db, config }: AuthDeps,
  token: string,
): Promise<{ userId: string } | 'invalid' | 'taken'> {
  return db.transaction(async (tx) => {
    const used = await consumeToken(tx, token, 'change-email');
    if (!used) return 'invalid';
    const user = await findUserById(tx, used.userId);
    if (!user) return 'invalid';
    const owner = await findUserByEmail(tx, used.email);
    if (owner && owner.id !== user.id) return 'taken';
    await updateUser(tx, user.id, { email: used.email, emailVerifiedAt: new Date() });
    await queueMail(tx, accountMail.emailChanged(config.publicUrl, user.email, used.email), {
      userId: user.id,
    });
    return { userId: user.id };
  });
}
