import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, AuditListSchema, CreatedInvitationSchema } from '#domain/admin/admin';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

const ADMIN = 'chief@example.com';
const APP_URL = 'http://abundance.test';

describe('sign-up modes and invitations', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN, SIGNUP_MODE: 'closed', PUBLIC_URL: APP_URL });
    admin = await t.createUser({ email: ADMIN });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.as(admin, { method, url, ...(payload ? { payload } : {}) });
  const signUp = (email: string, invitation?: string) =>
    t.as(null, {
      method: 'POST',
      url: '/api/signup',
      payload: {
        email,
        password: 'quiet river stones',
        firstName: 'Nia',
        ...(invitation ? { invitation } : {}),
      },
    });
  const tokenOf = (url: string) => new URL(url).searchParams.get('invitation') ?? '';

  it('starts in the mode SIGNUP_MODE gives and refuses sign-up with a message while closed', async () => {
    expect((await call('GET', '/api/admin/signup-mode')).json()).toEqual({ mode: 'closed' });
    // The landing reads it too, without a session.
    expect((await t.as(null, { method: 'GET', url: '/api/signup-mode' })).json()).toEqual({ mode: 'closed' });
    const refused = await signUp('closed@example.com');
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: ADMIN_MESSAGES.signupClosed }]);
    const page = await t.as(null, { method: 'GET', url: '/api/login?mode=signup' });
    expect(page.body).toContain('New accounts cannot be created here right now.');
    expect(page.body).not.toContain('Create an account');
  });

  it('in invite-only mode an invitation link opens the form and works once', async () => {
    const bad = await call('PUT', '/api/admin/signup-mode', { mode: 'sometimes' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, expect.stringMatching(/mode/)]);
    expect((await call('PUT', '/api/admin/signup-mode', { mode: 'invite' })).json()).toEqual({
      mode: 'invite',
    });

    const tooLong = await call('POST', '/api/admin/invitations', { expiresInDays: 31 });
    expect([tooLong.statusCode, tooLong.json().message]).toEqual([
      400,
      expect.stringMatching(/expiresInDays/),
    ]);
    const created = await call('POST', '/api/admin/invitations', { expiresInDays: 7 });
    expect(created.statusCode).toBe(201);
    const invitation = CreatedInvitationSchema.parse(created.json());
    expect(invitation.url).toMatch(new RegExp(`^${APP_URL}/api/login\\?invitation=`));
    const days = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const without = await signUp('uninvited@example.com');
    expect([without.statusCode, without.json()]).toEqual([403, { message: ADMIN_MESSAGES.inviteOnly }]);

    const form = await t.as(null, {
      method: 'GET',
      url: new URL(invitation.url).pathname + new URL(invitation.url).search,
    });
    expect(form.body).toContain('Create your account');
    expect(form.body).toContain(`name="invitation" value="${tokenOf(invitation.url)}"`);

    expect((await signUp('invited@example.com', tokenOf(invitation.url))).statusCode).toBe(201);
    const reused = await signUp('second@example.com', tokenOf(invitation.url));
    expect([reused.statusCode, reused.json()]).toEqual([403, { message: ADMIN_MESSAGES.invitationInvalid }]);
    const usedPage = await t.as(null, {
      method: 'GET',
      url: `/api/login?invitation=${tokenOf(invitation.url)}`,
    });
    expect(usedPage.body).toContain(ADMIN_MESSAGES.invitationInvalid);

    const list = (await call('GET', '/api/admin/invitations')).json();
    expect(list.invitations[0]).toMatchObject({ id: invitation.id, usedByEmail: 'invited@example.com' });
  });

  it('a revoked invitation no longer works; every change is in the audit log', async () => {
    const invitation = CreatedInvitationSchema.parse(
      (await call('POST', '/api/admin/invitations', { expiresInDays: 1 })).json(),
    );
    expect((await call('DELETE', `/api/admin/invitations/${invitation.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/invitations/${invitation.id}`)).statusCode).toBe(404);
    expect((await signUp('late@example.com', tokenOf(invitation.url))).statusCode).toBe(403);
    const actions = AuditListSchema.parse((await call('GET', '/api/admin/audit')).json()).entries.map(
      (entry) => entry.action,
    );
    expect(actions.slice(0, 3)).toEqual(['invitation.delete', 'invitation.create', 'invitation.create']);
    expect(actions).toContain('signup.mode');
  });

  it('keeps the stored mode over SIGNUP_MODE on a later start', async () => {
    const later = await createTestApp({ SIGNUP_MODE: 'open' }, undefined, { database: t.database });
    try {
      const refused = await later.as(null, {
        method: 'POST',
        url: '/api/signup',
        payload: { email: 'open@example.com', password: 'quiet river stones', firstName: 'Nia' },
      });
      expect(refused.statusCode).toBe(403);
    } finally {
      await later.app.close();
    }
  });
});
