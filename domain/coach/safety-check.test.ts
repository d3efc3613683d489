import { describe, expect, it } from 'vitest';
import { checkSafety, withModelSignal, type SafetyVerdict } from './safety-check';

describe('checkSafety', () => {
  it.each([
    ['i want to kill myself', 'lexicon:explicit'],
    ['KMS', 'lexicon:explicit'],
    ['i wrote goodbye letters to my family tonight', 'lexicon:goodbye'],
    ['Nobody would miss me', 'lexicon:burden'],
    ['im sooo tired of living', 'lexicon:hopeless'],
  ])('%s -> crisis, naming %s', (message, signal) => {
    const verdict = checkSafety(message);
    expect(verdict.level).toBe('crisis');
    expect(verdict.signals).toContain(signal);
  });

  it.each([
    'How do I save $50 a week?',
    'this budget is killing me',
    'When did I last meditate?',
    "I'd kill for a raise right now",
  ])('%s -> none', (message) => expect(checkSafety(message)).toEqual({ level: 'none', signals: [] }));

  it.each(['ok', 'Okay.', 'no', 'hmm', 'maybe later', 'Thank you!'])(
    'an acknowledgement ("%s") carries no signal without a lexicon sign',
    (message) => expect(checkSafety(message).level).toBe('none'),
  );

  it.each(['I did it', 'not today', 'done'])(
    'the model alone never calls "%s" (under four words) a crisis: at most it asks',
    (message) => expect(checkSafety(message).level).not.toBe('crisis'),
  );

  it.each(['goodbye everyone', 'cut my wrists', 'kms'])(
    'a short message with a lexicon sign ("%s") is still a crisis',
    (message) => expect(checkSafety(message).level).toBe('crisis'),
  );

  it('names what fired, never the member’s words', () => {
    const message = 'i want to kill myself because of the debt';
    for (const signal of checkSafety(message).signals) {
      expect(signal).toMatch(/^(lexicon:[a-z-]+|classifier(:uncertain)?)$/);
      expect(message).not.toContain(signal);
    }
  });
});

describe('withModelSignal', () => {
  const none: SafetyVerdict = { level: 'none', signals: [] };
  const uncertain: SafetyVerdict = { level: 'uncertain', signals: ['classifier:uncertain'] };
  const crisis: SafetyVerdict = { level: 'crisis', signals: ['lexicon:method'] };

  it.each([
    [none, true, { level: 'uncertain', signals: ['chat-model'] }],
    [uncertain, true, { level: 'uncertain', signals: ['classifier:uncertain', 'chat-model'] }],
    [crisis, true, { level: 'crisis', signals: ['lexicon:method', 'chat-model'] }],
    [none, false, none],
    [crisis, false, crisis],
    [uncertain, null, uncertain],
  ] as const)('%j with the model saying %s -> %j', (verdict, says, expected) =>
    expect(withModelSignal(verdict, says)).toEqual(expected),
  );
});
