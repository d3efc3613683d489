import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CoachExchangeSchema, CoachMessagesPageSchema } from '#domain/coach/coach';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

const TOKEN = 'scrape-token-0123456789';

/** The care part of the coach through POST /api/coach/messages, each case from a fresh member. */
describe('coach care', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const ask = async (member: TestUser, message: string) => {
    const response = await t.as(member, { method: 'POST', url: '/api/coach/messages', payload: { message } });
    expect(response.statusCode, response.body).toBe(201);
    return CoachExchangeSchema.parse(response.json()).reply;
  };
  const fresh = (timeZone: string, country: string | null = null) =>
    t.createUser({ plan: 'premium', timeZone, country });
  const tels = (reply: { help: { tel?: string }[] }) =>
    reply.help.flatMap((help) => (help.tel ? [help.tel] : []));

  describe('the crisis line of the member’s country', () => {
    it.each([
      [
        'Europe/Berlin',
        null,
        ['0800 111 0 111', '0800 111 0 222', 'call 112 now'],
        ['08001110111', '08001110222', '112'],
      ],
      ['Europe/Oslo', null, ['Mental Helse', '116 123', 'call 113 now'], ['116123', '113']],
      ['Europe/Copenhagen', null, ['Livslinien', '70 201 201', 'call 112 now'], ['70201201', '112']],
      ['America/Toronto', null, ['988', 'or text 988', 'call 911 now'], ['988', '911']],
      ['Asia/Kolkata', null, ['Tele MANAS', '14416', 'call 112 now'], ['14416', '112']],
      ['Australia/Sydney', null, ['Lifeline', '13 11 14', 'call 000 now'], ['131114', '000']],
      ['America/Sao_Paulo', null, ['CVV', '188', 'call 192 now'], ['188', '192']],
      ['Europe/Paris', null, ['3114', 'call 112 now'], ['3114', '112']],
      ['Europe/Berlin', 'FR', ['3114', 'call 112 now'], ['3114', '112']],
      ['Asia/Bangkok', null, ['your local emergency number', 'findahelpline.com'], []],
    ])('%s (country %s) names %j', async (zone, country, words, numbers) => {
      const reply = await ask(await fresh(zone, country), 'I want to end my life');
      for (const word of words) expect(reply.content).toContain(word);
      expect(tels(reply)).toEqual(numbers);
      expect(reply.help.at(-1)).toEqual({
        label: 'Find a free helpline (findahelpline.com)',
        url: 'https://findahelpline.com',
      });
      expect(reply.action).toBeNull();
      expect(reply.content).not.toMatch(/goal|habit|streak|meditat|affirm/i);
    });
  });

  describe('money in crisis: the right free help, never a tip', () => {
    it.each([
      [
        'Europe/London',
        'I took a payday loan to pay off my last payday loan',
        ['StepChange', 'National Debtline', 'Citizens Advice'],
        '08001381111',
      ],
      [
        'America/New_York',
        'I keep borrowing to pay back a loan and the debt collectors call daily',
        ['NFCC'],
        null,
      ],
      ['Europe/Berlin', 'I am drowning in debt and the bailiffs are coming', ['Schuldnerberatung'], null],
      [
        'America/Chicago',
        'I gambled away my rent on sports betting again',
        ['1-800-GAMBLER', 'self-exclusion', 'Gamblers Anonymous'],
        '18004262537',
      ],
      [
        'Europe/London',
        'I lost everything at the casino',
        ['National Gambling Helpline', 'GAMSTOP'],
        '08088020133',
      ],
      [
        'Europe/London',
        'the loan shark I owe is threatening my family',
        ['police', 'Stop Loan Sharks', 'call 999 now'],
        '03005552222',
      ],
      [
        'America/Denver',
        'someone on Instagram says this crypto platform will triple my savings',
        ['send nothing', 'ReportFraud.ftc.gov'],
        null,
      ],
      [
        'Europe/London',
        'a man online wants me to pay a fee to release my crypto profits',
        ['send nothing', 'Action Fraud'],
        '03001232040',
      ],
      [
        'America/Los_Angeles',
        'my boyfriend takes my paycheck every Friday',
        ['financial abuse', 'National Domestic Violence Hotline'],
        '18007997233',
      ],
      [
        'Europe/London',
        'my husband controls my bank card and won’t let me have my money',
        ['Refuge', '0808 2000 247'],
        '08082000247',
      ],
      ['America/New_York', 'we have no food until Friday', ['211', 'food bank'], '211'],
      [
        'America/Toronto',
        'nothing to eat in the house and payday is a week away',
        ['211', 'Food Banks Canada'],
        '211',
      ],
      ['Europe/London', 'I got an eviction notice this morning', ['Shelter', '0808 800 4444'], '08088004444'],
      ['America/New_York', 'our landlord is kicking us out next month', ['legal aid'], '211'],
    ])('%s: "%s" names %j', async (zone, message, names, tel) => {
      const reply = await ask(await fresh(zone), message);
      for (const name of names) expect(reply.content).toContain(name);
      if (tel) expect(tels(reply)).toContain(tel);
      expect(reply.help.length).toBeGreaterThan(0);
      expect(reply.action).toBeNull();
      expect(reply.content).not.toMatch(/affirm|manifest|budget|streak|meditat/i);
    });
  });

  describe('care mode across a conversation', () => {
    it('keeps the help until the member says they are safe, then coaches as usual', async () => {
      const member = await fresh('America/New_York');
      const first = await ask(member, 'honestly I just want to disappear and never wake up');
      expect(first.content).toContain('988');
      for (const message of ['ok', 'thanks', 'what do I do now?', 'I feel so alone']) {
        const reply = await ask(member, message);
        expect(reply.content, message).toContain('What you told me matters');
        expect(tels(reply)).toEqual(['988', '911']);
        expect(reply.action, message).toBeNull();
        expect(reply.content, message).not.toMatch(/streak|affirm|goal|not sure I understood/i);
      }
      const safe = await ask(member, "I'm ok now, I called them");
      expect(safe.content).toContain('glad you’re safe');
      const after = await ask(member, 'thanks');
      expect(after.content).not.toContain('988');
      expect(after.help).toEqual([]);
      const history = CoachMessagesPageSchema.parse(
        (await t.as(member, { method: 'GET', url: '/api/coach/messages' })).json(),
      );
      const coachTurns = history.messages.filter((message) => message.role === 'coach');
      expect(coachTurns.map((message) => message.help.length > 0)).toEqual([
        true,
        true,
        true,
        true,
        true,
        true,
        false,
      ]);
      expect(coachTurns[0]?.help[0]).toEqual({
        label: 'Call 988 Suicide & Crisis Lifeline: 988',
        tel: '988',
      });
    });

    it('ends when the member clearly starts a new topic', async () => {
      const member = await fresh('Europe/London');
      await ask(member, 'I want to kill myself');
      expect((await ask(member, 'ok')).content).toContain('116 123');
      const savings = await ask(member, 'How much should I save each month?');
      expect(savings.content).not.toContain('116 123');
      expect(savings.help).toEqual([]);
    });
  });

  it('counts safety replies by kind, a number only', async () => {
    const scrape = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      const family = parsePrometheusTextFormat(response.body).find(
        (entry) => entry.name === 'abundance_coach_safety_replies_total',
      );
      return new Map(
        (family?.metrics ?? []).map((metric) => [
          'labels' in metric ? metric.labels?.kind : undefined,
          'value' in metric ? Number(metric.value) : 0,
        ]),
      );
    };
    const before = await scrape();
    const member = await fresh('America/New_York');
    await ask(member, 'I want to end my life');
    await ask(member, 'ok');
    await ask(await fresh('Europe/London'), 'I got an eviction notice');
    const after = await scrape();
    const grew = (kind: string) => (after.get(kind) ?? 0) - (before.get(kind) ?? 0);
    expect([grew('crisis'), grew('follow-up'), grew('eviction'), grew('gambling')]).toEqual([1, 1, 1, 0]);
    const body = (
      await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
    ).body;
    expect(body).not.toContain('end my life');
    expect(body).not.toContain(member.id);
  });
});
