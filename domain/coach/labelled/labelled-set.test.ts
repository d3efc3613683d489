import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HELD_OUT_CASES } from '#domain/coach/eval/held-out';
import { MONEY_CRISIS_KINDS } from '#domain/coach/money-help';
import { LEARNED_TOPICS } from '#domain/coach/topics';
import crisisFile from './crisis.json';
import idiomsFile from './idioms.json';
import topicsFile from './topics.json';

/**
 * The labelled set's own promises (domain/coach/labelled/README.md): enough messages of each kind for
 * the held-out part to mean something, only known labels, and no message counted twice, since a
 * message in both the training and the held-out part (or in two files) would flatter the figures.
 */
const Texts = z.array(z.string().trim().min(1));
const Pairs = z.array(z.tuple([z.string().min(1), z.string().trim().min(1)]));

const crisis = Texts.parse(crisisFile);
const idioms = Texts.parse(idiomsFile);
const topics = Pairs.parse(topicsFile);

// A crisis is the safety check's call and 'unclear' is the absence of a topic: neither is a label here.
const LABELS = new Set<string>(LEARNED_TOPICS);
/** Money in crisis: each kind is answered with its own free help, so each needs more examples. */
const MONEY_IN_CRISIS = new Set<string>(MONEY_CRISIS_KINDS);
const minimumFor = (label: string) => (MONEY_IN_CRISIS.has(label) ? 74 : 68);

/** Two messages are the same when they differ only in case or spacing. */
const key = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Every message whose key an earlier message already has. */
function duplicates(texts: string[]): string[] {
  const seen = new Set<string>();
  return texts.filter((text) => seen.size === seen.add(key(text)).size);
}

describe('the labelled set', () => {
  it.each([
    ['crisis', crisis.length, 931],
    ['idioms', idioms.length, 752],
    ['topics', topics.length, 2243],
  ])('%s holds %i messages, at least %i', (_file, count, minimum) => {
    expect(count).toBeGreaterThanOrEqual(minimum);
  });

  it('uses only the known labels in topics.json', () => {
    expect(topics.map(([label]) => label).filter((label) => !LABELS.has(label))).toEqual([]);
  });

  it.each([...LABELS].map((label) => [label, minimumFor(label)] as const))(
    'labels at least its minimum of messages %s (%i)',
    (label, minimum) => {
      expect(topics.filter(([labelled]) => labelled === label).length).toBeGreaterThanOrEqual(minimum);
    },
  );

  it.each([
    ['crisis.json', crisis],
    ['idioms.json', idioms],
    ['topics.json', topics.map(([, text]) => text)],
  ])('has no duplicate in %s', (_file, texts) => {
    expect(duplicates(texts)).toEqual([]);
  });

  it('has no message in two files', () => {
    const all = [...crisis, ...idioms, ...topics.map(([, text]) => text)];
    expect(duplicates(all)).toEqual([]);
  });

  it('does not copy a held-out evaluation case, which would score the coach on a message it learned', () => {
    const heldOut = new Set(HELD_OUT_CASES.map(({ message }) => key(message)));
    const all = [...crisis, ...idioms, ...topics.map(([, text]) => text)];
    expect(all.filter((text) => heldOut.has(key(text)))).toEqual([]);
  });
});
