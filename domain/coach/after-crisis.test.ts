import { describe, expect, it } from 'vitest';
import type { CoachMessage } from './coach';
import { AFTER_CRISIS_MS, careState } from './after-crisis';
import { evalContext } from './eval/eval-context';

const NOW = new Date('2026-03-15T20:00:00Z');
const turn = (role: CoachMessage['role'], content: string, msAgo: number): CoachMessage => ({
  id: '00000000-0000-4000-8000-000000000000',
  role,
  content,
  source: role === 'coach' ? 'built-in' : null,
  action: null,
  help: [],
  createdAt: new Date(NOW.getTime() - msAgo).toISOString(),
});

describe('careState: after a crisis message, care until the member is safe or starts a new topic', () => {
  const crisis = turn('member', 'I want to end my life', 60_000);
  const reply = turn('coach', 'I’m really glad you told me…', 50_000);
  const later = (content: string) => turn('member', content, 20_000);
  const after = (...turns: CoachMessage[]) => [...turns, reply, crisis];
  it.each([
    ['no conversation yet', [], 'ok', null],
    ['only an ordinary question before', [later('How much should I save?')], 'ok', null],
    ['small talk right after', after(), 'ok', 'care'],
    ['"thanks" right after', after(), 'thanks', 'care'],
    ['"what do I do now?"', after(), 'what do I do now?', 'care'],
    ['feelings', after(), 'I feel so alone', 'care'],
    ['money worry', after(), 'I am so stressed about money', 'care'],
    ['still care three messages later', after(later('ok'), later('hmm'), later('I dunno')), 'thanks', 'care'],
    ['"I\'m safe"', after(), 'I’m safe', 'safe-again'],
    ['"I\'m ok now, I called them"', after(), "I'm ok now, I called them", 'safe-again'],
    ['"I talked to someone"', after(), 'I talked to someone at the line', 'safe-again'],
    ['"I\'m not safe" is not safe', after(), "I'm not safe", 'care'],
    ['"ok" alone is not safe', after(), 'ok', 'care'],
    ['a new topic ends care', after(), 'How is my emergency fund going?', null],
    ['care ended by "I\'m safe" stays ended', after(later('I’m safe now')), 'ok', null],
    ['care ended by a new topic stays ended', after(later('How is my emergency fund going?')), 'ok', null],
    [
      'a second crisis after safety starts care again',
      [later('I want to die'), turn('member', 'I am safe', 30_000), reply, crisis],
      'ok',
      'care',
    ],
    [
      'a crisis just inside the day',
      [turn('member', 'I want to end my life', AFTER_CRISIS_MS - 1)],
      'ok',
      'care',
    ],
    ['a crisis over a day ago', [turn('member', 'I want to end my life', AFTER_CRISIS_MS + 1)], 'ok', null],
    ['the coach’s own words never count', [turn('coach', 'I want to end my life', 10_000)], 'ok', null],
  ] as const)('%s', (_case, earlier, message, expected) =>
    expect(careState(message, earlier, evalContext(), NOW)).toBe(expected),
  );
});
