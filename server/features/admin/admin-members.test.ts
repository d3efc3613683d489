import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  AdminMemberDetailSchema,
  AdminMemberListSchema,
  AuditListSchema,
  type AuditEntry,
} from '#domain/admin/admin';
import { jobs } from '#server/db/schema/jobs';
import { users } from '#server/db/schema/users';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

const ADMIN = 'chief@example.com';
const PASSWORD = 'quiet river stones';

describe('the admin console API', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN });
    admin = await t.createUser({ email: ADMIN, firstName: 'Chief' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.as(admin, { method, url, ...(payload ? { payload } : {}) });
  const lastAudit = async (): Promise<AuditEntry> => {
    const page = AuditListSchema.parse((await call('GET', '/api/admin/audit')).json());
    const entry = page.entries[0];
    if (!entry) throw new Error('no audit entry');
    return entry;
  };
  const signUp = async (email: string) => {
    const response = await t.as(null, {
      method: 'POST',
      url: '/api/signup',
      payload: { email, password: PASSWORD, firstName: 'Ada', lastName: 'Quill' },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error('no user');
    return row;
  };

  it('finds members by e-mail or name, a page at a time', async () => {
    await t.createUser({ email: 'marigold@example.com', firstName: 'Marigold', lastName: 'Reyes' });
    await t.createUser({ email: 'other@example.com', firstName: 'Oscar', lastName: 'Lind' });
    const byName = AdminMemberListSchema.parse((await call('GET', '/api/admin/members?q=gold%20rey')).json());
    expect(byName.members.map((m) => m.email)).toEqual(['marigold@example.com']);
    expect(byName.members[0]).toMatchObject({ plan: 'free', disabled: false, verified: true });
    const byMail = AdminMemberListSchema.parse((await call('GET', '/api/admin/members?q=OTHER@')).json());
    expect(byMail.members.map((m) => m.firstName)).toEqual(['Oscar']);
    // A wildcard in the query is matched literally.
    expect(
      AdminMemberListSchema.parse((await call('GET', '/api/admin/members?q=%25')).json()).members,
    ).toEqual([]);

    const first = AdminMemberListSchema.parse((await call('GET', '/api/admin/members?limit=2')).json());
    expect(first.members).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = AdminMemberListSchema.parse(
      (await call('GET', `/api/admin/members?limit=2&cursor=${first.nextCursor}`)).json(),
    );
    const seen = [...first.members, ...second.members].map((m) => m.id);
    expect(new Set(seen).size).toBe(seen.length);

    const bad = await call('GET', '/api/admin/members?limit=500');
    expect([bad.statusCode, bad.json().message]).toEqual([400, expect.stringMatching(/limit/)]);
    const forged = await call('GET', '/api/admin/members?cursor=nonsense');
    expect([forged.statusCode, forged.json().message]).toEqual([400, expect.stringMatching(/cursor/)]);
  });

  it('shows a member’s standing and counts, never what they wrote; 404 for an unknown id', async () => {
    const ada = await signUp('ada@example.com');
    const detail = AdminMemberDetailSchema.parse((await call('GET', `/api/admin/members/${ada.id}`)).json());
    expect(detail).toMatchObject({
      email: 'ada@example.com',
      plan: 'free',
      verified: false,
      disabled: false,
      signInMethods: ['password'],
      subscription: null,
      comp: null,
    });
    expect(detail.counts).toHaveProperty('habits', 0);
    expect(JSON.stringify(detail)).not.toContain('passwordHash');
    const missing = await call('GET', '/api/admin/members/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });

  it('gives a plan by hand until a day, reported by subscription-status, and removes it; each audited', async () => {
    const member = await t.createUser({ email: 'comped@example.com' });
    const status = async () =>
      (await t.as(member, { method: 'GET', url: '/api/subscription-status' })).json();
    expect(await status()).toMatchObject({ hasActiveSubscription: false, tier: 'free', givenByTeam: null });

    const past = await call('PUT', `/api/admin/members/${member.id}/plan`, {
      plan: 'premium',
      reason: 'Conference speaker',
      until: '2001-01-01',
    });
    expect([past.statusCode, past.json().message]).toEqual([400, expect.stringMatching(/^until/)]);
    const noReason = await call('PUT', `/api/admin/members/${member.id}/plan`, { plan: 'premium' });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, expect.stringMatching(/reason/)]);

    const granted = await call('PUT', `/api/admin/members/${member.id}/plan`, {
      plan: 'premium',
      reason: 'Conference speaker',
      until: '2099-12-31',
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({
      plan: 'premium',
      subscriptionPlan: 'free',
      comp: { plan: 'premium', reason: 'Conference speaker', until: '2099-12-31' },
    });
    expect(await status()).toMatchObject({
      hasActiveSubscription: true,
      tier: 'premium',
      givenByTeam: { until: '2099-12-31' },
    });
    expect(await lastAudit()).toMatchObject({
      adminEmail: ADMIN,
      action: 'plan.grant',
      memberEmail: 'comped@example.com',
      reason: 'Conference speaker',
      before: { plan: 'free', comp: null },
      after: { plan: 'premium' },
    });

    // The higher plan wins: a Stripe premium member comped pro stays premium.
    await t.database.db.update(users).set({ plan: 'premium' }).where(eq(users.id, member.id));
    await call('PUT', `/api/admin/members/${member.id}/plan`, { plan: 'pro', reason: 'Lower comp' });
    expect(await status()).toMatchObject({ tier: 'premium', givenByTeam: null });
    await t.database.db.update(users).set({ plan: 'free' }).where(eq(users.id, member.id));

    // An ended comp no longer counts.
    await t.database.db
      .update(users)
      .set({ compPlan: 'pro', compUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, member.id));
    expect(await status()).toMatchObject({ tier: 'free', hasActiveSubscription: false });

    const removed = await call('DELETE', `/api/admin/members/${member.id}/plan`, { reason: 'Event over' });
    expect(removed.json()).toMatchObject({ plan: 'free', comp: null });
    expect(await lastAudit()).toMatchObject({
      action: 'plan.remove',
      reason: 'Event over',
      after: { comp: null },
    });
    const again = await call('DELETE', `/api/admin/members/${member.id}/plan`, { reason: 'Event over' });
    expect(again.statusCode).toBe(409);
  });

  it('disables an account: sessions end, sign-in is refused; enabling lets it back in', async () => {
    const row = await signUp('rowan@example.com');
    const signIn = () =>
      t.as(null, {
        method: 'POST',
        url: '/api/login',
        payload: { email: 'rowan@example.com', password: PASSWORD },
      });
    const signedIn = await signIn();
    expect(signedIn.statusCode).toBe(200);
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0] ?? '';
    const me = () => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect((await me()).statusCode).toBe(200);

    const noReason = await call('POST', `/api/admin/members/${row.id}/disable`, {});
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, expect.stringMatching(/reason/)]);
    const disabled = await call('POST', `/api/admin/members/${row.id}/disable`, {
      reason: 'Spam in stories',
    });
    expect(disabled.json()).toMatchObject({ disabled: true });
    expect(await lastAudit()).toMatchObject({
      action: 'member.disable',
      memberEmail: 'rowan@example.com',
      before: { disabled: false },
      after: { disabled: true },
    });
    expect((await me()).statusCode).toBe(401);
    const refused = await signIn();
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: ADMIN_MESSAGES.disabled }]);
    // A wrong password still says only that the credentials are wrong.
    const wrong = await t.as(null, {
      method: 'POST',
      url: '/api/login',
      payload: { email: 'rowan@example.com', password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);

    const self = await call('POST', `/api/admin/members/${admin.id}/disable`, { reason: 'Oops, myself' });
    expect([self.statusCode, self.json().message]).toEqual([409, ADMIN_MESSAGES.cannotChangeSelf]);

    await call('POST', `/api/admin/members/${row.id}/enable`, { reason: 'Appeal accepted' });
    expect(await lastAudit()).toMatchObject({ action: 'member.enable', reason: 'Appeal accepted' });
    expect((await signIn()).statusCode).toBe(200);
  });

  it('verifies an address', async () => {
    const row = await signUp('verify-me@example.com');
    const verified = await call('POST', `/api/admin/members/${row.id}/verify`, {
      reason: 'Confirmed by phone',
    });
    expect(verified.json()).toMatchObject({ verified: true });
    expect(await lastAudit()).toMatchObject({ action: 'member.verify', before: { verified: false } });
  });

  it('deletes an account after confirmation; its audit rows stay, with the e-mail as it was', async () => {
    const member = await t.createUser({ email: 'leaving@example.com' });
    await call('PUT', `/api/admin/members/${member.id}/plan`, { plan: 'pro', reason: 'Before deletion' });
    const unconfirmed = await call('DELETE', `/api/admin/members/${member.id}`, { reason: 'Asked by mail' });
    expect([unconfirmed.statusCode, unconfirmed.json().message]).toEqual([
      400,
      expect.stringMatching(/confirm/),
    ]);
    const deleted = await call('DELETE', `/api/admin/members/${member.id}`, {
      reason: 'Asked by mail',
      confirm: 'DELETE',
    });
    expect(deleted.statusCode).toBe(200);
    expect((await t.as(member, { method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await call('GET', `/api/admin/members/${member.id}`)).statusCode).toBe(404);
    const audit = AuditListSchema.parse((await call('GET', '/api/admin/audit')).json()).entries;
    expect(audit.filter((entry) => entry.subjectId === member.id).map((entry) => entry.action)).toEqual([
      'member.delete',
      'plan.grant',
    ]);
    expect(audit[0]).toMatchObject({ memberEmail: 'leaving@example.com', reason: 'Asked by mail' });
  });

  it('lists failed jobs with their error, retries one and discards another', async () => {
    const failed = await t.database.db
      .insert(jobs)
      .values([
        { queue: 'mail', payload: {}, failed: 1, finishedAt: new Date(), attempts: 8, lastError: 'SMTP 550' },
        { queue: 'push', payload: {}, failed: 1, finishedAt: new Date(), attempts: 8, lastError: 'gone' },
      ])
      .returning({ id: jobs.id });
    const list = (await call('GET', '/api/admin/jobs?state=failed')).json();
    expect(list.jobs.map((job: { lastError: string }) => job.lastError).sort()).toEqual(['SMTP 550', 'gone']);
    const [mail, push] = failed;
    if (!mail || !push) throw new Error('no jobs');
    expect((await call('POST', `/api/admin/jobs/${mail.id}/retry`)).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'job.retry',
      subjectId: mail.id,
      before: { lastError: 'SMTP 550' },
    });
    const due = (await call('GET', '/api/admin/jobs?state=due')).json();
    expect(due.jobs.map((job: { id: string }) => job.id)).toContain(mail.id);
    expect((await call('POST', `/api/admin/jobs/${mail.id}/discard`)).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/jobs/${push.id}/discard`)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/jobs?state=failed')).json().jobs).toEqual([]);
    expect((await call('GET', '/api/admin/jobs?state=lost')).statusCode).toBe(400);
  });
});
