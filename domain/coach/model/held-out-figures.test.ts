import { describe, expect, it } from 'vitest';
import { evalContext } from '#domain/coach/eval/eval-context';
import { LABELLED_SET, splitLabelled } from '#domain/coach/labelled/labelled-set';
import { checkSafety } from '#domain/coach/safety-check';
import { classifyMessage } from '#domain/coach/topics';

/**
 * The figures docs/coach.md gives, measured on the held-out part of the labelled set: messages the
 * committed models never trained on, and which never tuned anything.
 */
const { heldOut } = splitLabelled(LABELLED_SET);
const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;

describe('the safety check and topic model on held-out messages', () => {
  it('takes every held-out crisis message for a crisis (recall 100 %)', () => {
    const missed = heldOut.crisis.filter((text) => checkSafety(text).level !== 'crisis');
    console.info(
      `held-out crisis recall: ${percent(heldOut.crisis.length - missed.length, heldOut.crisis.length)} of ${heldOut.crisis.length}`,
    );
    expect(heldOut.crisis.length).toBeGreaterThanOrEqual(80);
    expect(missed).toEqual([]);
  });

  it('takes at most 5 % of held-out idioms for a crisis, and reports the uncertain ones', () => {
    const levels = heldOut.idioms.map((text) => ({ text, level: checkSafety(text).level }));
    const crises = levels.filter(({ level }) => level === 'crisis').map(({ text }) => text);
    const uncertain = levels.filter(({ level }) => level === 'uncertain').map(({ text }) => text);
    console.info(
      `held-out idioms: ${crises.length} crisis (${percent(crises.length, levels.length)}), ${uncertain.length} uncertain (${percent(uncertain.length, levels.length)}) of ${levels.length}`,
      crises,
      uncertain,
    );
    expect(heldOut.idioms.length).toBeGreaterThanOrEqual(60);
    expect(crises.length / levels.length).toBeLessThanOrEqual(0.05);
  });

  it('gives at least 90 % of held-out topic messages their topic', () => {
    const context = evalContext();
    const misses = heldOut.topics
      .map(([label, text]) => ({ label, text, topic: classifyMessage(text, context).topic }))
      .filter(({ label, topic }) => label !== topic);
    const right = heldOut.topics.length - misses.length;
    console.info(
      `held-out topic accuracy: ${percent(right, heldOut.topics.length)} of ${heldOut.topics.length}`,
      misses.map(({ label, text, topic }) => `${text} -> ${topic} (expected ${label})`),
    );
    expect(right / Math.max(1, heldOut.topics.length)).toBeGreaterThanOrEqual(0.9);
  });
});
