import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ImportBudget } from './import-budget';
import {
  IMPORT_LIMITS,
  ImportFormatError,
  ImportLimitError,
  completionDays,
  cutNote,
  loopFrequency,
  type ImportSource,
  type ParsedImport,
} from './import';
import { parseImport, type UploadedFile } from './import-files';
import { HABIT_NOTE_MAX } from './notes';
import { SAMPLE_TODAY, loopZip, sampleBytes } from './import-samples/samples';

const byName = (parsed: ParsedImport) => new Map(parsed.habits.map((habit) => [habit.name, habit]));
const encode = (text: string) => new TextEncoder().encode(text);
const read = (source: ImportSource, uploads: UploadedFile[]) =>
  parseImport(source, uploads, SAMPLE_TODAY, new ImportBudget());

describe('Loop frequency', () => {
  it.each([
    [1, 1, 'daily'],
    [1, 7, 'weekly'],
    [3, 7, 'weekly'],
    [1, 28, 'monthly'],
    [1, 30, 'monthly'],
    [2, 31, 'monthly'],
    [1, 2, 'daily'],
    [2, 3, 'daily'],
    [1, 3, 'weekly'],
    [5, 14, 'weekly'],
    [1, 32, 'weekly'],
  ] as const)('%i times in %i days is %s', (numerator, denominator, frequency) => {
    expect(loopFrequency(numerator, denominator)).toBe(frequency);
  });
});

describe('completion days', () => {
  it.each([
    ['daily', ['2026-11-18', '2026-11-16'], ['2026-11-16', '2026-11-18']],
    ['weekly', ['2026-11-18', '2026-11-16', '2026-11-09'], ['2026-11-09', '2026-11-16']],
    ['monthly', ['2026-11-18', '2026-11-03', '2026-10-31'], ['2026-10-31', '2026-11-03']],
  ] as const)('%s: several done days in a period become one on the first', (frequency, days, expected) => {
    expect(completionDays(frequency, days)).toEqual(expected);
  });
});

describe('notes cut to a habit-day note', () => {
  const long = 'a'.repeat(HABIT_NOTE_MAX);
  it.each([
    ['a short note', 'Calm', 'Calm'],
    ['exactly the limit', long, long],
    ['one over the limit', `${long}b`, long],
    [
      'a cut landing on blank space',
      `${'a'.repeat(HABIT_NOTE_MAX - 2)}  tail`,
      'a'.repeat(HABIT_NOTE_MAX - 2),
    ],
    ['a cut through an emoji', `${'a'.repeat(HABIT_NOTE_MAX - 1)}😀`, 'a'.repeat(HABIT_NOTE_MAX - 1)],
  ])('%s', (_, text, expected) => {
    expect(cutNote(text)).toEqual(expected);
  });

  it('trims, skips empty notes, and cuts what a file holds', async () => {
    const file = `date,habit,value,note\n2026-11-18,Walk,1,"  ${'x'.repeat(HABIT_NOTE_MAX + 20)}  "\n2026-11-19,Walk,1,"   "\n`;
    const [walk] = (await read('csv', [{ name: 'walk.csv', bytes: encode(file) }])).habits;
    expect(walk?.notes).toEqual([{ day: '2026-11-18', text: 'x'.repeat(HABIT_NOTE_MAX) }]);
  });
});

const loopParsed = await read('loop', [{ name: 'Loop Habits CSV 2026-11-20.zip', bytes: loopZip() }]);

describe('Loop Habit Tracker export', () => {
  const parsed = loopParsed;
  const habits = byName(parsed);

  it('reads every habit with its cadence, target and archive state', () => {
    expect(parsed.habits.map((habit) => [habit.name, habit.frequency, habit.archived])).toEqual([
      ['Meditate', 'daily', false],
      ['Review budget', 'weekly', false],
      ['Save, invest', 'daily', false],
      ['Journal', 'weekly', true],
      ['Pay bills', 'monthly', false],
    ]);
    expect(habits.get('Meditate')).toMatchObject({
      sourceKey: '1:Meditate',
      description: 'Did you meditate today?',
    });
    expect(habits.get('Save, invest')).toMatchObject({
      targetValue: 20,
      unit: 'dollars',
      sourceKey: '3:Save, invest',
    });
  });

  it('counts days checked by hand, not by Loop, and keeps skips and notes', () => {
    expect(habits.get('Meditate')).toMatchObject({
      doneDays: ['2026-11-16', '2026-11-20'],
      skipDays: ['2026-11-18'],
      notes: [
        { day: '2026-11-18', text: 'Travelling' },
        { day: '2026-11-20', text: 'Calm, focused' },
      ],
    });
    expect(habits.get('Review budget')?.doneDays).toEqual(['2026-11-09', '2026-11-16', '2026-11-18']);
    // Numerical: done where the amount reaches the target of 20.
    expect(habits.get('Save, invest')?.doneDays).toEqual(['2026-11-18', '2026-11-20']);
    expect(habits.get('Save, invest')?.notes).toEqual([{ day: '2026-11-19', text: 'Short week' }]);
    // From the overview file (no folder of their own): 2 by hand, 1 by Loop.
    expect(habits.get('Journal')?.doneDays).toEqual(['2026-11-18', '2026-11-20']);
    expect(habits.get('Pay bills')?.doneDays).toEqual(['2026-11-03', '2026-11-18']);
  });

  it('lists the rows it leaves out, with their file and line', () => {
    expect(parsed.skipped).toEqual([
      { file: '001 Meditate/Checkmarks.csv', line: 2, reason: 'dated after today' },
      { file: '001 Meditate/Checkmarks.csv', line: 9, reason: 'the value MAYBE is not one Loop writes' },
    ]);
  });

  it('reads the same files sent without a zip', async () => {
    const loose = await read('loop', [
      { name: 'Habits.csv', bytes: sampleBytes('loop/Habits.csv') },
      { name: 'Checkmarks.csv', bytes: sampleBytes('loop/Checkmarks.csv') },
    ]);
    // Without the per-habit files, the overview's hand check-marks are all there is.
    expect(byName(loose).get('Meditate')?.doneDays).toEqual(['2026-11-20']);
    expect(byName(loose).get('Save, invest')?.doneDays).toEqual(['2026-11-20']);
    expect(byName(loose).get('Journal')?.doneDays).toEqual(['2026-11-18', '2026-11-20']);
  });
});

