import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { startTestProvider, type TestProvider } from '#server/test-support/oidc-test-provider';

const APP_URL = 'http://app.test';

function cookiePairs(headers: Headers | Record<string, unknown>): string[] {
  const raw = headers instanceof Headers ? headers.getSetCookie() : [headers['set-cookie']].flat();
  return raw
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.split(';')[0] ?? '');
}

/** Follows the provider's redirects as a browser would, until it sends the browser back to the app. */
async function throughProvider(authorizationUrl: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const pair of cookiePairs(response.headers)) {
      const [name, ...value] = pair.split('=');
      if (name) jar.set(name, value.join('='));
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`provider stopped at ${url} with ${response.status}: ${await response.text()}`);
    const next = new URL(location, url);
    if (next.origin === APP_URL) return next;
    url = next.href;
  }
  throw new Error('too many redirects');
}

describe('sign-in with an OpenID Connect provider', () => {
  let provider: TestProvider;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startTestProvider(`${APP_URL}/api/callback`, `${APP_URL}/`);
    t = await createTestApp({
      PUBLIC_URL: APP_URL,
      OIDC_ISSUER_URL: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  async function startLogin() {
    const login = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(login.statusCode).toBe(302);
    const location = new URL(String(login.headers.location));
    const flowCookie = cookiePairs(login.headers).find((pair) => pair.startsWith('abundance_oidc_flow='));
    expect(flowCookie).toBeDefined();
    return { location, flowCookie: flowCookie ?? '' };
  }

  it('runs the authorization-code flow with PKCE, state and nonce, creates the user and signs out at the provider', async () => {
    provider.setAccount({
      sub: 'olive-1',
      email: 'Olive@Example.com',
      given_name: 'Olive',
      family_name: 'Provider',
    });
    const { location, flowCookie } = await startLogin();
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toBeTruthy();
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe(`${APP_URL}/api/callback`);

    const callback = await throughProvider(location.href);
    expect(callback.pathname).toBe('/api/callback');
    const done = await t.app.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
      headers: { cookie: flowCookie },
    });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/');
    const session = cookiePairs(done.headers).find((pair) => pair.startsWith('abundance_session='));
    expect(session).toBeDefined();

    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: session ?? '' } });
    expect(me.statusCode).toBe(200);
    // given_name and family_name are released only by userinfo, so this proves both sources are read.
    expect(me.json()).toMatchObject({ email: 'olive@example.com', firstName: 'Olive', lastName: 'Provider' });

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: session ?? '' },
    });
    expect(out.statusCode).toBe(303);
    const endSession = new URL(String(out.headers.location));
    expect(endSession.origin).toBe(provider.issuer);
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${APP_URL}/`);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: session ?? '' } }))
        .statusCode,
    ).toBe(401);
  });

  it('updates the same user on a second sign-in and splits a single name claim', async () => {
    provider.setAccount({ sub: 'olive-1', email: 'olive@example.com', name: 'Olivia Grace Provider' });
    const { location, flowCookie } = await startLogin();
    const callback = await throughProvider(location.href);
    const done = await t.app.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
      headers: { cookie: flowCookie },
    });
    const session = cookiePairs(done.headers).find((pair) => pair.startsWith('abundance_session=')) ?? '';
    const me = (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: session } })).json();
    expect(me).toMatchObject({ firstName: 'Olivia', lastName: 'Grace Provider' });
  });

  it('refuses a tampered state and a missing flow cookie', async () => {
    const { location, flowCookie } = await startLogin();
    const callback = await throughProvider(location.href);
    callback.searchParams.set('state', 'tampered-state');
    const tampered = await t.app.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
      headers: { cookie: flowCookie },
    });
    expect(tampered.statusCode).toBe(400);
    expect(
      cookiePairs(tampered.headers).some(
        (pair) => pair.startsWith('abundance_session=') && pair.length > 'abundance_session='.length,
      ),
    ).toBe(false);

    const noCookie = await t.app.inject({ method: 'GET', url: '/api/callback?code=abc&state=def' });
    expect(noCookie.statusCode).toBe(400);
    expect(noCookie.json().message).toMatch(/expired/);
  });

  async function signInAs(account: Parameters<TestProvider['setAccount']>[0]) {
    provider.setAccount(account);
    const { location, flowCookie } = await startLogin();
    const callback = await throughProvider(location.href);
    const done = await t.app.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
      headers: { cookie: flowCookie },
    });
    const session = cookiePairs(done.headers).find((pair) => /^abundance_session=./.test(pair));
    return { done, session };
  }

  it('links an existing account by e-mail only when the provider verified the address', async () => {
    const member = await t.createUser({ email: 'member@example.com', emailVerifiedAt: new Date() });
    const claim = await signInAs({ sub: 'intruder-1', email: 'member@example.com', email_verified: false });
    expect(claim.done.statusCode).toBe(403);
    expect(claim.done.json().message).toContain('has not confirmed that the address is yours');
    expect(claim.session).toBeUndefined();

    const verified = await signInAs({ sub: 'member-at-idp', email: 'member@example.com' });
    expect(verified.done.statusCode).toBe(302);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: verified.session ?? '' },
    });
    expect(me.json()).toMatchObject({ id: member.id, emailVerified: true });
  });

  it('has no built-in sign-up when a provider is configured', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { email: 'x@example.com', password: 'long enough', firstName: 'X' },
    });
    expect(response.statusCode).toBe(404);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'x@example.com', password: 'long enough' },
    });
    expect(signIn.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/password/forgot',
          payload: { email: 'x@example.com' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('OpenID Connect with PASSWORD_SIGN_IN=true and admin rights', () => {
  let provider: TestProvider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startTestProvider(`${APP_URL}/api/callback`, `${APP_URL}/`);
    t = await createTestApp({
      PUBLIC_URL: APP_URL,
      OIDC_ISSUER_URL: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      PASSWORD_SIGN_IN: 'true',
      ADMIN_EMAILS: 'boss@example.com',
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('keeps password sign-in next to the provider button', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/login?mode=signin' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('action="/api/login"');
    expect(page.body).toContain('href="/api/login/provider"');
    const start = await t.app.inject({ method: 'GET', url: '/api/login/provider' });
    expect(new URL(String(start.headers.location)).origin).toBe(provider.issuer);
  });

  it('grants admin rights only to a verified address', async () => {
    const unverified = await t.createUser({ email: 'boss@example.com', emailVerifiedAt: null });
    const before = await t.as(unverified, { method: 'GET', url: '/api/user' });
    expect(before.json()).toMatchObject({ emailVerified: false, isAdmin: false });
    await t.database.db.execute(
      sql`update users set email_verified_at = now() where email = 'boss@example.com'`,
    );
    await t.app.sessions.refreshUser(unverified.id);
    const after = await t.as(unverified, { method: 'GET', url: '/api/user' });
    expect(after.json()).toMatchObject({ emailVerified: true, isAdmin: true });
  });
});
