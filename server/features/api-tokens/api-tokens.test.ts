import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_MESSAGES, API_TOKENS_MAX } from '#domain/api-tokens/api-tokens';
import { apiTokens } from '#server/db/schema/api-tokens';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

/** The routes no personal access token may use, as the product rules list them. */
const REFUSED: { methods: string[] | 'any'; pattern: RegExp }[] = [
  { methods: 'any', pattern: /^\/api\/account($|\/)/ },
  { methods: ['PATCH'], pattern: /^\/api\/user$/ },
  { methods: 'any', pattern: /^\/api\/password\// },
  { methods: 'any', pattern: /^\/api\/email\// },
  { methods: 'any', pattern: /^\/api\/reauth$/ },
  { methods: 'any', pattern: /^\/api\/tokens($|\/)/ },
  { methods: 'any', pattern: /^\/api\/webhooks($|\/)/ },
  { methods: 'any', pattern: /^\/api\/import\// },
  { methods: 'any', pattern: /^\/api\/push-subscriptions($|\/)/ },
  { methods: 'any', pattern: /^\/api\/calendar-feed($|\/)/ },
  { methods: 'any', pattern: /^\/api\/create-subscription$/ },
  { methods: 'any', pattern: /^\/api\/cancel-subscription$/ },
  { methods: 'any', pattern: /^\/api\/admin\// },
  { methods: 'any', pattern: /^\/api\/coach\// },
];

const shouldRefuse = (method: string, url: string) =>
  REFUSED.some((rule) => (rule.methods === 'any' || rule.methods.includes(method)) && rule.pattern.test(url));

describe('personal access tokens', () => {
  let t: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    second = await createTestApp({}, undefined, { database: t.database });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const create = async (user: TestUser, payload: Record<string, unknown>) =>
    t.as(user, { method: 'POST', url: '/api/tokens', payload });
  const tokenFor = async (user: TestUser, scope: 'read' | 'write' = 'write') => {
    const response = await create(user, { name: `script ${scope}`, scope });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; token: string };
  };
  const bearer = (token: string, app: TestApp = t) => ({
    call: (
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
      url: string,
      payload?: unknown,
      headers = {},
    ) =>
      app.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, ...headers },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      }),
  });

  it('refuses tokens on exactly the listed routes, declared by the route option', () => {
    const api = t.app.routeTable.filter((route) => route.url.startsWith('/api/'));
    const wrong = api.filter((route) => route.refusesTokens !== shouldRefuse(route.method, route.url));
    expect(wrong.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    // The list reaches real routes (a rule that matched none would prove nothing).
    expect(api.filter((route) => route.refusesTokens).length).toBeGreaterThanOrEqual(20);
  });

  it('creates a token shown once, stores only its hash, and lists it without the token', async () => {
    const user = await t.createUser();
    const response = await create(user, { name: '  Phone shortcut ', scope: 'write' });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ name: 'Phone shortcut', scope: 'write' });
    expect(created.token).toMatch(/^abt_[A-Za-z0-9_-]{43}$/);
    const days = (new Date(created.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.token);

    const listed = await t.as(user, { method: 'GET', url: '/api/tokens' });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(created.token);
    expect(listed.json()).toEqual([
      expect.objectContaining({ id: created.id, name: 'Phone shortcut', scope: 'write', lastUsedAt: null }),
    ]);
    expect((await bearer(created.token).call('GET', '/api/wealth-habits')).statusCode).toBe(200);
    const used = (await t.as(user, { method: 'GET', url: '/api/tokens' })).json();
    expect(new Date(used[0].lastUsedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('validates the body and names the field', async () => {
    const user = await t.createUser();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: '', scope: 'read' }, /^name: /],
      [{ name: 'x'.repeat(61), scope: 'read' }, /^name: must be at most 60/],
      [{ name: 'ok', scope: 'admin' }, /^scope: must be read or write/],
      [{ name: 'ok', scope: 'read', expiresInDays: 0 }, /^expiresInDays: must be at least 1/],
      [{ name: 'ok', scope: 'read', expiresInDays: 366 }, /^expiresInDays: must be at most 365/],
      [{ name: 'ok', scope: 'read', expiresInDays: 1.5 }, /^expiresInDays: must be a whole number/],
    ];
    for (const [payload, message] of cases) {
      const response = await create(user, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const week = (await create(user, { name: 'week', scope: 'read', expiresInDays: 7 })).json();
    expect((new Date(week.expiresAt).getTime() - Date.now()) / 86_400_000).toBeCloseTo(7, 1);
  });

  it('holds at most 20 live tokens', async () => {
    const user = await t.createUser();
    for (let index = 0; index < API_TOKENS_MAX; index += 1)
      expect((await create(user, { name: `t${index}`, scope: 'read' })).statusCode).toBe(201);
    const over = await create(user, { name: 'one more', scope: 'read' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(API_TOKEN_MESSAGES.tooMany);
  });

  it('authenticates as its member, ignoring cookies and the origin check', async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const { token } = await tokenFor(owner);
    const habit = await bearer(token).call(
      'POST',
      '/api/wealth-habits',
      { title: 'Save ten dollars' },
      { cookie: other.cookie, origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(habit.statusCode).toBe(201);
    const mine = (await t.as(owner, { method: 'GET', url: '/api/wealth-habits' })).json();
    const theirs = (await t.as(other, { method: 'GET', url: '/api/wealth-habits' })).json();
    expect(JSON.stringify(mine)).toContain('Save ten dollars');
    expect(JSON.stringify(theirs)).not.toContain('Save ten dollars');
    // No CORS: nothing invites a browser on another site to send the header.
    expect(habit.headers['access-control-allow-origin']).toBeUndefined();
    expect((await bearer('abt_not-a-real-token').call('GET', '/api/wealth-habits')).statusCode).toBe(401);
  });

  it('lets a read token read but not write', async () => {
    const user = await t.createUser();
    const { token } = await tokenFor(user, 'read');
    expect((await bearer(token).call('GET', '/api/wealth-habits')).statusCode).toBe(200);
    const write = await bearer(token).call('POST', '/api/wealth-habits', { title: 'Not allowed' });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(API_TOKEN_MESSAGES.readOnly);
  });

  it('refuses every token on the account, token and payment routes', async () => {
    const user = await t.createUser();
    const { token } = await tokenFor(user);
    const refused: [Parameters<ReturnType<typeof bearer>['call']>[0], string, unknown?][] = [
      ['GET', '/api/account/export'],
      ['POST', '/api/account/sign-out-everywhere', {}],
      ['PATCH', '/api/user', { firstName: 'Eve' }],
      ['POST', '/api/password/change', { currentPassword: 'x', newPassword: 'y' }],
      ['POST', '/api/reauth', { password: 'x' }],
      ['GET', '/api/tokens'],
      ['POST', '/api/tokens', { name: 'child', scope: 'write' }],
      ['GET', '/api/calendar-feed'],
      ['POST', '/api/cancel-subscription', {}],
      ['GET', '/api/coach/messages'],
    ];
    for (const [method, url, payload] of refused) {
      const response = await bearer(token).call(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(API_TOKEN_MESSAGES.refused);
    }
    // GET /api/user is not refused: a script may ask who it acts for.
    expect((await bearer(token).call('GET', '/api/user')).json()).toMatchObject({ email: user.email });
  });

  it('allows 60 requests a minute per token, then 429 with Retry-After', async () => {
    const user = await t.createUser();
    const { token } = await tokenFor(user, 'read');
    // Start at the beginning of a minute window so the 61 requests share one.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
    const statuses: number[] = [];
    for (let index = 0; index < 60; index += 1)
      statuses.push((await bearer(token, index % 2 ? second : t).call('GET', '/api/user')).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await bearer(token, second).call('GET', '/api/user');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(API_TOKEN_MESSAGES.rateLimited);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another token of the same member has its own allowance.
    const { token: fresh } = await tokenFor(user, 'read');
    expect((await bearer(fresh).call('GET', '/api/user')).statusCode).toBe(200);
  }, 120_000);

  it('revokes at once on every instance, and answers 404 for another member’s token', async () => {
    const user = await t.createUser();
    const stranger = await t.createUser();
    const { id, token } = await tokenFor(user);
    expect((await bearer(token, second).call('GET', '/api/wealth-habits')).statusCode).toBe(200);
    expect((await t.as(stranger, { method: 'DELETE', url: `/api/tokens/${id}` })).statusCode).toBe(404);
    expect((await t.as(user, { method: 'DELETE', url: `/api/tokens/${id}` })).statusCode).toBe(204);
    const after = await bearer(token, second).call('GET', '/api/wealth-habits');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(API_TOKEN_MESSAGES.invalid);
    expect((await t.as(user, { method: 'DELETE', url: `/api/tokens/${id}` })).statusCode).toBe(404);
    expect((await t.as(user, { method: 'DELETE', url: '/api/tokens/nope' })).statusCode).toBe(400);
  });
});
