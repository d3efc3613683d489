import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { COACH_DAILY_MESSAGES_DEFAULT, COACH_MESSAGES, CoachMessagesPageSchema } from '#domain/coach/coach';
import { coachSends } from '#server/db/schema/coach-sends';
import { users } from '#server/db/schema/users';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

describe('the coach cap counts sends over a rolling 24 hours', () => {
  let t: TestApp;
  let member: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    // UTC-11: the far side of the date line from UTC+14, where the time zone change below moves it.
    member = await t.createUser({ timeZone: 'Pacific/Pago_Pago' });
  });
  afterAll(() => t.close());

  const send = (message: string) =>
    t.as(member, { method: 'POST', url: '/api/coach/messages', payload: { message } });
  const sendMany = async (count: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) statuses.push((await send(`How is my streak? ${i}`)).statusCode);
    return statuses;
  };

  it('answers the 31st message 429 although the history was deleted in between', async () => {
    const cap = COACH_DAILY_MESSAGES_DEFAULT;
    expect(await sendMany(20)).toEqual(Array(20).fill(201));
    expect((await t.as(member, { method: 'DELETE', url: '/api/coach/messages' })).statusCode).toBe(204);
    expect(await sendMany(cap - 20)).toEqual(Array(cap - 20).fill(201));
    const refused = await send('One more?');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(COACH_MESSAGES.dailyCap(cap));
    expect(refused.json().message).toContain('in the last 24 hours');
    const page = CoachMessagesPageSchema.parse(
      (await t.as(member, { method: 'GET', url: '/api/coach/messages' })).json(),
    );
    expect(page).toMatchObject({ usedToday: cap, dailyLimit: cap });
    expect(page.messages).toHaveLength(2 * (cap - 20));
  });

  it('gives nothing extra when the member moves to a time zone where a new day has begun', async () => {
    await t.database.db.update(users).set({ timeZone: 'Pacific/Kiritimati' }).where(eq(users.id, member.id));
    expect((await send('A new day here?')).statusCode).toBe(429);
  });

  it('lets one more through once the earliest send is over 24 hours old', async () => {
    const [earliest] = await t.database.db
      .select({ id: coachSends.id })
      .from(coachSends)
      .where(eq(coachSends.userId, member.id))
      .orderBy(coachSends.sentAt)
      .limit(1);
    await t.database.db
      .update(coachSends)
      .set({ sentAt: sql`now() - interval '24 hours 1 minute'` })
      .where(eq(coachSends.id, earliest?.id ?? ''));
    expect((await send('And now?')).statusCode).toBe(201);
    expect((await send('And again?')).statusCode).toBe(429);
  });
});
