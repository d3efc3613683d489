import type { FastifyRequest } from 'fastify';

/**
 * The token of an `Authorization: Bearer <token>` header, or undefined when the request has none.
 * A request that carries one is authenticated by it alone: its cookies are ignored, so a browser on
 * another site (which cannot set this header without knowing the token) cannot ride a session.
 */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
