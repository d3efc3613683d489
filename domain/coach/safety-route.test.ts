import { describe, expect, it } from 'vitest';
import type { CoachMessage } from './coach';
import { evalContext } from './eval/eval-context';
import { safetyReply } from './safety-route';

const NOW = new Date('2026-03-15T20:00:00Z');
const member = (content: string, msAgo: number): CoachMessage => ({
  id: '00000000-0000-4000-8000-000000000000',
  role: 'member',
  content,
  source: null,
  action: null,
  help: [],
  createdAt: new Date(NOW.getTime() - msAgo).toISOString(),
});
const reply = (message: string, country: string | null, earlier: CoachMessage[] = []) =>
  safetyReply(message, { country, context: evalContext(), earlier, now: NOW });

describe('safetyReply', () => {
  it.each([
    ['I want to kill myself', 'DE', 'crisis', '0800 111 0 111'],
    ['there is no point in living anymore', 'GB', 'crisis', '116 123'],
    ['I took another payday loan to pay the last payday loan', 'GB', 'problem-debt', 'StepChange'],
    ['I got an eviction notice', 'US', 'eviction', 'legal aid'],
  ] as const)('"%s" in %s is %s and names %s', (message, country, kind, words) => {
    const answer = reply(message, country);
    expect(answer?.kind).toBe(kind);
    expect(answer?.text).toContain(words);
  });

  it('an ordinary question goes to the ordinary coach', () => {
    expect(reply('How is my emergency fund going?', 'US')).toBeNull();
  });

  it('a crisis about debt is a crisis first', () => {
    expect(reply('I want to end my life because of the payday loans', 'US')?.kind).toBe('crisis');
  });

  it('care mode: small talk gets the help again, "I’m safe" gets gladness, then ordinary coaching', () => {
    const crisis = member('I want to end my life', 60_000);
    expect(reply('ok', 'US', [crisis])?.kind).toBe('follow-up');
    expect(reply('I’m safe now', 'US', [crisis])?.kind).toBe('safe-again');
    expect(reply('thanks', 'US', [member('I’m safe now', 10_000), crisis])).toBeNull();
  });

  it('a money crisis in care mode keeps the crisis line among its help', () => {
    const answer = reply('I have no food until Friday and I feel so low', 'US', [
      member('I want to end my life', 60_000),
    ]);
    expect(answer?.kind).toBe('food-insecurity');
    expect(answer?.help.map((help) => help.tel)).toContain('988');
  });

  it('every crisis reply carries the line, the emergency number and the directory as tap targets', () => {
    const answer = reply('I want to kill myself', 'US');
    expect(answer?.help).toEqual([
      { label: 'Call 988 Suicide & Crisis Lifeline: 988', tel: '988' },
      { label: 'Text 988 Suicide & Crisis Lifeline: 988', sms: '988' },
      { label: 'Emergency: 911', tel: '911' },
      { label: 'Find a free helpline (findahelpline.com)', url: 'https://findahelpline.com' },
    ]);
  });
});
