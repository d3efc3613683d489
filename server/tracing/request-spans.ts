import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppSpan, AppTracer } from './app-tracer';

/**
 * A server span per request, named by method and route pattern (`GET /api/goals/:id`), never the raw
 * URL, whose ids and query would make every request its own name and could carry private values.
 * The span is made current for the hooks and the handler, so statements they send become its children.
 */
export function registerRequestSpans(app: FastifyInstance, tracer: AppTracer): void {
  const spans = new WeakMap<FastifyRequest, AppSpan>();
  const failures = new WeakMap<FastifyRequest, Error>();

  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    const span = tracer.start(route ? `${request.method} ${route}` : request.method, 'server', {
      'http.request.method': request.method,
      ...(route ? { 'http.route': route } : {}),
    });
    spans.set(request, span);
    tracer.within(span, done);
  });
  // Reading a body resumes on the socket's events, outside the span: enter it again for the handler.
  app.addHook('preHandler', (request, _reply, done) => {
    const span = spans.get(request);
    if (span) tracer.within(span, done);
    else done();
  });
  app.addHook('onError', (request, _reply, error, done) => {
    failures.set(request, error);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const span = spans.get(request);
    if (span) {
      span.setAttributes({ 'http.response.status_code': reply.statusCode });
      span.end(reply.statusCode >= 500 ? (failures.get(request) ?? `status ${reply.statusCode}`) : undefined);
      spans.delete(request);
    }
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    spans.get(request)?.end('request aborted by the client');
    spans.delete(request);
    done();
  });
}
