import { z } from 'zod';
import business from '#content/affirmations/business.json';
import career from '#content/affirmations/career.json';
import debtFreedom from '#content/affirmations/debt-freedom.json';
import denyList from '#content/affirmations/deny-list.json';
import earning from '#content/affirmations/earning.json';
import focus from '#content/affirmations/focus.json';
import fullMoon from '#content/affirmations/full-moon.json';
import generosity from '#content/affirmations/generosity.json';
import gratitude from '#content/affirmations/gratitude.json';
import moneyCalm from '#content/affirmations/money-calm.json';
import newMoon from '#content/affirmations/new-moon.json';
import practiceLines from '#content/affirmations/practice-lines.json';
import saving from '#content/affirmations/saving.json';
import selfWorth from '#content/affirmations/self-worth.json';
import sleep from '#content/affirmations/sleep.json';
import { COHERENCE_LEVELS } from './affirmations';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';

/**
 * The affirmation library: lines written and read by people, kept as versioned JSON under
 * content/affirmations/ so a writer edits words without touching code (docs/affirmations.md). Every
 * file is parsed with the schemas below the first time the library is used; the build and the unit
 * tests parse them too, so a malformed file never ships.
 */

/** The content format this code reads; a file with another version is refused. */
const AFFIRMATION_CONTENT_VERSION = 1;

const LineSchema = schemaOnFirstUse(() =>
  z
    .object({
      text: z.string().trim().min(10).max(160),
      coherenceLevel: z.enum(COHERENCE_LEVELS),
    })
    .strict(),
);

const AffirmationCategoryFileSchema = schemaOnFirstUse(() =>
  z
    .object({
      version: z.literal(AFFIRMATION_CONTENT_VERSION),
      id: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/, 'must be lower-case words joined by hyphens'),
      name: z.string().min(2).max(40),
      /** The solfeggio tone (Hz, domain/energy/energy.ts) lines of this category carry. */
      frequency: z.number().int().min(100).max(1000),
      /** Words and phrases that, found in a member's intention, goals or habits, bring this category. */
      topics: z.array(z.string().trim().toLowerCase().min(2)).min(1),
      lines: z.array(LineSchema).min(1),
    })
    .strict(),
);
type AffirmationCategoryFile = z.infer<typeof AffirmationCategoryFileSchema>;

const PRACTICE_LINE_KINDS = ['streak', 'return'] as const;
export type PracticeLineKind = (typeof PRACTICE_LINE_KINDS)[number];

/** Lines about the member's own practice; one is offered only when it is true (see selection). */
const PracticeLinesFileSchema = schemaOnFirstUse(() =>
  z
    .object({
      version: z.literal(AFFIRMATION_CONTENT_VERSION),
      lines: z
        .array(
          LineSchema.unwrap()
            .extend({ when: z.enum(PRACTICE_LINE_KINDS) })
            .strict(),
        )
        .min(1),
    })
    .strict(),
);

const DenyListFileSchema = schemaOnFirstUse(() =>
  z
    .object({
      version: z.literal(AFFIRMATION_CONTENT_VERSION),
      about: z.string(),
      phrases: z.array(z.string().trim().toLowerCase().min(2)).min(1),
      patterns: z.array(z.object({ pattern: z.string().min(1), reason: z.string().min(1) }).strict()),
    })
    .strict(),
);
export type DenyList = z.infer<typeof DenyListFileSchema>;

export type LibraryLine = {
  text: string;
  coherenceLevel: (typeof COHERENCE_LEVELS)[number];
  category: string;
  frequency: number;
};
export type LibraryCategory = Omit<AffirmationCategoryFile, 'version' | 'lines'> & { lines: LibraryLine[] };
type PracticeLine = LibraryLine & { when: PracticeLineKind };
export type AffirmationLibrary = {
  categories: LibraryCategory[];
  practice: PracticeLine[];
  denyList: DenyList;
};

/** The raw files, in the order categories are listed to members. */
export const CATEGORY_FILES: readonly unknown[] = [
  moneyCalm,
  earning,
  saving,
  debtFreedom,
  generosity,
  career,
  business,
  selfWorth,
  gratitude,
  focus,
  sleep,
  newMoon,
  fullMoon,
];
export const PRACTICE_LINES_FILE: unknown = practiceLines;
export const DENY_LIST_FILE: unknown = denyList;

/** The frequency of practice lines (528 Hz, the tone the app uses for steady practice). */
const PRACTICE_FREQUENCY = 528;

/** Parses every file; throws with the file's id and Zod's message when one is malformed. */
export function parseLibrary(
  categoryFiles: readonly unknown[],
  practiceFile: unknown,
  denyFile: unknown,
): AffirmationLibrary {
  const categories = categoryFiles.map((raw, index) => {
    const parsed = AffirmationCategoryFileSchema.safeParse(raw);
    if (!parsed.success)
      throw new Error(`content/affirmations category file #${index + 1}: ${z.prettifyError(parsed.error)}`);
    const { version: _version, lines, ...category } = parsed.data;
    return {
      ...category,
      lines: lines.map((line) => ({ ...line, category: category.id, frequency: category.frequency })),
    };
  });
  const ids = new Set<string>();
  for (const { id } of categories) {
    if (ids.has(id)) throw new Error(`content/affirmations: category id ${id} appears twice`);
    ids.add(id);
  }
  const practice = PracticeLinesFileSchema.parse(practiceFile).lines.map((line) => ({
    ...line,
    category: 'practice',
    frequency: PRACTICE_FREQUENCY,
  }));
  return { categories, practice, denyList: DenyListFileSchema.parse(denyFile) };
}

let library: AffirmationLibrary | null = null;

/** The library from content/affirmations, parsed once. */
export function affirmationLibrary(): AffirmationLibrary {
  library ??= parseLibrary(CATEGORY_FILES, PRACTICE_LINES_FILE, DENY_LIST_FILE);
  return library;
}
