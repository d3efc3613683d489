import { describe, expect, it } from 'vitest';
import type { AffirmationContext } from './affirmations';
import { classifyAffirmation, parseAffirmationLines, screenModelLines } from './output';

const A = 'I welcome wealth with an open heart.';
const B = 'Money flows to me easily and often.';
const C = 'My clear mind turns focus into income.';

describe('parseAffirmationLines', () => {
  it.each([
    ['plain lines', `${A}\n${B}\n${C}`],
    ['numbered list', `1. ${A}\n2) ${B}\n3: ${C}`],
    ['bullets and quotes', `- "${A}"\n* “${B}”\n• ${C}`],
    ['blank separator lines and CRLF', `\r\n${A}\r\n\r\n${B}\r\n\r\n${C}\r\n`],
  ])('accepts %s', (_name, text) => {
    expect(parseAffirmationLines(text, 3)).toEqual({ ok: true, lines: [A, B, C] });
  });

  it.each([
    ['too few lines', `${A}\n${B}`, 'expected 3 lines, got 2'],
    ['an intro line', `Here are your affirmations:\n${A}\n${B}\n${C}`, 'expected 3 lines, got 4'],
    ['an empty list item', `1. ${A}\n2. \n3. ${C}`, 'empty line'],
    ['empty quotes', `${A}\n""\n${C}`, 'empty line'],
    ['a line too short', `${A}\nRich.\n${C}`, 'line length 5 outside 10-200'],
    ['a line too long', `${A}\n${'x'.repeat(201)}\n${C}`, 'line length 201 outside 10-200'],
    ['a repeated line', `${A}\n${A.toUpperCase()}\n${C}`, 'repeated line'],
    ['nothing at all', '', 'expected 3 lines, got 0'],
  ])('refuses %s', (_name, text, reason) => {
    expect(parseAffirmationLines(text, 3)).toEqual({ ok: false, reason });
  });
});

const context: AffirmationContext = {
  today: '2026-03-10',
  intention: null,
  goals: [{ title: 'Emergency fund', targetAmount: 10000, manifestationDate: '2026-09-01' }],
  habits: [{ title: 'Review budget', category: 'financial' }],
  moonPhase: 'Full Moon',
  practice: { streak: 2, returnedToday: false, minutesLast7Days: 30 },
  recent: [],
};

describe('classifyAffirmation', () => {
  it.each([
    ['I add a little to my savings every week.', 'high', 417],
    ['I look at my budget with a calm mind.', 'high', 396],
    ['I am proud of my career so far.', 'medium', 741],
    ['I am grateful for this morning.', 'medium', 639],
    ['I am aligned with the wide sky.', 'low', 528],
  ])('%s -> %s, %d Hz', (content, coherenceLevel, frequency) => {
    expect(classifyAffirmation(content, context)).toEqual({ content, coherenceLevel, frequency });
  });
});

describe('screenModelLines keeps only lines that pass the library style', () => {
  it.each([
    ['I keep my spending calm and clear.', []],
    ['You are a money magnet.', ['not in the first person', 'speaks to "you"']],
    ['I will make more money this year.', ['not in the present tense', 'denied: "will make"']],
    ['My emergency fund is growing fast.', ['repeats a title or name the member typed']],
    ['I save $500 every month.', ['denied: an amount or number', 'denied: a currency sign']],
    ['I am healing my money wounds.', ['denied: "healing"']],
  ])('%s', (line, problems) => {
    const { kept, rejected } = screenModelLines([line], context);
    if (problems.length === 0) expect(kept).toEqual([line]);
    else expect(rejected).toEqual([{ line, problems }]);
  });
});
