import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, IMPORT_MESSAGES, ImportFormatError, ImportLimitError } from './import';
import { ImportBudget, SkippedRows } from './import-budget';

const failure = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return null;
};

describe('one import request budget', () => {
  it.each<[string, (budget: ImportBudget) => void, number | 'format' | null]>([
    ['the last allowed row', (b) => b.row('a.csv', 2, 0), null],
    [
      'one row over the limit, across files',
      (b) => {
        for (let row = 0; row < IMPORT_LIMITS.rows; row += 1) b.row('a.csv', row + 2, 0);
        b.row('b.csv', 2, 0);
      },
      400,
    ],
    ['irregular rows up to the limit', (b) => b.row('a.csv', 9, IMPORT_LIMITS.irregularRows), null],
    [
      'irregular rows over the limit, counting earlier files',
      (b) => {
        b.fileDone(IMPORT_LIMITS.irregularRows);
        b.row('b.csv', 2, 1);
      },
      'format',
    ],
    ['unpacked bytes up to the budget', (b) => b.unpack(IMPORT_LIMITS.unpackedBytes), null],
    [
      'one unpacked byte over, in two entries',
      (b) => {
        b.unpack(IMPORT_LIMITS.unpackedBytes);
        b.unpack(1);
      },
      413,
    ],
    [
      'one habit over the file limit',
      (b) => {
        for (let habit = 0; habit <= IMPORT_LIMITS.habits; habit += 1) b.habit(`h${habit}`);
      },
      400,
    ],
    [
      'a habit named twice counts once',
      (b) => {
        for (let habit = 0; habit < IMPORT_LIMITS.habits; habit += 1) b.habit('same');
      },
      null,
    ],
  ])('%s', (_, spend, expected) => {
    const error = failure(() => spend(new ImportBudget()));
    if (expected === null) expect(error).toBeNull();
    else if (expected === 'format') expect(error).toBeInstanceOf(ImportFormatError);
    else expect(error).toMatchObject({ status: expected });
  });

  it('stops at the first new habit the plan has no room for; known ones are free', () => {
    const budget = new ImportBudget({ known: new Set(['walk']), room: 1, refusal: 'Upgrade to Pro.' });
    budget.habit('walk');
    budget.habit('read');
    const error = failure(() => budget.habit('save'));
    expect(error).toBeInstanceOf(ImportLimitError);
    expect(error).toMatchObject({ status: 402, message: 'Upgrade to Pro.' });
  });

  it('names the row limit', () => {
    expect(IMPORT_MESSAGES.tooManyRows).toBe('An import may hold at most 100,000 rows.');
  });
});

describe('the rows an import leaves out', () => {
  it('lists the first 50 and counts them all', () => {
    const skipped = new SkippedRows();
    for (let line = 2; line < 302; line += 1) skipped.add('a.csv', line, 'bad');
    const { skipped: listed, skippedCount } = skipped.result();
    expect(skippedCount).toBe(300);
    expect(listed).toHaveLength(IMPORT_LIMITS.skippedListed);
    expect(listed.at(-1)).toEqual({ file: 'a.csv', line: 51, reason: 'bad' });
  });
});
