import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type AnyValue = { stringValue?: string; intValue?: number | string; boolValue?: boolean };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: Array<{ key: string; value: AnyValue }>;
  status?: { code?: number };
};
type ExportRequest = {
  resourceSpans?: Array<{
    resource?: { attributes?: Array<{ key: string; value: AnyValue }> };
    scopeSpans?: Array<{ spans?: OtlpSpan[] }>;
  }>;
};

/** A received span with its attributes flattened to plain values. */
export type ReceivedSpan = Omit<OtlpSpan, 'attributes'> & {
  attributes: Record<string, string | number | boolean>;
  serviceName: string | undefined;
};

export type OtlpReceiver = { endpoint: string; spans: ReceivedSpan[]; close: () => Promise<void> };

const plain = (value: AnyValue) =>
  value.stringValue ?? (value.intValue === undefined ? value.boolValue : Number(value.intValue)) ?? '';

const flatten = (attributes: Array<{ key: string; value: AnyValue }> = []) =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, plain(value)]));

/**
 * An OpenTelemetry collector stand-in on loopback: accepts OTLP/HTTP JSON export requests on
 * POST /v1/traces, as the OTLP specification defines them, and keeps every span it was sent.
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      if (!request.headers['content-type']?.startsWith('application/json')) {
        response.writeHead(415).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest;
      for (const resourceSpans of body.resourceSpans ?? []) {
        const serviceName = flatten(resourceSpans.resource?.attributes)['service.name'];
        for (const scope of resourceSpans.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            spans.push({
              ...span,
              attributes: flatten(span.attributes),
              serviceName: typeof serviceName === 'string' ? serviceName : undefined,
            });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
