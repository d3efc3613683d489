import type { FastifyInstance } from 'fastify';
import { badRequest } from '#server/http/errors';

/** The path of the first string holding a NUL character, or null. */
function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = nulPath(child, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character (it raises an error, which would surface as a 500):
 * refuse it in any string of the body, query or route parameters, for every route, with a 400 that
 * names the field.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['body', request.body],
      ['querystring', request.query],
      ['params', request.params],
    ] as const) {
      const path = nulPath(value, '');
      if (path !== null)
        throw badRequest(
          `${part === 'body' ? '' : `${part} `}${path || part}: must not contain NUL characters`,
        );
    }
  });
}
