import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#domain/auth/auth';
import { users } from '#server/db/schema/users';
import { hashPassword } from '#server/features/auth/password';
import { APP_PASSWORD_WORK } from '#server/features/auth/password-workers';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { linkIn, startSmtpTestServer, type SmtpTestServer } from '#server/test-support/smtp-test-server';

const APP_URL = 'http://abundance.test';
const cookieOf = (response: { headers: Record<string, unknown> }) => {
  const header = response.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  return typeof first === 'string' ? (first.split(';')[0] ?? '') : '';
};
const pathOf = (link: string) => link.slice(APP_URL.length);

describe('account flows over real mail', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: APP_URL });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload: unknown, cookie = '') =>
    t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: { cookie } });
  /** The mailed link's page's one button: a form post of its token to the same path. */
  const pressButton = (path: string, link: string) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: `token=${encodeURIComponent(new URL(link).searchParams.get('token') ?? '')}`,
    });
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
  const deliver = async () => {
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
  };
  const signUp = async (email: string, password = 'quiet river stones') => {
    const response = await post('/api/signup', { email, password, firstName: 'Iris', lastName: 'Vale' });
    expect(response.statusCode).toBe(201);
    return cookieOf(response);
  };

  it('verifies the address through a single-use link that lands in the app', async () => {
    const cookie = await signUp('verify@example.com');
    expect((await me(cookie)).json()).toMatchObject({ emailVerified: false });
    await deliver();
    const mail = await smtp.waitFor('verify@example.com');
    expect(mail.raw).toContain('Subject: Confirm your e-mail address');
    const link = linkIn(mail, `${APP_URL}/api/verify-email?token=`);
    // Opening the link (as a mail scanner's prefetch would) shows a page and changes nothing.
    const opened = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('<form method="post" action="/api/verify-email">');
    expect(opened.body).toContain('Confirm my address');
    expect((await me(cookie)).json()).toMatchObject({ emailVerified: false });
    const pressed = await pressButton('/api/verify-email', link);
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe('/?verified=1');
    expect((await me(cookie)).json()).toMatchObject({ emailVerified: true });
    expect((await pressButton('/api/verify-email', link)).statusCode).toBe(400);
    const again = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.linkInvalid);
    const page = await t.app.inject({ method: 'GET', url: pathOf(link), headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(AUTH_MESSAGES.linkInvalid);
  });

  it('refuses a verification link after 24 hours and rate-limits resends', async () => {
    const cookie = await signUp('late@example.com');
    await deliver();
    const link = linkIn(await smtp.waitFor('late@example.com'), `${APP_URL}/api/verify-email?token=`);
    await t.database.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 second' where email = 'late@example.com'`,
    );
    expect((await t.app.inject({ method: 'GET', url: pathOf(link) })).statusCode).toBe(400);
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await post('/api/email/verification', {}, cookie)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    await deliver();
    await smtp.waitFor('late@example.com', 4);
    // Each resend retires the links before it: exactly the newest one verifies.
    const outcomes = [];
    for (const mail of smtp.received.filter((received) => received.to.includes('late@example.com'))) {
      const link = linkIn(mail, `${APP_URL}/api/verify-email?token=`);
      outcomes.push((await pressButton('/api/verify-email', link)).statusCode);
    }
    expect(outcomes.filter((status) => status === 303)).toHaveLength(1);
    expect((await me(cookie)).json()).toMatchObject({ emailVerified: true });
  });

  it('answers a sign-up with a registered address like a new one and mails the owner', async () => {
    await signUp('owner@example.com');
    const second = await post('/api/signup', {
      email: 'Owner@Example.com',
      password: 'another calm password',
      firstName: 'Eve',
    });
    expect(second.statusCode).toBe(201);
    expect(Object.keys(second.json())).toEqual(['userId']);
    expect(cookieOf(second)).toMatch(/^abundance_session=.{40,}/);
    expect((await me(cookieOf(second))).statusCode).toBe(401);
    await deliver();
    await smtp.waitFor('owner@example.com', 'Someone tried to sign up with your address');
    const owners = await t.database.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    expect(owners).toHaveLength(1);
  });

  it('resets a forgotten password through the mailed link and ends every session', async () => {
    const cookie = await signUp('forgot@example.com');
    const known = await post('/api/password/forgot', { email: 'forgot@example.com' });
    const unknown = await post('/api/password/forgot', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    await deliver();
    const link = linkIn(
      await smtp.waitFor('forgot@example.com', 'Reset your password'),
      `${APP_URL}/reset-password?token=`,
    );
    expect(smtp.received.some((mail) => mail.to.includes('nobody-here@example.com'))).toBe(false);
    const page = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('action="/api/password/reset"');
    const token = new URL(link).searchParams.get('token') ?? '';

    const common = await post('/api/password/reset', { token, password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/too easy to guess/);
    const done = await post('/api/password/reset', { token, password: 'lantern meadow echo' });
    expect(done.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await post('/api/password/reset', { token, password: 'another lantern echo' })).statusCode).toBe(
      400,
    );
    const signIn = await post('/api/login', { email: 'forgot@example.com', password: 'lantern meadow echo' });
    expect(signIn.statusCode).toBe(200);
  });

  it('changes the password with the current one and ends only the other sessions', async () => {
    const here = await signUp('change@example.com', 'first calm harbor');
    const elsewhere = cookieOf(
      await post('/api/login', { email: 'change@example.com', password: 'first calm harbor' }),
    );
    const wrong = await post(
      '/api/password/change',
      { currentPassword: 'nope nope', newPassword: 'second calm harbor' },
      here,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(AUTH_MESSAGES.wrongCurrentPassword);
    const named = await post(
      '/api/password/change',
      { currentPassword: 'first calm harbor', newPassword: 'iris-vale-2026' },
      here,
    );
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toMatch(/e-mail address or name/);
    const changed = await post(
      '/api/password/change',
      { currentPassword: 'first calm harbor', newPassword: 'second calm harbor' },
      here,
    );
    expect(changed.statusCode).toBe(200);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
  });

  it('changes the e-mail only after a recent sign-in and the new address confirms it', async () => {
    const cookie = await signUp('old-address@example.com', 'amber forest lake');
    await t.database.db.execute(
      sql`update sessions set authenticated_at = now() - interval '11 minutes' where user_id = (select id from users where email = 'old-address@example.com')`,
    );
    const stale = await post('/api/email/change', { email: 'new-address@example.com' }, cookie);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: 'reauth_required' });
    expect((await post('/api/reauth', { password: 'amber forest lake' }, cookie)).statusCode).toBe(200);
    expect((await post('/api/email/change', { email: 'new-address@example.com' }, cookie)).statusCode).toBe(
      200,
    );
    expect((await me(cookie)).json()).toMatchObject({ email: 'old-address@example.com' });
    await deliver();
    const link = linkIn(await smtp.waitFor('new-address@example.com'), `${APP_URL}/api/email/confirm?token=`);
    const opened = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('<form method="post" action="/api/email/confirm">');
    expect((await me(cookie)).json()).toMatchObject({ email: 'old-address@example.com' });
    const confirmed = await pressButton('/api/email/confirm', link);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/profile?email=changed');
    expect((await me(cookie)).json()).toMatchObject({
      email: 'new-address@example.com',
      emailVerified: true,
    });
    await deliver();
    await smtp.waitFor('old-address@example.com', 'Your e-mail address was changed');
  });

  it('refuses common and personal passwords with the form input kept', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'firstName=Rosa&lastName=Marsh&email=rosa%40example.com&password=rosamarsh1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('does not contain your e-mail address or name');
    expect(response.body).toContain('value="rosa@example.com"');
    expect(response.body).toContain('value="Rosa"');
  });

  it('upgrades an older, weaker password hash at the next sign-in', async () => {
    const weakHash = await hashPassword('gentle tide pools', APP_PASSWORD_WORK, 2 ** 14);
    await t.createUser({ email: 'legacy@example.com', passwordHash: weakHash });
    expect(
      (await post('/api/login', { email: 'legacy@example.com', password: 'gentle tide pools' })).statusCode,
    ).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'legacy@example.com'));
    expect(row?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
  });
});
