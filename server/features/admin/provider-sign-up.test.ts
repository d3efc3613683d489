import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '#domain/admin/admin';
import { users } from '#server/db/schema/users';
import { createInvitation } from '#server/signup/invitations';
import { writeSignupMode } from '#server/signup/signup-mode';
import { startTestProvider, type TestProvider } from '#server/test-support/oidc-test-provider';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

const APP_URL = 'http://app.test';

const cookiePairs = (headers: Headers | Record<string, unknown>): string[] =>
  (headers instanceof Headers ? headers.getSetCookie() : [headers['set-cookie']].flat())
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.split(';')[0] ?? '');

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
    const next = new URL(response.headers.get('location') ?? '', url);
    if (next.origin === APP_URL) return next;
    url = next.href;
  }
  throw new Error('too many redirects');
}

describe('sign-up modes and disabled accounts with an OpenID provider', () => {
  let provider: TestProvider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startTestProvider(`${APP_URL}/api/callback`, `${APP_URL}/`);
    t = await createTestApp({
      PUBLIC_URL: APP_URL,
      OIDC_ISSUER_URL: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      SIGNUP_MODE: 'closed',
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  /** Signs in through the provider from /api/login (with an invitation, if given); the callback's answer. */
  async function signInThroughProvider(invitation?: string) {
    const login = await t.app.inject({
      method: 'GET',
      url: invitation ? `/api/login?invitation=${invitation}` : '/api/login',
    });
    const flowCookie =
      cookiePairs(login.headers).find((pair) => pair.startsWith('abundance_oidc_flow=')) ?? '';
    const callback = await throughProvider(String(login.headers.location));
    return t.app.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
      headers: { cookie: flowCookie },
    });
  }

  it('refuses a newcomer while sign-up is closed, and lets one in with an invitation when invite-only', async () => {
    provider.setAccount({ sub: 'nova-1', email: 'nova@example.com', given_name: 'Nova' });
    const refused = await signInThroughProvider();
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: ADMIN_MESSAGES.signupClosed }]);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'nova@example.com'))).toEqual([]);

    await writeSignupMode(t.database.db, 'invite');
    const uninvited = await signInThroughProvider();
    expect(uninvited.json()).toEqual({ message: ADMIN_MESSAGES.inviteOnly });
    const { token } = await createInvitation(
      t.database.db,
      { userId: crypto.randomUUID(), email: 'chief@example.com' },
      7,
    );
    const invited = await signInThroughProvider(token);
    expect([invited.statusCode, invited.headers.location]).toEqual([302, '/']);
    // Once in, the member signs in again without an invitation.
    expect((await signInThroughProvider()).statusCode).toBe(302);
  });

  it('refuses a disabled account’s provider sign-in with the disabled message', async () => {
    provider.setAccount({ sub: 'rook-1', email: 'rook@example.com', given_name: 'Rook' });
    await writeSignupMode(t.database.db, 'open');
    expect((await signInThroughProvider()).statusCode).toBe(302);
    await t.database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.email, 'rook@example.com'));
    const refused = await signInThroughProvider();
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: ADMIN_MESSAGES.disabled }]);
  });
});
