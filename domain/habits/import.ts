import { z } from 'zod';
import { isValidDay, type Day } from '#domain/shared/dates';
import { HABIT_DESCRIPTION_MAX, HABIT_TITLE_MAX, HABIT_UNIT_MAX, type HabitFrequency } from './habits';
import { HABIT_NOTE_MAX } from './notes';
import { periodKey } from './periods';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';

/**
 * Importing habits and their history from other trackers (docs/open-data.md): Loop Habit Tracker's
 * CSV export, HabitBull's CSV export and a generic CSV. The parsers are pure; the server writes
 * what they found through the habits feature's own statements.
 */
const IMPORT_SOURCES = ['loop', 'habitbull', 'csv'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

export const IMPORT_LIMITS = {
  fileBytes: 5 * 1024 * 1024,
  zipEntries: 50,
  unpackedBytes: 20 * 1024 * 1024,
  habits: 200,
  /** Data rows in all the files of one import. */
  rows: 100_000,
  /** Rows whose column count differs from their header's, in all the files of one import. */
  irregularRows: 1_000,
  /** Left-out rows listed in an answer (all of them are counted). */
  skippedListed: 50,
} as const;

/** One habit as a file describes it, with the days that count (all on or before the member's today). */
export type ImportedHabit = {
  /** What a later import of the same source recognises it by (Loop: position and name; others: the name). */
  sourceKey: string;
  name: string;
  description: string;
  frequency: HabitFrequency;
  targetValue: number | null;
  unit: string | null;
  archived: boolean;
  /** Distinct days the habit was done, ascending. */
  doneDays: Day[];
  /** Distinct days the habit was skipped, ascending. */
  skipDays: Day[];
  /** Notes by day: the file's text, trimmed and cut to a habit-day note's length. */
  notes: { day: Day; text: string }[];
};

export type SkippedRow = { file: string; line: number; reason: string };
export type ParsedImport = { habits: ImportedHabit[]; skipped: SkippedRow[]; skippedCount: number };

/** A file that is not the named format at all: 400 naming the file and line. */
export class ImportFormatError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    reason: string,
  ) {
    super(`${file}, line ${line}: ${reason}`);
    this.name = 'ImportFormatError';
  }
}

/** An upload over one of IMPORT_LIMITS' counts (413 for sizes, 400 for counts) or the plan's room (402). */
export class ImportLimitError extends Error {
  constructor(
    readonly status: 400 | 402 | 413,
    message: string,
  ) {
    super(message);
    this.name = 'ImportLimitError';
  }
}

export const IMPORT_MESSAGES = {
  tooLarge: `The file is larger than ${IMPORT_LIMITS.fileBytes / 1024 / 1024} MB.`,
  unpackedTooLarge: `The zip unpacks to more than ${IMPORT_LIMITS.unpackedBytes / 1024 / 1024} MB.`,
  tooManyEntries: `The zip holds more than ${IMPORT_LIMITS.zipEntries} files.`,
  tooManyHabits: `A file may hold at most ${IMPORT_LIMITS.habits} habits.`,
  tooManyRows: `An import may hold at most ${IMPORT_LIMITS.rows.toLocaleString('en-US')} rows.`,
  irregular: `this is not a CSV file: more than ${IMPORT_LIMITS.irregularRows.toLocaleString('en-US')} rows have another number of columns than the header`,
  noFile: 'file: attach the export as the form field "file".',
  future: 'dated after today',
} as const;

/**
 * Loop's "N times every M days": 1 day is daily, 7 weekly, 28 to 31 monthly; any other interval is
 * daily when at least every other day and weekly otherwise (the nearest cadence this app has).
 */
export function loopFrequency(numerator: number, denominator: number): HabitFrequency {
  if (denominator === 1) return 'daily';
  if (denominator === 7) return 'weekly';
  if (denominator >= 28 && denominator <= 31) return 'monthly';
  return numerator / denominator >= 0.5 ? 'daily' : 'weekly';
}

/** The days a habit's completions fall on: the first done day of each period (several in one count once). */
export function completionDays(frequency: HabitFrequency, doneDays: readonly Day[]): Day[] {
  const firsts = new Map<string, Day>();
  for (const day of [...doneDays].sort()) {
    const key = periodKey(day, frequency);
    if (!firsts.has(key)) firsts.set(key, day);
  }
  return [...firsts.values()];
}

