import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, AUTH_RATE_LIMITS } from '#domain/auth/auth';
import { consumeRateLimit } from '#server/plugins/rate-limits';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

const cookieOf = (response: { headers: Record<string, unknown> }) => {
  const header = response.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  return typeof first === 'string' ? (first.split(';')[0] ?? '') : '';
};

describe('built-in sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signUp = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/signup', payload });

  it('signs up, reads the user, signs out, and signs in again', async () => {
    const created = await signUp({
      email: 'Round.Trip@Example.com',
      password: 'long enough',
      firstName: 'Ada',
      lastName: 'Byron',
    });
    expect(created.statusCode).toBe(201);
    const cookie = cookieOf(created);
    expect(created.headers['set-cookie']).toMatch(/HttpOnly/);
    expect(created.headers['set-cookie']).toMatch(/SameSite=Lax/);
    expect(created.headers['set-cookie']).not.toMatch(/Secure/);

    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'round.trip@example.com',
      firstName: 'Ada',
      lastName: 'Byron',
      quantumLevel: 1,
      levelProgress: 0,
    });
    expect(me.json()).not.toHaveProperty('passwordHash');

    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/');
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(
      401,
    );

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'ROUND.TRIP@example.com', password: 'long enough' },
    });
    expect(again.statusCode).toBe(200);
    const rotated = cookieOf(again);
    expect(rotated).not.toBe(cookie);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: rotated } })).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    await signUp({ email: 'wrong@example.com', password: 'right password', firstName: 'W' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'wrong@example.com', password: 'not it at all' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@example.com', password: 'whatever123' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: AUTH_MESSAGES.wrongCredentials });
    expect(unknown.json()).toEqual({ message: AUTH_MESSAGES.wrongCredentials });
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a short password and a bad e-mail with clear messages', async () => {
    const weak = await signUp({ email: 'weak@example.com', password: 'short', firstName: 'W' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Password must be at least 8 characters.');
    const badEmail = await signUp({ email: 'not-an-email', password: 'long enough', firstName: 'B' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('Enter a valid e-mail address.');
  });

  it.each([
    [{ email: 'missing@example.com', password: 'a quiet river at dawn' }, /^firstName: /],
    [{ password: 'a quiet river at dawn', firstName: 'M' }, /^email: /],
    [{ email: 'missing@example.com', firstName: 'M' }, /^password: /],
    [{ email: 'typed@example.com', password: 'a quiet river at dawn', firstName: 7 }, /^firstName: /],
  ])('names the field that is missing or of the wrong type: %o', async (payload, message) => {
    const response = await signUp(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('serves the sign-in page, and re-renders it with the error and the e-mail kept for a form post', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/login?mode=signin' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('action="/api/login"');
    expect(page.body).not.toMatch(/<script/i);

    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: form,
      payload: 'email=form%40example.com&password=nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain(AUTH_MESSAGES.wrongCredentials);
    expect(wrong.body).toContain('value="form@example.com"');

    const hostile = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: form,
      payload: 'email=%3Cb%3Eform%40example.com&password=nope',
    });
    expect(hostile.statusCode).toBe(400);
    expect(hostile.body).toContain('Enter a valid e-mail address.');
    expect(hostile.body).toContain('value="&lt;b&gt;form@example.com"');
    expect(hostile.body).not.toContain('<b>form');
  });

  it.each([
    [undefined, undefined, 'Create your account'],
    ['abundance_returning=1', undefined, 'Welcome back'],
    [undefined, 'signin', 'Welcome back'],
    ['abundance_returning=1', 'signup', 'Create your account'],
  ])('opens /api/login with cookie %s and mode %s on "%s"', async (cookie, mode, heading) => {
    const page = await t.app.inject({
      method: 'GET',
      url: mode ? `/api/login?mode=${mode}` : '/api/login',
      headers: cookie ? { cookie } : {},
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(heading);
  });

  it('redirects a successful form sign-up to the app', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'firstName=Form&lastName=User&email=form.user%40example.com&password=long+enough',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(cookieOf(response)).toMatch(/^abundance_session=/);
  });

  it('rate-limits repeated attempts on one e-mail from one address, counted in the database', async () => {
    // Nine earlier attempts, as any instance would have counted them.
    for (let i = 0; i < 9; i += 1)
      await consumeRateLimit(
        t.database.db,
        'signin-email:target@example.com:127.0.0.1',
        AUTH_RATE_LIMITS.signInPerAccountAddress,
      );
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'target@example.com', password: 'guess-guess' },
      });
    expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
  });

  it('rate-limits many attempts from one address across e-mails', async () => {
    for (let i = 0; i < 30; i += 1)
      await consumeRateLimit(t.database.db, 'signin-ip:10.9.8.7', AUTH_RATE_LIMITS.signInPerIp);
    const spray = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.9.8.7',
      payload: { email: 'spray0@example.com', password: 'guess-guess' },
    });
    expect(spray.statusCode).toBe(429);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.9.8.8',
      payload: { email: 'spray1@example.com', password: 'guess-guess' },
    });
    expect(other.statusCode).toBe(401);
  });
});

