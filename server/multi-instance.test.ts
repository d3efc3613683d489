import { TEST_JOURNAL_KEY } from '#server/test-support/test-app';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnergyReadingSchema } from '#domain/energy/energy';
import { startAppServer, type AppServer } from '#e2e/harness/app-server';
import { readEvents } from '#server/test-support/event-stream';
import { createEmptyPostgresDatabase } from './test-support/test-database';

const migrationCount = readdirSync(path.join(import.meta.dirname, 'db/migrations')).filter((file) =>
  file.endsWith('.sql'),
).length;

/**
 * Two real app processes on one PostgreSQL, started at the same moment on an empty database: the
 * advisory lock lets exactly one apply the migrations, and a session made on one works on the other.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('several instances on one PostgreSQL', () => {
  let empty: { url: string; drop: () => Promise<void> };
  let instances: AppServer[] = [];

  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase();
    const env = {
      DATABASE_URL: empty.url,
      SESSION_SECRET: 'shared-secret-for-every-instance-0123456789',
      JOURNAL_KEY: TEST_JOURNAL_KEY,
    };
    instances = await Promise.all([startAppServer(env), startAppServer(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await empty.drop();
  });

  it('applied every migration exactly once although both instances started together', async () => {
    const client = new pg.Client({ connectionString: empty.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string; distinct: string }>(
        'select count(*) as count, count(distinct hash) as distinct from drizzle.__drizzle_migrations',
      );
      expect(Number(rows[0]?.count)).toBe(migrationCount);
      expect(Number(rows[0]?.distinct)).toBe(migrationCount);
    } finally {
      await client.end();
    }
  });

  it('shares sessions: signed in through one instance, recognised by the other, signed out everywhere', async () => {
    const [a, b] = instances;
    if (!a || !b) throw new Error('two instances expected');
    const signUp = await fetch(`${a.url}/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'twin@example.com', password: 'long enough', firstName: 'Twin' }),
    });
    expect(signUp.status).toBe(201);
    const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const onB = await fetch(`${b.url}/api/user`, { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ email: 'twin@example.com' });

    const renamed = await fetch(`${b.url}/api/user`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie, origin: b.url },
      body: JSON.stringify({ firstName: 'Renamed' }),
    });
    expect(renamed.status).toBe(200);
    expect(await (await fetch(`${a.url}/api/user`, { headers: { cookie } })).json()).toMatchObject({
      firstName: 'Renamed',
    });

    const out = await fetch(`${b.url}/api/logout`, {
      method: 'POST',
      headers: { cookie },
      redirect: 'manual',
    });
    expect(out.status).toBe(303);
    expect((await fetch(`${b.url}/api/user`, { headers: { cookie } })).status).toBe(401);
    // The other instance had the session cached: the change feed makes it forget within a second.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await fetch(`${a.url}/api/user`, { headers: { cookie } })).status).toBe(401);
  }, 30_000);

  it('ends a session on every instance within a second of revoking it on one', async () => {
    const [a, b] = instances;
    if (!a || !b) throw new Error('two instances expected');
    const signUp = await fetch(`${a.url}/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'revoked@example.com', password: 'long enough', firstName: 'Rev' }),
    });
    const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    // Both instances now hold the session in their look-up cache.
    expect((await fetch(`${a.url}/api/user`, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${b.url}/api/user`, { headers: { cookie } })).status).toBe(200);
    const everywhere = await fetch(`${b.url}/api/account/sign-out-everywhere`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: b.url },
      body: '{}',
    });
    expect(everywhere.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await fetch(`${a.url}/api/user`, { headers: { cookie } })).status).toBe(401);
  }, 30_000);

  it('streams a check-in made through one instance live to a device listening on the other', async () => {
    const [a, b] = instances;
    if (!a || !b) throw new Error('two instances expected');
    const signUp = await fetch(`${a.url}/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'live@example.com', password: 'long enough', firstName: 'Live' }),
    });
    const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    // The phone listens on instance B; without payments configured every plan line is unlocked.
    const stream = await fetch(`${b.url}/api/energy-readings/stream`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const received = readEvents(stream, 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The laptop checks in through instance A.
    const started = Date.now();
    const checkIn = await fetch(`${a.url}/api/energy-readings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: a.url },
      body: JSON.stringify({ feeling: 'joyful', energyLevel: 8, focus: 'Love' }),
    });
    expect(checkIn.status).toBe(201);
    const { id } = EnergyReadingSchema.parse(await checkIn.json());
    const [first, second] = await received;
    expect(first).toBeNull();
    expect(EnergyReadingSchema.parse(second).id).toBe(id);
    expect(Date.now() - started).toBeLessThan(2_000);
  }, 30_000);

  it('shares sign-in limits: attempts on one instance count on the other', async () => {
    const [a, b] = instances;
    if (!a || !b) throw new Error('two instances expected');
    const attempt = (instance: { url: string }) =>
      fetch(`${instance.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'limited@example.com', password: 'wrong guess' }),
      });
    // Ten attempts per address per 15 minutes, split over both instances: the eleventh is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await attempt(i % 2 ? b : a)).status);
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  }, 90_000);
});
