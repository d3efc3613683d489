import { describe, expect, it } from 'vitest';
import { evalContext } from '#domain/coach/eval/eval-context';
import { LABELLED_SET, splitLabelled } from '#domain/coach/labelled/labelled-set';
import { checkSafety } from '#domain/coach/safety-check';
import { classifyMessage } from '#domain/coach/topics';

/**
 * The figures docs/coach.md gives, measured on the held-out part of the labelled set: messages the
 * committed models never trained on, and which never tuned anything. Issue 40's targets are every
 * held-out crisis message answered with a safety reply (a crisis, or uncertain: the coach asks directly
 * and gives the help line), at most 5 % of held-out idioms taken for a crisis, and at least 90 % of
 * held-out topic messages given their topic. The idiom target is met and gated as it stands; the other
 * two are not met yet (docs/coach.md, "Figures"), so they are gated at the figure the committed
 * weights reach: a change that makes either worse fails CI, and each test prints the target beside it.
 */
const TARGETS = { crisisCaught: 1, idiomCrises: 0.05, topicAccuracy: 0.9 };
const FLOORS = { crisisCaught: 0.96, topicAccuracy: 0.81 };

const { heldOut } = splitLabelled(LABELLED_SET);
const share = (part: number, whole: number) => part / Math.max(1, whole);
const percent = (part: number, whole: number) => `${(100 * share(part, whole)).toFixed(1)} %`;

describe('the safety check and topic model on held-out messages', () => {
  it('catches the held-out crisis messages: as a crisis, or as uncertain (the coach asks directly)', () => {
    const levels = heldOut.crisis.map((text) => ({ text, level: checkSafety(text).level }));
    const crises = levels.filter(({ level }) => level === 'crisis').length;
    const missed = levels.filter(({ level }) => level === 'none').map(({ text }) => text);
    const caught = levels.length - missed.length;
    console.info(
      `held-out crisis messages: ${percent(crises, levels.length)} crisis, ${percent(caught, levels.length)} crisis or uncertain, of ${levels.length}; missed:`,
      missed,
    );
    expect(levels.length).toBeGreaterThanOrEqual(80);
    console.info(`target ${100 * TARGETS.crisisCaught} %, floor ${100 * FLOORS.crisisCaught} %`);
    expect(share(caught, levels.length)).toBeGreaterThanOrEqual(FLOORS.crisisCaught);
  });

  it('takes few held-out idioms for a crisis, and reports the uncertain ones', () => {
    const levels = heldOut.idioms.map((text) => ({ text, level: checkSafety(text).level }));
    const crises = levels.filter(({ level }) => level === 'crisis').map(({ text }) => text);
    const uncertain = levels.filter(({ level }) => level === 'uncertain').map(({ text }) => text);
    console.info(
      `held-out idioms: ${crises.length} crisis (${percent(crises.length, levels.length)}), ${uncertain.length} uncertain (${percent(uncertain.length, levels.length)}) of ${levels.length}`,
      crises,
      uncertain,
    );
    expect(levels.length).toBeGreaterThanOrEqual(60);
    expect(share(crises.length, levels.length)).toBeLessThanOrEqual(TARGETS.idiomCrises);
  });

  it('gives held-out topic messages their topic', () => {
    const context = evalContext();
    const misses = heldOut.topics
      .map(([label, text]) => ({ label, text, topic: classifyMessage(text, context).topic }))
      .filter(({ label, topic }) => label !== topic);
    const right = heldOut.topics.length - misses.length;
    console.info(
      `held-out topic accuracy: ${percent(right, heldOut.topics.length)} of ${heldOut.topics.length}`,
      misses.map(({ label, text, topic }) => `${text} -> ${topic} (expected ${label})`),
    );
    expect(heldOut.topics.length).toBeGreaterThanOrEqual(150);
    console.info(`target ${100 * TARGETS.topicAccuracy} %, floor ${100 * FLOORS.topicAccuracy} %`);
    expect(share(right, heldOut.topics.length)).toBeGreaterThanOrEqual(FLOORS.topicAccuracy);
  });
});