const habitBullParsed = await read('habitbull', [
  { name: 'habitbull.csv', bytes: sampleBytes('habitbull.csv') },
]);

describe('HabitBull export', () => {
  const parsed = habitBullParsed;

  it('counts a repeated day once and keeps comments as notes', () => {
    expect(parsed.habits).toEqual([
      expect.objectContaining({
        name: 'Read 20 pages',
        sourceKey: 'read 20 pages',
        description: 'Fiction, or not',
        frequency: 'daily',
        doneDays: ['2026-11-18'],
        notes: [
          { day: '2026-11-18', text: 'Dune, chapter 3' },
          { day: '2026-11-19', text: 'Too tired' },
        ],
      }),
      expect.objectContaining({ name: 'No takeaway', doneDays: ['2026-11-19'] }),
    ]);
    expect(parsed.skipped).toEqual([
      { file: 'habitbull.csv', line: 5, reason: 'dated after today' },
      { file: 'habitbull.csv', line: 7, reason: 'the value abc is not a number' },
    ]);
  });
});

const genericParsed = await read('csv', [{ name: 'generic.csv', bytes: sampleBytes('generic.csv') }]);

describe('generic CSV', () => {
  const parsed = genericParsed;

  it('groups names in any case, reads skips, notes and the frequency column', () => {
    expect(parsed.habits).toEqual([
      expect.objectContaining({
        name: 'Walk',
        sourceKey: 'walk',
        frequency: 'daily',
        doneDays: ['2026-11-18', '2026-11-20'],
        skipDays: ['2026-11-19'],
        notes: [{ day: '2026-11-18', text: 'Park loop, 3 km' }],
      }),
      expect.objectContaining({ name: 'Weekly review', frequency: 'weekly', doneDays: ['2026-11-17'] }),
    ]);
    expect(parsed.skipped).toEqual([
      { file: 'generic.csv', line: 6, reason: 'the value maybe is not 1, 0 or skip' },
      { file: 'generic.csv', line: 7, reason: 'the date not-a-date is not YYYY-MM-DD' },
    ]);
  });
});

describe('files that are not the format', () => {
  const fails = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      return error;
    }
    throw new Error('expected the import to fail');
  };

  it.each([
    [
      'habitbull',
      'export.csv',
      'Name,Date\nx,2026-01-01\n',
      'export.csv, line 1: the header lacks the column HabitName, CalendarDate, Value',
    ],
    [
      'csv',
      'mine.csv',
      'date,habit\n2026-01-01,"open\n',
      'mine.csv, line 2: this is not a readable CSV file',
    ],
    ['csv', 'mine.csv', '', 'mine.csv, line 1: the file is empty'],
    ['loop', 'Checkmarks.csv', 'Date\n', 'Habits.csv, line 1: the export has no Habits.csv'],
  ] as const)('%s %s is refused naming the file and line', async (source, name, content, message) => {
    const error = await fails(() => read(source, [{ name, bytes: encode(content) }]));
    expect(error).toBeInstanceOf(ImportFormatError);
    expect((error as Error).message).toBe(message);
  });

  it('refuses a zip with too many files, or one that unpacks too large', async () => {
    const many = zipSync(
      Object.fromEntries(
        Array.from({ length: IMPORT_LIMITS.zipEntries + 1 }, (_, index) => [`f${index}.csv`, encode('a')]),
      ),
    );
    const tooMany = await fails(() => read('loop', [{ name: 'many.zip', bytes: many }]));
    expect(tooMany).toBeInstanceOf(ImportLimitError);
    expect((tooMany as ImportLimitError).status).toBe(400);
    const bomb = zipSync({ 'Habits.csv': new Uint8Array(IMPORT_LIMITS.unpackedBytes + 1) }, { level: 9 });
    expect(bomb.length).toBeLessThan(IMPORT_LIMITS.fileBytes);
    const large = await fails(() => read('loop', [{ name: 'bomb.zip', bytes: bomb }]));
    expect((large as ImportLimitError).status).toBe(413);
  });

  it('refuses more than 200 habits', async () => {
    const rows = Array.from(
      { length: IMPORT_LIMITS.habits + 1 },
      (_, index) => `2026-01-01,habit ${index},1,,`,
    );
    const error = await fails(() =>
      read('csv', [
        { name: 'big.csv', bytes: encode(['date,habit,value,note,frequency', ...rows].join('\n')) },
      ]),
    );
    expect(error).toBeInstanceOf(ImportLimitError);
  });
});
