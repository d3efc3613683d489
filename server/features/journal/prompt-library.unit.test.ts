import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MOON_PHASE_NAMES } from '#domain/sky/phases';
import {
  chooseDailyPrompt,
  INTENTION_IDS,
  parsePromptLibrary,
  PROMPT_LIBRARY_MIN,
  promptFits,
  type Prompt,
} from '#domain/journal/prompts';
import { PROMPT_FILES, promptLibrary } from './prompt-library';

describe('the prompt library (content/prompts)', () => {
  const { prompts } = promptLibrary();

  it(`holds at least ${PROMPT_LIBRARY_MIN} prompts from every file in the folder`, () => {
    expect(prompts.length).toBeGreaterThanOrEqual(PROMPT_LIBRARY_MIN);
    const files = readdirSync(new URL('../../../content/prompts', import.meta.url)).filter((name) =>
      name.endsWith('.json'),
    );
    expect(Object.keys(PROMPT_FILES).sort()).toEqual(files.sort());
  });

  it('has at least five prompts for every moon phase and every intention', () => {
    for (const phase of MOON_PHASE_NAMES)
      expect(prompts.filter((prompt) => prompt.phases?.includes(phase)).length, phase).toBeGreaterThanOrEqual(
        5,
      );
    for (const intention of INTENTION_IDS)
      expect(
        prompts.filter((prompt) => prompt.intentions?.includes(intention)).length,
        intention,
      ).toBeGreaterThanOrEqual(5);
  });

  it('refuses a duplicate id and a prompt that breaks the schema', () => {
    const one = { id: 'a-1', text: 'What went well today?' };
    expect(() => parsePromptLibrary([{ prompts: [one] }, { prompts: [one] }])).toThrow(/appears twice/);
    expect(() =>
      parsePromptLibrary([{ prompts: [{ id: 'Bad Id', text: 'What went well today?' }] }]),
    ).toThrow();
    expect(() => parsePromptLibrary([{ prompts: [{ ...one, phases: ['Blue Moon'] }] }])).toThrow();
  });
});

describe('choosing the day’s prompt', () => {
  const library: Prompt[] = [
    { id: 'any', text: 'Any day at all, any member.' },
    { id: 'full', text: 'Only under a full moon.', phases: ['Full Moon'] },
    { id: 'sleep', text: 'Only for members who sleep badly.', intentions: ['sleep'] },
    { id: 'day-one', text: 'Only on the first day of a program.', programDays: { from: 1, to: 1 } },
  ];
  const base = { day: '2026-11-26', memberId: 'm1', phase: 'New Moon' as const };

  it.each([
    ['any', base, true],
    ['full', base, false],
    ['full', { ...base, phase: 'Full Moon' as const }, true],
    ['sleep', base, false],
    ['sleep', { ...base, intention: 'sleep' as const }, true],
    ['sleep', { ...base, intention: 'focus' as const }, false],
    ['day-one', base, false],
    ['day-one', { ...base, programDay: 1 }, true],
    ['day-one', { ...base, programDay: 2 }, false],
  ])('%s fits %j: %s', (id, context, fits) => {
    const prompt = library.find((candidate) => candidate.id === id);
    if (!prompt) throw new Error(id);
    expect(promptFits(prompt, context)).toBe(fits);
  });

  it('prefers the program day’s own prompts, and keeps one prompt all day', () => {
    expect(chooseDailyPrompt(library, { ...base, programDay: 1 }).id).toBe('day-one');
    expect(chooseDailyPrompt(library, base)).toEqual(chooseDailyPrompt(library, base));
    expect(chooseDailyPrompt(library, base).id).toBe('any');
  });

  it('varies between days and members over the real library, always fitting the day', () => {
    const { prompts } = promptLibrary();
    const chosen = new Set<string>();
    for (let index = 0; index < 30; index += 1) {
      const context = {
        ...base,
        day: `2026-12-${String(index + 1).padStart(2, '0')}`,
        phase: 'Full Moon' as const,
        intention: 'saving' as const,
      };
      const prompt = chooseDailyPrompt(prompts, context);
      expect(promptFits(prompt, context)).toBe(true);
      chosen.add(prompt.id);
    }
    expect(chosen.size).toBeGreaterThan(10);
  });
});
