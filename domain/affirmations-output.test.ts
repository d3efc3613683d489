import { describe, expect, it } from 'vitest';
import type { AffirmationContext } from './affirmations';
import { classifyAffirmation, parseAffirmationLines } from './affirmations-output';

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
  firstName: 'Ann',
  goals: [{ title: 'Dream Home', targetAmount: 250000, manifestationDate: '2026-09-01' }],
  habits: [{ title: 'Review budget', category: 'financial' }],
  moonPhase: 'Full Moon',
  practice: { streak: 2, minutesLast7Days: 30 },
  recent: [],
};

describe('classifyAffirmation', () => {
  it.each([
    ['My dream home is already mine.', 'high', 528],
    ['I am calling in $250,000 with ease.', 'high', 528],
    ['I honour my review budget ritual and grow daily.', 'medium', 417],
    ['Under the moon I trust my path.', 'medium', 852],
    ['Ann, you are worthy of wealth.', 'medium', 528],
    ['I release every doubt about money.', 'low', 396],
    ['I am grateful for all I have.', 'low', 639],
    ['I am aligned with the infinite universe.', 'low', 963],
    ['Wealth is my natural state.', 'low', 528],
  ])('%s -> %s, %d Hz', (content, coherenceLevel, frequency) => {
    expect(classifyAffirmation(content, context)).toEqual({ content, coherenceLevel, frequency });
  });
});
