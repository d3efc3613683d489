import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { encodeDocument } from '#server/http/document-encoding';
import type { AuthContext } from '#server/sessions/session-plugin';

/**
 * dist/web, found from this module's own place: server/plugins/ when run from source, dist/server/
 * when run as the compiled bundle (`npm run build`), which sits beside the client it serves.
 */
function webRootFrom(moduleDir: string): string {
  return path.basename(moduleDir) === 'server' && path.basename(path.dirname(moduleDir)) === 'dist'
    ? path.resolve(moduleDir, '../web')
    : path.resolve(moduleDir, '../../dist/web');
}

const webRoot = webRootFrom(path.dirname(fileURLToPath(import.meta.url)));

/** Where the landing page lives; a visitor's document there is the prerendered one (docs/landing.md). */
const LANDING_PATHS = new Set(['/', '/home']);
/** Where a member opens the dashboard: their document there preloads its code too. */
const DASHBOARD_PATHS = new Set(['/', '/home', '/dashboard']);
/** Where the app documents take the member's data block (web/index.html, scripts/member-document.mjs). */
const SIGNED_IN_USER_MARKER = '<!--signed-in-user-->';

export type WebClientOptions = {
  /** The body GET /api/user answers for this session; it is written into the member's document. */
  signedInUser: (auth: AuthContext) => Promise<unknown>;
};

/**
 * The member's answer to GET /api/user as a data block: JSON the browser never executes (the content
 * security policy allows no inline script), read once by web/lib/current-user.ts. Every `<` is
 * escaped, so no value can close the element.
 */
function signedInUserBlock(user: unknown): string {
  const json = JSON.stringify(user).replace(/</g, '\\u003c');
  return `<script type="application/json" id="signed-in-user">${json}</script>`;
}

/**
 * Serves the built React client. Hashed assets are cached for a year; documents never, so a deploy
 * reaches users on their next load. Paths that are not files get index.html (the client routes them),
 * except / and /home for a visitor without a session, who gets landing.html: the landing page
 * prerendered at build time. A member gets member.html (member-dashboard.html at the dashboard): the
 * signed-in frame prerendered, the code preloaded, and their GET /api/user answer
 * (docs/performance.md, "First paint"). Unknown /api paths get a JSON 404.
 */
export async function registerWebClient(app: FastifyInstance, options: WebClientOptions): Promise<void> {
  const built = existsSync(path.join(webRoot, 'index.html'));
  const prerendered = existsSync(path.join(webRoot, 'landing.html'));
  const memberDocuments = existsSync(path.join(webRoot, 'member-dashboard.html'));
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
    const auth = await app.sessions.authOf(request);
    if (!auth) {
      return reply.sendFile(prerendered && LANDING_PATHS.has(pathname) ? 'landing.html' : 'index.html');
    }
    // When the user cannot be read (the account just went, the database is away), the plain app
    // document asks GET /api/user itself and says what happened, as it always did.
    const user = await options.signedInUser(auth).catch(() => null);
    if (user === null) return reply.sendFile('index.html');
    // A member's document paints the signed-in frame, preloads the app's code (and the dashboard's
    // where they open it) and carries their user, so the app starts without asking GET /api/user.
    const file = !memberDocuments
      ? 'index.html'
      : DASHBOARD_PATHS.has(pathname)
        ? 'member-dashboard.html'
        : 'member.html';
    const template = await readFile(path.join(webRoot, file), 'utf8');
    const html = template.replace(SIGNED_IN_USER_MARKER, () => signedInUserBlock(user));
    const { body, encoding } = await encodeDocument(html, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .header('cache-control', 'private, no-cache')
      .header('vary', 'cookie, accept-encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  });
}
