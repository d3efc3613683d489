import type { FastifyRequest } from 'fastify';

/** Query parameters that may carry a member's own words (a journal search), never written to logs. */
const PRIVATE_PARAMS = ['q'];

/** The URL as logs show it: private query parameters replaced by "[redacted]". */
export function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const name of PRIVATE_PARAMS) if (params.has(name)) params.set(name, '[redacted]');
  return `${url.slice(0, at)}?${params.toString()}`;
}

/** Fastify's request serializer, with the URL redacted: the request log never holds journal words. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
