import type { FastifyInstance } from 'fastify';
import { forbidden, unauthorized } from '#server/http/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only admins (ADMIN_EMAILS, verified address) may call the route; members get 403, visitors 401. */
    adminOnly?: boolean;
  }
}

export const ADMIN_PATH_PREFIX = '/api/admin/';
const ADMINS_ONLY = 'Only admins can do that.';

/**
 * The one place that decides who is an admin on a route: `config: { adminOnly: true }`. Runs after the
 * session hook, so `request.auth` is known. A route under /api/admin/ without the option stops start-up,
 * so no admin route can forget it.
 */
export function registerAdminOnly(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(ADMIN_PATH_PREFIX) && !route.config?.adminOnly)
      throw new Error(`${route.url} is under ${ADMIN_PATH_PREFIX} but lacks the adminOnly option`);
  });
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config.adminOnly) return;
    if (!request.auth) throw unauthorized();
    if (!request.auth.isAdmin) throw forbidden(ADMINS_ONLY);
  });
}
