import { randomBytes, timingSafeEqual } from 'node:crypto';
import { APP_PASSWORD_WORK, passwordWorkers, type PasswordCaller } from './password-workers';

/**
 * Passwords are hashed with scrypt (memory-hard, in Node's crypto) at OWASP's minimum: N=2^17, r=8,
 * p=1, which needs 128 MiB per hash (128 * N * r bytes), so Node's 32 MiB default `maxmem` must be
 * raised. Parameters travel with the hash: older, weaker hashes still verify and are upgraded at the
 * member's next sign-in (see needsRehash).
 */
const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

/**
 * On a password worker (password-workers.ts): never on the event loop or libuv's thread pool. The
 * caller says which lane it queues in and which address it counts under.
 */
function derive(
  caller: PasswordCaller,
  password: string,
  salt: Buffer,
  n: number,
  r: number,
  p: number,
): Promise<Buffer> {
  return passwordWorkers().derive(
    { password: password.normalize('NFKC'), salt, keyLength: KEY_LENGTH, n, r, p, maxmem: MAX_MEMORY },
    caller,
  );
}

export async function hashPassword(password: string, caller: PasswordCaller, n = N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(caller, password, salt, n, R, P);
  return ['scrypt', n, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(
  password: string,
  stored: string,
  caller: PasswordCaller,
): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !expected) return false;
  const expectedKey = Buffer.from(expected, 'base64url');
  const key = await derive(caller, password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
}

/** True for a hash made with weaker parameters than today's (rehash it after a successful sign-in). */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) < N || Number(r) < R || Number(p) < P;
}

let decoy: Promise<string> | undefined;
/** A hash of a random password, checked when the e-mail is unknown so response timing reveals nothing. */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'), APP_PASSWORD_WORK);
  return decoy;
}
