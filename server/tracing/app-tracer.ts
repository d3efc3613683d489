import type { AppConfig } from '#server/config';

type SpanAttributes = Record<string, string | number | boolean>;

/** One span the app opened; `end` records the outcome (an error marks it failed). */
export type AppSpan = {
  setAttributes: (attributes: SpanAttributes) => void;
  end: (error?: unknown) => void;
};

/**
 * The app's view of tracing: small on purpose, so that request, statement and job code depend on
 * these types only and the OpenTelemetry packages load solely when tracing is configured.
 */
export type AppTracer = {
  /** Opens a span under the current one (the request's, for a statement a handler sends). */
  start: (name: string, kind: 'server' | 'client' | 'internal', attributes: SpanAttributes) => AppSpan;
  /** Runs `run` with `span` as the current span, so spans opened inside become its children. */
  within: <T>(span: AppSpan, run: () => T) => T;
  /** Sends the spans still buffered and stops exporting (shutdown). */
  shutdown: () => Promise<void>;
};

/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT set, a tracer exporting over OTLP/HTTP; without it, undefined,
 * and no OpenTelemetry module is ever imported (docs/operations.md, "Traces").
 */
export async function startTracing(config: AppConfig): Promise<AppTracer | undefined> {
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  const { createOpenTelemetryTracer } = await import('./open-telemetry');
  return createOpenTelemetryTracer({
    endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: config.OTEL_SERVICE_NAME,
  });
}
