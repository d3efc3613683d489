import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '#server/db/schema/jobs';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

const TOKEN = 'scrape-token-0123456789';

describe('Prometheus metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN, METRICS_PORT: '0' });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusTextFormat(response.body);
  };
  const family = (families: ReturnType<typeof parsePrometheusTextFormat>, name: string) => {
    const found = families.find((entry) => entry.name === name);
    if (!found) throw new Error(`no ${name}`);
    return found;
  };

  it('refuses a scrape without the bearer token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts requests by route pattern, never the raw URL, and the sign-in failures', async () => {
    const member = await t.createUser();
    await t.as(member, {
      method: 'PATCH',
      url: '/api/quantum-goals/00000000-0000-4000-8000-000000000001',
      payload: {},
    });
    await t.as(null, {
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@example.com', password: 'wrong wrong wrong' },
    });
    await t.database.db.insert(jobs).values([
      { queue: 'mail.send', payload: {}, runAt: new Date(Date.now() - 60_000) },
      { queue: 'mail.send', payload: {}, failed: 1, finishedAt: new Date(), lastError: 'SMTP 550' },
    ]);
    const families = await scrape();

    const requests = family(families, 'abundance_http_requests_total');
    expect(requests.type).toBe('COUNTER');
    const routes = requests.metrics.map((sample) => sample.labels?.route);
    expect(routes).toContain('/api/quantum-goals/:id');
    expect(routes.some((route) => route?.includes('00000000'))).toBe(false);
    expect(family(families, 'abundance_http_request_duration_seconds').type).toBe('HISTOGRAM');
    expect(
      Number(family(families, 'abundance_sign_in_failures_total').metrics[0]?.value),
    ).toBeGreaterThanOrEqual(1);

    const depth = family(families, 'abundance_job_queue_depth').metrics.find(
      (s) => s.labels?.queue === 'mail.send',
    );
    expect(Number(depth?.value)).toBeGreaterThanOrEqual(1);
    expect(
      Number(family(families, 'abundance_job_oldest_due_seconds').metrics[0]?.value),
    ).toBeGreaterThanOrEqual(59);
    const failed = family(families, 'abundance_jobs_failed').metrics.find(
      (s) => s.labels?.queue === 'mail.send',
    );
    expect(Number(failed?.value)).toBe(1);

    for (const name of [
      'abundance_nodejs_eventloop_lag_seconds',
      'abundance_nodejs_heap_size_used_bytes',
      'abundance_db_pool_connections',
      'abundance_change_feed_live',
      'abundance_session_cache_lookups',
      'abundance_job_runs_total',
      'abundance_rate_limits_hit_total',
    ])
      expect(families.map((entry) => entry.name)).toContain(name);
    expect(Number(family(families, 'abundance_change_feed_live').metrics[0]?.value)).toBe(1);
  });

  it('serves the same text on METRICS_PORT without a token', async () => {
    const address = t.app.metricsAddress();
    if (!address) throw new Error('no metrics listener');
    const response = await fetch(`http://127.0.0.1:${address.port}/metrics`);
    expect(response.status).toBe(200);
    expect(parsePrometheusTextFormat(await response.text()).map((entry) => entry.name)).toContain(
      'abundance_http_requests_total',
    );
    expect((await fetch(`http://127.0.0.1:${address.port}/other`)).status).toBe(404);
  });

  it('answers 404 at /metrics when neither a token nor a port is set', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
