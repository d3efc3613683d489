import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '#server/jobs/job-repository';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '#server/test-support/otlp-receiver';
import { createTestApp } from '#server/test-support/test-app';

const SERVER = 2;
const CLIENT = 3;
const STATUS_ERROR = 2;

describe('traces exported over OTLP/HTTP', () => {
  let receiver: OtlpReceiver;
  let spans: ReceivedSpan[];
  const goalId = randomUUID();
  const secretQuery = 'private-note-9731';

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    const t = await createTestApp(
      { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_SERVICE_NAME: 'abundance-trace-test' },
      (app) => {
        app.jobs.register('test.traced', 'maintenance', async (_payload, { db }) => {
          await db.execute(sql`select 4242 as traced_job_marker`);
        });
        app.jobs.register('test.traced-failing', 'maintenance', async () => {
          throw new Error('the stand-in job fails');
        });
      },
    );
    try {
      const user = await t.createUser();
      // Over a real socket: the body is read from the socket's events, outside the request's span.
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const response = await fetch(
        `http://127.0.0.1:${port}/api/quantum-goals/${goalId}?note=${secretQuery}`,
        {
          method: 'PATCH',
          headers: { cookie: user.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ currentProgress: 5 }),
        },
      );
      expect(response.status).toBe(404);
      for (const queue of ['test.traced', 'test.traced-failing'])
        await enqueueJob(t.database.db, { queue, payload: {}, key: `${queue}-1`, runAt: new Date() });
      await t.app.jobs.runDue();
    } finally {
      // Closing flushes the spans still batched.
      await t.close();
    }
    spans = receiver.spans;
  });
  afterAll(async () => {
    await receiver.close();
  });

  const childrenOf = (parent: ReceivedSpan) =>
    spans.filter((span) => span.traceId === parent.traceId && span.parentSpanId === parent.spanId);

  it('sends a server span per request, named by its route pattern, with its status', () => {
    const request = spans.find((span) => span.name === 'PATCH /api/quantum-goals/:id');
    expect(request).toBeDefined();
    expect(request?.kind).toBe(SERVER);
    expect(request?.serviceName).toBe('abundance-trace-test');
    expect(request?.attributes).toMatchObject({
      'http.request.method': 'PATCH',
      'http.route': '/api/quantum-goals/:id',
      'http.response.status_code': 404,
    });
  });

  it("nests the request's SQL statements under it, with their text and never their parameters", () => {
    const request = spans.find((span) => span.name === 'PATCH /api/quantum-goals/:id');
    const statements = request ? childrenOf(request) : [];
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement.kind).toBe(CLIENT);
      expect(statement.attributes['db.system']).toBe('postgresql');
      expect(typeof statement.attributes['db.query.text']).toBe('string');
    }
    expect(
      statements.some((span) => String(span.attributes['db.query.text']).includes('quantum_goals')),
    ).toBe(true);
    // Neither the id in the path, nor the query string, nor a bound parameter reaches any span.
    const exported = JSON.stringify(spans);
    expect(exported).not.toContain(goalId);
    expect(exported).not.toContain(secretQuery);
  });

  it('sends a span per job run, named by its queue, with its outcome and its statements', () => {
    const job = spans.find((span) => span.name === 'test.traced');
    expect(job?.attributes['job.outcome']).toBe('done');
    const statements = job ? childrenOf(job) : [];
    expect(
      statements.some((span) => String(span.attributes['db.query.text']).includes('traced_job_marker')),
    ).toBe(true);
    const failing = spans.find((span) => span.name === 'test.traced-failing');
    expect(failing?.attributes['job.outcome']).toBe('retry');
    expect(failing?.status?.code).toBe(STATUS_ERROR);
  });
});

describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  const probe = async (env: Record<string, string>) => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/test-support/loaded-modules-probe.ts'],
      { env: { ...process.env, ...env }, timeout: 60_000 },
    );
    return JSON.parse(stdout) as { health: number; openTelemetry: string[] };
  };

  it('loads no OpenTelemetry module (and the same probe sees them when it is set)', async () => {
    const receiver = await startOtlpReceiver();
    try {
      // Empty means unset (server/config.ts), whatever the surrounding environment holds.
      const [without, withTracing] = await Promise.all([
        probe({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }),
        probe({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint }),
      ]);
      expect(without.health).toBe(200);
      expect(without.openTelemetry).toEqual([]);
      expect(withTracing.health).toBe(200);
      expect(withTracing.openTelemetry.some((url) => url.includes('@opentelemetry/sdk-trace-base'))).toBe(
        true,
      );
      expect(receiver.spans.some((span) => span.name === 'GET /api/health')).toBe(true);
    } finally {
      await receiver.close();
    }
  }, 120_000);
});
