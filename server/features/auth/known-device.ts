import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGN_IN_KNOWN_ADDRESS_DAYS } from '#domain/auth/auth';
import { DAY_MS } from '#domain/shared/dates';
import type { AppConfig } from '#server/config';

/**
 * A browser where a member signed in with their password carries their id in a signed cookie, sent
 * only to /api/login: a later sign-in from it queues in the members' lane for password work
 * (domain/auth/password-queue.ts) even from a new network, as a phone changes address. It grants
 * nothing else: the password is checked as always, and the cookie cannot be forged without the
 * server's cookie secret.
 */
const KNOWN_DEVICE_COOKIE = 'abundance_device';

export function rememberDevice(reply: FastifyReply, config: AppConfig, userId: string): void {
  reply.setCookie(KNOWN_DEVICE_COOKIE, userId, {
    path: '/api/login',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    signed: true,
    maxAge: (SIGN_IN_KNOWN_ADDRESS_DAYS * DAY_MS) / 1000,
  });
}

/** The member id this browser's signed cookie names, or null without a valid one. */
export function deviceMemberId(request: FastifyRequest): string | null {
  const raw = request.cookies[KNOWN_DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}
