import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, AuditListSchema } from '#domain/admin/admin';
import { apiTokens } from '#server/db/schema/api-tokens';
import { calendarFeeds } from '#server/db/schema/sky-feeds';
import { users } from '#server/db/schema/users';
import { hashToken } from '#server/sessions/session-repository';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

const ADMIN = 'warden@example.com';

/** What disabling an account does beyond its sessions: API tokens and the calendar feed. */
describe('a disabled account', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN });
    admin = await t.createUser({ email: ADMIN });
  });
  afterAll(() => t.close());

  const adminCall = (url: string, payload: Record<string, unknown>) =>
    t.as(admin, { method: 'POST', url, payload });
  const tokenOf = async (user: TestUser) => {
    const made = await t.as(user, {
      method: 'POST',
      url: '/api/tokens',
      payload: { name: 'Shortcut', scope: 'write' },
    });
    expect(made.statusCode).toBe(201);
    return (made.json() as { token: string }).token;
  };
  const withToken = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/wealth-habits', headers: { authorization: `Bearer ${token}` } });
  const tokenRows = (userId: string) =>
    t.database.db.select({ id: apiTokens.id }).from(apiTokens).where(eq(apiTokens.userId, userId));

  it('refuses a token that reaches the server while the account is disabled with 403', async () => {
    const member = await t.createUser();
    const token = await tokenOf(member);
    expect((await withToken(token)).statusCode).toBe(200);
    // The account disabled without the console's revocation (a token read just before it commits).
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, member.id));
    const refused = await withToken(token);
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: ADMIN_MESSAGES.disabled }]);
    await t.database.db.update(users).set({ disabledAt: null }).where(eq(users.id, member.id));
    expect((await withToken(token)).statusCode).toBe(200);
  });

  it('revokes every API token when an admin disables it, and records how many in the audit log', async () => {
    const member = await t.createUser();
    const tokens = [await tokenOf(member), await tokenOf(member)];
    const bystander = await t.createUser();
    const kept = await tokenOf(bystander);

    const disabled = await adminCall(`/api/admin/members/${member.id}/disable`, { reason: 'Scripted spam' });
    expect(disabled.statusCode).toBe(200);
    expect(await tokenRows(member.id)).toEqual([]);
    expect(await tokenRows(bystander.id)).toHaveLength(1);
    for (const token of tokens) expect((await withToken(token)).statusCode).toBe(401);
    expect((await withToken(kept)).statusCode).toBe(200);

    const audit = AuditListSchema.parse(
      (await t.as(admin, { method: 'GET', url: '/api/admin/audit' })).json(),
    );
    expect(audit.entries[0]).toMatchObject({
      action: 'member.disable',
      subjectId: member.id,
      reason: 'Scripted spam',
      after: { disabled: true, apiTokensRevoked: 2 },
    });

    // Enabling the account again does not bring the tokens back.
    await adminCall(`/api/admin/members/${member.id}/enable`, { reason: 'Cleared up' });
    for (const token of tokens) expect((await withToken(token)).statusCode).toBe(401);
  });

  it('answers 404 for its calendar feed while disabled, like an unknown token', async () => {
    const member = await t.createUser();
    const { url } = (await t.as(member, { method: 'GET', url: '/api/calendar-feed' })).json() as {
      url: string;
    };
    const feed = (token: string) => t.app.inject({ method: 'GET', url: `/api/calendar-feed/${token}` });
    const oldToken = new URL(url).pathname.split('/').pop() ?? '';
    expect((await feed(oldToken)).statusCode).toBe(200);
    const unknown = await feed('x'.repeat(32));
    expect(unknown.statusCode).toBe(404);

    await adminCall(`/api/admin/members/${member.id}/disable`, { reason: 'Chargeback abuse' });
    // Ending the sessions retires the URL, as signing out everywhere does; the feed's current token
    // (which nobody has seen) is refused too while the account stays disabled.
    const [row] = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, member.id));
    expect(row?.tokenHash).not.toBe(hashToken(oldToken));
    // Only the current token's hash is stored: stand one in whose token the test knows.
    const current = 'k'.repeat(32);
    await t.database.db
      .update(calendarFeeds)
      .set({ tokenHash: hashToken(current) })
      .where(eq(calendarFeeds.userId, member.id));
    for (const token of [oldToken, current]) {
      const hidden = await feed(token);
      expect([hidden.statusCode, hidden.json()]).toEqual([404, unknown.json()]);
    }

    await adminCall(`/api/admin/members/${member.id}/enable`, { reason: 'Resolved with the bank' });
    expect((await feed(current)).statusCode).toBe(200);
    expect((await feed(oldToken)).statusCode).toBe(404);
    const audit = AuditListSchema.parse(
      (await t.as(admin, { method: 'GET', url: '/api/admin/audit' })).json(),
    );
    expect(audit.entries.slice(0, 2).map((entry) => [entry.action, entry.subjectId])).toEqual([
      ['member.enable', member.id],
      ['member.disable', member.id],
    ]);
  });
});
