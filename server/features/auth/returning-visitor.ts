import type { FastifyRequest } from 'fastify';
import { RETURNING_VISITOR_COOKIE } from '#domain/auth/auth';

/**
 * Sign-up first (docs/onboarding.md): /api/login opens on the create-account form in a browser that
 * has never been signed in here, and on sign-in in one that has. The signed-in app leaves a cookie
 * that holds no identity (the same value for everyone) to say so; signing out keeps it.
 */
export function defaultLoginMode(request: FastifyRequest): 'signin' | 'signup' {
  return request.cookies[RETURNING_VISITOR_COOKIE] ? 'signin' : 'signup';
}
