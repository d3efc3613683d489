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

/**
 * Serves the built React client. Hashed assets are cached for a year; index.html never, so a deploy
 * reaches users on their next load. Paths that are not files get index.html (the client routes them);
 * unknown /api paths get a JSON 404.
 */
export async function registerWebClient(app: FastifyInstance): Promise<void> {
  const built = existsSync(path.join(webRoot, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
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
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
