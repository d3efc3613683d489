import { z } from 'zod';
import abundanceHabit from '#content/programs/abundance-habit-21.json';
import lunarCycle from '#content/programs/lunar-cycle.json';
import moneyCalm from '#content/programs/money-calm-7.json';
import restfulSleep from '#content/programs/restful-sleep-5.json';
import { findLibrarySession } from '#domain/meditation/library';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { MOON_PHASE_NAMES } from '#domain/sky/phases';

/**
 * Multi-day programs as versioned content (content/programs/*.json): a writer edits the words
 * there. Parsed with the schema below on first use, in the unit tests and by `npm run build`.
 */
const PROGRAM_CONTENT_VERSION = 1;

/** The phases "One Lunar Cycle" follows; Dark Moon is the last day before the next new moon. */
const LUNAR_PROGRAM_PHASES = [...MOON_PHASE_NAMES, 'Dark Moon'] as const;

const ProgramDayContentSchema = schemaOnFirstUse(() =>
  z
    .object({
      day: z.number().int().min(1),
      title: z.string().trim().min(3).max(60),
      /** A library session id (domain/meditation/library.ts), or null for a day with "Mark as done". */
      sessionId: z.string().nullable(),
      affirmation: z.string().trim().min(10).max(160),
      prompt: z
        .object({ kind: z.enum(['ritual', 'reflection']), text: z.string().trim().min(20).max(400) })
        .strict(),
      phase: z.enum(LUNAR_PROGRAM_PHASES).optional(),
    })
    .strict(),
);

const ProgramContentSchema = schemaOnFirstUse(() =>
  z
    .object({
      version: z.literal(PROGRAM_CONTENT_VERSION),
      id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens'),
      title: z.string().trim().min(3).max(60),
      summary: z.string().trim().min(20).max(300),
      plan: z.enum(['free', 'pro']),
      level: z.enum(['beginner', 'intermediate']),
      schedule: z.enum(['daily', 'lunar']),
      days: z.array(ProgramDayContentSchema).min(1),
    })
    .strict()
    .superRefine((program, context) => {
      program.days.forEach((day, index) => {
        if (day.day !== index + 1)
          context.addIssue({ code: 'custom', path: ['days', index, 'day'], message: `must be ${index + 1}` });
        if (day.sessionId !== null && !findLibrarySession(day.sessionId))
          context.addIssue({
            code: 'custom',
            path: ['days', index, 'sessionId'],
            message: `${day.sessionId} is not a library session`,
          });
        const phase = LUNAR_PROGRAM_PHASES[index];
        if (program.schedule === 'lunar' && day.phase !== phase)
          context.addIssue({ code: 'custom', path: ['days', index, 'phase'], message: `must be ${phase}` });
        if (program.schedule === 'daily' && day.phase !== undefined)
          context.addIssue({
            code: 'custom',
            path: ['days', index, 'phase'],
            message: 'only lunar days have a phase',
          });
      });
      if (program.schedule === 'lunar' && program.days.length !== LUNAR_PROGRAM_PHASES.length)
        context.addIssue({
          code: 'custom',
          path: ['days'],
          message: `must hold ${LUNAR_PROGRAM_PHASES.length} days`,
        });
    }),
);
export type ProgramContent = z.infer<typeof ProgramContentSchema>;

/** The raw files, in the order the programs are listed. */
export const PROGRAM_FILES: readonly unknown[] = [moneyCalm, abundanceHabit, restfulSleep, lunarCycle];

export function parsePrograms(files: readonly unknown[]): ProgramContent[] {
  const programs = files.map((raw, index) => {
    const parsed = ProgramContentSchema.safeParse(raw);
    if (!parsed.success)
      throw new Error(`content/programs file #${index + 1}: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  });
  const ids = new Set(programs.map((program) => program.id));
  if (ids.size !== programs.length) throw new Error('content/programs: two programs share an id');
  return programs;
}

let programs: ProgramContent[] | null = null;

/** Every program, parsed once. */
export function programLibrary(): ProgramContent[] {
  programs ??= parsePrograms(PROGRAM_FILES);
  return programs;
}

export const findProgram = (id: string) => programLibrary().find((program) => program.id === id);
