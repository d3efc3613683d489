import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * dist/web, found from this module's own place: server/plugins/ when run from source, dist/server/
 * when run as the compiled bundle (`npm run build`), which sits beside the client it serves.
 */
export function webRootFrom(moduleDir: string): string {
  return path.basename(moduleDir) === 'server' && path.basename(path.dirname(moduleDir)) === 'dist'
    ? path.resolve(moduleDir, '../web')
    : path.resolve(moduleDir, '../../dist/web');
}

const webRoot = webRootFrom(path.dirname(fileURLToPath(import.meta.url)));

/** Where the landing page lives; a visitor's document there is the prerendered one (docs/landing.md). */
const LANDING_PATHS = new Set(['/', '/home']);

/**
 * Serves the built React client. Hashed assets are cached for a year; documents never, so a deploy
 * reaches users on their next load. Paths that are not files get index.html (the client routes them),
 * except / and /home for a visitor without a session, who gets landing.html: the landing page
 * prerendered at build time. Unknown /api paths get a JSON 404.
 */
export async function registerWebClient(app: FastifyInstance): Promise<void> {
  const built = existsSync(path.join(webRoot, 'index.html'));
  const prerendered = existsSync(path.join(webRoot, 'landing.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of every text file (scripts/compress-web.mjs).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (
      pathname.startsWith('/api/') ||
      pathname === '/api' ||
      !built ||
      !['GET', 'HEAD'].includes(request.method)
    ) {
      return reply.status(404).send({ message: 'Not Found' });
    }
    // A missing asset file is a real 404; anything else is a client-side route.
    if (pathname.startsWith('/assets/') || /\.[a-z0-9]{2,5}$/i.test(pathname)) {
      return reply.status(404).type('text/plain').send('Not Found');
    }
    // The document depends on the cookie: shared caches must not hand one visitor's to another.
    reply.header('cache-control', 'no-cache').header('vary', 'cookie');
    const visitor = prerendered && LANDING_PATHS.has(pathname) && !(await app.sessions.hasSession(request));
    return reply.sendFile(visitor ? 'landing.html' : 'index.html');
  });
}