/** The key a generic or HabitBull habit is recognised by on a later import: its trimmed name, any case. */
export const nameKey = (name: string) => name.trim().toLowerCase();

/** Fits a name, description or unit into the habit's own limits. */
export function fitHabitText(habit: { name: string; description: string; unit: string | null }) {
  return {
    name: habit.name.trim().slice(0, HABIT_TITLE_MAX),
    description: habit.description.trim().slice(0, HABIT_DESCRIPTION_MAX),
    unit: habit.unit?.trim().slice(0, HABIT_UNIT_MAX) || null,
  };
}

/** Accepts YYYY-MM-DD only (what every supported export writes). */
export const isImportDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isValidDay(value);

/**
 * A note as a habit-day note holds it: at most HABIT_NOTE_MAX characters, never ending in half a
 * surrogate pair or in blank space left by the cut.
 */
export function cutNote(text: string): string {
  if (text.length <= HABIT_NOTE_MAX) return text;
  return text
    .slice(0, HABIT_NOTE_MAX)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trimEnd();
}

/** Collects a habit's rows while a parser reads, then hands back an ImportedHabit. */
export class HabitCollector {
  private readonly done = new Set<Day>();
  private readonly skips = new Set<Day>();
  private readonly notes = new Map<Day, string>();

  constructor(readonly head: Omit<ImportedHabit, 'doneDays' | 'skipDays' | 'notes'>) {}

  addDone(day: Day) {
    this.done.add(day);
    this.skips.delete(day);
  }
  addSkip(day: Day) {
    if (!this.done.has(day)) this.skips.add(day);
  }
  addNote(day: Day, text: string) {
    const trimmed = text.trim();
    if (!trimmed) return;
    const earlier = this.notes.get(day);
    this.notes.set(day, earlier && earlier !== trimmed ? `${earlier}\n${trimmed}` : trimmed);
  }
  finish(): ImportedHabit {
    return {
      ...this.head,
      doneDays: [...this.done].sort(),
      skipDays: [...this.skips].sort(),
      notes: [...this.notes]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([day, text]) => ({ day, text: cutNote(text) })),
    };
  }
}

/** `?dryRun=1` */
export const ImportQuerySchema = schemaOnFirstUse(() =>
  z
    .object({
      dryRun: z.enum(['0', '1', 'true', 'false'], { message: 'must be 1 or 0' }).optional(),
    })
    .strict(),
);

export const ImportParamsSchema = schemaOnFirstUse(() =>
  z.object({ source: z.enum(IMPORT_SOURCES, { message: 'must be loop, habitbull or csv' }) }),
);

/** The dry run's answer: what an import would add, and the rows it would leave out. */
export const ImportPreviewSchema = schemaOnFirstUse(() =>
  z.object({
    habits: z.array(
      z.object({
        name: z.string(),
        frequency: z.enum(['daily', 'weekly', 'monthly']),
        /** Done days in the file. */
        days: z.number().int(),
        /** Skipped periods in the file. */
        skips: z.number().int(),
        /** Notes in the file. */
        notes: z.number().int(),
        archived: z.boolean(),
        /** A habit from an earlier import of this source: only what it lacks would be added. */
        existing: z.boolean(),
      }),
    ),
    /** Notes in the file: the import writes each as a habit-day note unless that day has one. */
    notes: z.number().int(),
    /** The first IMPORT_LIMITS.skippedListed rows left out. */
    skipped: z.array(z.object({ file: z.string(), line: z.number().int(), reason: z.string() })),
    /** All the rows left out. */
    skippedCount: z.number().int(),
    /** Why the member's plan cannot hold these habits (the import would answer 402), or null. */
    planLimit: z.string().nullable(),
  }),
);
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const ImportResultSchema = schemaOnFirstUse(() =>
  z.object({
    imported: z.object({
      /** Habits created. */
      habits: z.number().int(),
      /** Completions added (one per period). */
      days: z.number().int(),
      /** Skips added. */
      skips: z.number().int(),
      /** Habit-day notes written (a day that already has a note keeps it). */
      notes: z.number().int(),
    }),
    /** The first IMPORT_LIMITS.skippedListed rows left out. */
    skipped: z.array(z.object({ file: z.string(), line: z.number().int(), reason: z.string() })),
    /** All the rows left out. */
    skippedCount: z.number().int(),
  }),
);
export type ImportResult = z.infer<typeof ImportResultSchema>;
