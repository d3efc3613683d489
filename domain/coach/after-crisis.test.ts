import { describe, expect, it } from 'vitest';
import type { CoachMessage } from './coach';
import { AFTER_CRISIS_MS, followsCrisis } from './after-crisis';
import { evalContext } from './eval/eval-context';
import { builtInAnswer } from './replies';

const NOW = new Date('2026-03-15T20:00:00Z');
const turn = (role: CoachMessage['role'], content: string, msAgo: number): CoachMessage => ({
  id: '00000000-0000-4000-8000-000000000000',
  role,
  content,
  source: role === 'coach' ? 'built-in' : null,
  action: null,
  createdAt: new Date(NOW.getTime() - msAgo).toISOString(),
});

describe('followsCrisis: a crisis message among the recent turns, within a day', () => {
  const crisis = turn('member', 'I want to end my life', 60_000);
  const reply = turn('coach', 'I’m really glad you told me…', 30_000);
  it.each([
    ['no conversation yet', [], false],
    ['a crisis message, answered a moment ago', [reply, crisis], true],
    [
      'a crisis message just inside the day',
      [turn('member', 'I want to end my life', AFTER_CRISIS_MS - 1)],
      true,
    ],
    [
      'a crisis message over a day ago',
      [turn('member', 'I want to end my life', AFTER_CRISIS_MS + 1)],
      false,
    ],
    [
      'a money question since, then small talk',
      [turn('member', 'How do I pay off my card?', 10_000), reply, crisis],
      true,
    ],
    ['only an ordinary question', [turn('member', 'How much should I save?', 10_000)], false],
  ] as const)('%s: %s', (_case, earlier, expected) =>
    expect(followsCrisis(earlier, evalContext(), NOW)).toBe(expected),
  );
});

describe('after a crisis message', () => {
  it.each(["I don't know what to do", 'ok', 'thanks', 'hi', 'I feel so alone', 'what do I do now?'])(
    '"%s" gets the help again, never a topic menu',
    (message) => {
      const answer = builtInAnswer(evalContext(), message, { afterCrisis: true });
      expect(answer.topic).toBe('crisis');
      expect(answer.text).toContain('988');
      expect(answer.text).toContain('call 911 now');
      expect(answer.text).not.toMatch(/not sure I understood|goals|rent/i);
      expect(answer.action).toBeNull();
    },
  );

  it('answers a real question as usual', () => {
    const answer = builtInAnswer(evalContext(), 'How is my emergency fund going?', { afterCrisis: true });
    expect(answer.topic).toBe('goal');
  });

  it('names the line of the member’s country', () => {
    const answer = builtInAnswer(evalContext('Europe/London'), 'ok', { afterCrisis: true });
    expect(answer.text).toContain('116 123');
    expect(answer.text).toContain('call 999 now');
  });
});

describe('feelings without a money question', () => {
  it('care, a breath, a person, the crisis line, and a free five-minute session', () => {
    const answer = builtInAnswer(evalContext(), 'I feel so alone lately');
    expect(answer.topic).toBe('low-mood');
    expect(answer.text).toContain('breathe in for a count of four');
    expect(answer.text).toContain('988');
    expect(answer.text).not.toMatch(/diagnos|cure|treat/i);
    expect(answer.action).toMatchObject({ kind: 'start-session', sessionId: 'first-breath' });
  });
});
