import { context, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { AppSpan, AppTracer } from './app-tracer';

/** Longest wait for the last spans on shutdown (server/main.ts gives the whole shutdown 10 s). */
const SHUTDOWN_FLUSH_MS = 3_000;

const KINDS = { server: SpanKind.SERVER, client: SpanKind.CLIENT, internal: SpanKind.INTERNAL } as const;

/**
 * The tracer behind AppTracer: spans batched and posted as OTLP/HTTP JSON to `<endpoint>/v1/traces`,
 * and an AsyncLocalStorage context manager so a statement's span finds the request or job it runs for.
 */
export function createOpenTelemetryTracer(options: { endpoint: string; serviceName: string }): AppTracer {
  const exporter = new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces` });
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  const tracer = provider.getTracer('abundance');
  const spans = new WeakMap<AppSpan, Span>();

  return {
    start(name, kind, attributes) {
      const span = tracer.startSpan(name, { kind: KINDS[kind], attributes }, context.active());
      const handle: AppSpan = {
        setAttributes: (more) => void span.setAttributes(more),
        end(error) {
          if (error !== undefined) {
            span.recordException(error instanceof Error ? error : String(error));
            span.setStatus({ code: SpanStatusCode.ERROR });
          }
          span.end();
        },
      };
      spans.set(handle, span);
      return handle;
    },
    within(handle, run) {
      const span = spans.get(handle);
      return span ? context.with(trace.setSpan(context.active(), span), run) : run();
    },
    async shutdown() {
      // Bounded: a collector that is down must not hold shutdown past the server's own deadline,
      // after which the database would be cut off before closing cleanly.
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_FLUSH_MS)));
      await Promise.race([provider.shutdown().catch(() => undefined), limit]);
      clearTimeout(timer);
      // Frees the global slot, so a later tracer (another app in the same process) can take it.
      context.disable();
    },
  };
}