describe('PATCH /api/user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('updates the name and time zone of the signed-in user only', async () => {
    const user = await t.createUser({ firstName: 'Old' });
    const other = await t.createUser({ firstName: 'Other' });
    const response = await t.as(user, {
      method: 'PATCH',
      url: '/api/user',
      payload: { firstName: 'New', timeZone: 'Europe/Paris' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'New', timeZone: 'Europe/Paris' });
    expect((await t.as(other, { method: 'GET', url: '/api/user' })).json().firstName).toBe('Other');
  });

  it('stores a sky location to two decimals, returns it, and forgets it with nulls', async () => {
    const user = await t.createUser();
    const set = await t.as(user, {
      method: 'PATCH',
      url: '/api/user',
      payload: { latitude: 48.856613, longitude: 2.352222 },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ latitude: 48.86, longitude: 2.35 });
    expect((await t.as(user, { method: 'GET', url: '/api/user' })).json()).toMatchObject({
      latitude: 48.86,
      longitude: 2.35,
    });
    const cleared = await t.as(user, {
      method: 'PATCH',
      url: '/api/user',
      payload: { latitude: null, longitude: null },
    });
    expect(cleared.json()).toMatchObject({ latitude: null, longitude: null });
  });

  it('keeps the country the member chooses for their help lines, and forgets it for null', async () => {
    const user = await t.createUser({ timeZone: 'Europe/Berlin' });
    expect((await t.as(user, { method: 'GET', url: '/api/user' })).json()).toMatchObject({ country: null });
    const set = await t.as(user, { method: 'PATCH', url: '/api/user', payload: { country: 'fr' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ country: 'FR' });
    const cleared = await t.as(user, { method: 'PATCH', url: '/api/user', payload: { country: null } });
    expect(cleared.json()).toMatchObject({ country: null });
  });

  it.each([
    [{ timeZone: 'Mars/Olympus' }, /^timeZone: /],
    [{ firstName: '' }, /^firstName: First name cannot be empty/],
    [{ isAdmin: true }, /isAdmin/],
    [{}, /Nothing to update/],
    [{ latitude: 91, longitude: 0 }, /^latitude: latitude must be between -90 and 90/],
    [{ latitude: 48.86 }, /^longitude: latitude and longitude must be sent together/],
    [{ latitude: null, longitude: 2.35 }, /^longitude: latitude and longitude must both be numbers/],
    [{ latitude: '48.86', longitude: 2.35 }, /^latitude: /],
    [{ country: 'XX' }, /^country: country must be a two-letter country code/],
    [{ country: 'Germany' }, /^country: /],
    [{ country: 49 }, /^country: /],
  ])('refuses %o', async (payload, message) => {
    const user = await t.createUser();
    const response = await t.as(user, { method: 'PATCH', url: '/api/user', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});
