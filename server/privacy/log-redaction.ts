import type { FastifyRequest } from 'fastify';

/**
 * Query parameters never written to logs: a member's own words (a journal search), a mailed link's
 * single-use token, a sign-up invitation, and the OpenID callback's code and state.
 */
const PRIVATE_PARAMS = ['q', 'token', 'invitation', 'code', 'state'];

/**
 * Paths whose next segment is a secret (a calendar feed's token is its URL), with the fixed names
 * under them that are not.
 */
const PRIVATE_PATHS = [{ prefix: '/api/calendar-feed/', fixed: new Set(['reset']) }];

const REDACTED = '[redacted]';

function redactedPath(pathname: string): string {
  for (const { prefix, fixed } of PRIVATE_PATHS) {
    if (!pathname.startsWith(prefix)) continue;
    const rest = pathname.slice(prefix.length);
    const slash = rest.indexOf('/');
    const segment = slash < 0 ? rest : rest.slice(0, slash);
    if (segment === '' || fixed.has(segment)) return pathname;
    return `${prefix}${REDACTED}${slash < 0 ? '' : rest.slice(slash)}`;
  }
  return pathname;
}

/** The URL as logs show it: secret path segments and private query parameters replaced. */
export function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  const pathname = redactedPath(at < 0 ? url : url.slice(0, at));
  if (at < 0) return pathname;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const name of PRIVATE_PARAMS) if (params.has(name)) params.set(name, REDACTED);
  return `${pathname}?${params.toString()}`;
}

/** Fastify's request serializer, with the URL redacted: the request log holds no words or secrets. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
