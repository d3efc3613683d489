import { z } from 'zod';
import { INTENTION_IDS as ONBOARDING_INTENTION_IDS } from '#domain/onboarding/onboarding';
import { MOON_PHASE_NAMES, type MoonPhaseName } from '#domain/sky/phases';
import { seededRandom } from '#domain/shared/random';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';

/**
 * The journal's prompt library (content/prompts/*.json, docs/journal.md "Prompts") and the rule
 * that picks the day's prompt. A prompt may be tied to moon phases, to intentions, or to a span of
 * program days; a prompt tied to none suits any day.
 */

/** The intentions a member can choose when they begin ('own' is one they write themselves). */
export const INTENTION_IDS = [...ONBOARDING_INTENTION_IDS, 'own'] as const;
type Intention = (typeof INTENTION_IDS)[number];

export const PROMPT_LIBRARY_MIN = 120;

const PromptSchema = schemaOnFirstUse(() =>
  z
    .object({
      id: z.string().regex(/^[a-z0-9-]{1,60}$/),
      text: z.string().trim().min(10).max(300),
      phases: z.array(z.enum(MOON_PHASE_NAMES)).min(1).optional(),
      intentions: z.array(z.enum(INTENTION_IDS)).min(1).optional(),
      programDays: z
        .object({ from: z.number().int().min(1), to: z.number().int().min(1) })
        .refine((span) => span.from <= span.to, 'from must not be after to')
        .optional(),
    })
    .strict(),
);
export type Prompt = z.infer<typeof PromptSchema>;

const PromptFileSchema = schemaOnFirstUse(() => z.object({ prompts: z.array(PromptSchema) }).strict());

/** Parses the library's files into one list, refusing duplicate ids. */
export function parsePromptLibrary(files: readonly unknown[]): Prompt[] {
  const prompts = files.flatMap((file) => PromptFileSchema.parse(file).prompts);
  const seen = new Set<string>();
  for (const prompt of prompts) {
    if (seen.has(prompt.id)) throw new Error(`prompt id ${prompt.id} appears twice in content/prompts`);
    seen.add(prompt.id);
  }
  return prompts;
}

export type PromptContext = {
  /** The member's local day; with the member's id it seeds the pick, so a day keeps its prompt. */
  day: string;
  memberId: string;
  phase: MoonPhaseName;
  intention?: Intention | null;
  /** Day 1, 2, ... of the member's program, when they follow one. */
  programDay?: number | null;
};

/** Whether every tie a prompt has is met by the day. */
export function promptFits(prompt: Prompt, context: PromptContext): boolean {
  if (prompt.phases && !prompt.phases.includes(context.phase)) return false;
  if (prompt.intentions && !(context.intention && prompt.intentions.includes(context.intention)))
    return false;
  if (prompt.programDays) {
    const day = context.programDay;
    if (!day || day < prompt.programDays.from || day > prompt.programDays.to) return false;
  }
  return true;
}

/**
 * The day's prompt. A program day's own prompts come first, since they speak to where the member
 * is in it; otherwise one of the prompts for tonight's moon phase, the member's intention, or any
 * day, picked by a generator seeded with the member and the day (the same all day, varied between
 * members).
 */
export function chooseDailyPrompt(library: readonly Prompt[], context: PromptContext): Prompt {
  const fitting = library.filter((prompt) => promptFits(prompt, context));
  const forProgram = fitting.filter((prompt) => prompt.programDays);
  const candidates = forProgram.length > 0 ? forProgram : fitting;
  const random = seededRandom(`journal-prompt:${context.memberId}:${context.day}`);
  const chosen = candidates[Math.floor(random() * candidates.length)];
  if (!chosen) throw new Error('the prompt library has no prompt for this day');
  return chosen;
}
