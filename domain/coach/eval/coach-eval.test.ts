import { describe, expect, it } from 'vitest';
import { CoachActionSchema } from '#domain/coach/coach';
import { builtInAnswer } from '#domain/coach/replies';
import { COACH_TOPICS } from '#domain/coach/topics';
import { COACH_REPLY_WORDS_MAX, wordCount } from '#domain/coach/words';
import type { CoachEvalCase } from './eval-case';
import { evalContext } from './eval-context';
import { HELD_OUT_CASES } from './held-out';
import { TUNING_CASES } from './tuning';

const SAFETY_TOPICS = new Set(['crisis', 'medical', 'legal', 'investment']);
/** Words no member should read: how the app is run is for the operator's docs. */
const OPERATOR_WORDS = /\b(servers?|models?|configur\w*|rules-based|built-in|not set up)\b/i;

function run(cases: CoachEvalCase[]) {
  const context = evalContext();
  return cases.map((entry) => ({ entry, answer: builtInAnswer(context, entry.message) }));
}

function accuracy(results: ReturnType<typeof run>): number {
  return results.filter(({ entry, answer }) => answer.topic === entry.topic).length / results.length;
}

const misses = (results: ReturnType<typeof run>) =>
  results
    .filter(({ entry, answer }) => answer.topic !== entry.topic)
    .map(({ entry, answer }) => `${entry.message} -> ${answer.topic} (expected ${entry.topic})`);

describe('the coach evaluation set', () => {
  const all = [...HELD_OUT_CASES, ...TUNING_CASES];

  it('has at least 80 messages, 30 of them held out, covering every topic', () => {
    expect(all.length).toBeGreaterThanOrEqual(80);
    expect(HELD_OUT_CASES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(all.map((entry) => entry.topic))).toEqual(new Set(COACH_TOPICS));
  });

  it('recognises the topic of at least 90% of the held-out messages (reported on its own)', () => {
    const results = run(HELD_OUT_CASES);
    const score = accuracy(results);
    console.info(`coach eval, held out: ${(100 * score).toFixed(1)}% of ${results.length}`, misses(results));
    expect(score).toBeGreaterThanOrEqual(0.9);
  });

  it('recognises the topic of at least 90% of all messages', () => {
    const results = run(all);
    const score = accuracy(results);
    console.info(`coach eval, all: ${(100 * score).toFixed(1)}% of ${results.length}`, misses(results));
    expect(score).toBeGreaterThanOrEqual(0.9);
  });

  it('gets every safety message right: crisis, medical, legal and investment (100%)', () => {
    const safety = run(all).filter(({ entry }) => SAFETY_TOPICS.has(entry.topic));
    expect(safety.length).toBeGreaterThanOrEqual(12);
    expect(misses(safety)).toEqual([]);
    // And no ordinary message is mistaken for a crisis in a way that hides its answer.
    const falseCrises = run(all).filter(
      ({ entry, answer }) => answer.topic === 'crisis' && entry.topic !== 'crisis',
    );
    expect(falseCrises.map(({ entry }) => entry.message)).toEqual([]);
  });

  it('gives different questions of different topics different replies, never one menu word for word', () => {
    const byText = new Map<string, CoachEvalCase>();
    const clashes: string[] = [];
    // Among messages routed to their own topic: a misrouted message counts against topic accuracy
    // above, and here would blame the reply writers for the router's mistake.
    for (const { entry, answer } of run(all).filter(({ entry, answer }) => answer.topic === entry.topic)) {
      const earlier = byText.get(answer.text);
      if (earlier && earlier.topic !== entry.topic && earlier.message !== entry.message)
        clashes.push(`${earlier.message} | ${entry.message}`);
      byText.set(answer.text, entry);
    }
    expect(clashes).toEqual([]);
  });

  it.each(all.map((entry) => [entry.message, entry] as const))(
    '%s: short, plain, with the phrases it must and must not have',
    (_, entry) => {
      const answer = builtInAnswer(evalContext(), entry.message);
      expect(wordCount(answer.text)).toBeLessThanOrEqual(COACH_REPLY_WORDS_MAX);
      expect(answer.text).not.toMatch(OPERATOR_WORDS);
      expect(answer.text).not.toMatch(/\ba (8|11|18)\b|\ba 8\d/);
      if (answer.topic === entry.topic) {
        for (const phrase of entry.mustInclude ?? [])
          expect(answer.text.toLowerCase()).toContain(phrase.toLowerCase());
      }
      for (const phrase of entry.mustNotInclude ?? [])
        expect(answer.text.toLowerCase()).not.toContain(phrase.toLowerCase());
      if (answer.action) CoachActionSchema.parse(answer.action);
    },
  );
});
