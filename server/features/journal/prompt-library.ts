import everyday from '#content/prompts/everyday.json' with { type: 'json' };
import firstQuarter from '#content/prompts/first-quarter.json' with { type: 'json' };
import fullMoon from '#content/prompts/full-moon.json' with { type: 'json' };
import intentions from '#content/prompts/intentions.json' with { type: 'json' };
import lastQuarter from '#content/prompts/last-quarter.json' with { type: 'json' };
import newMoon from '#content/prompts/new-moon.json' with { type: 'json' };
import program from '#content/prompts/program.json' with { type: 'json' };
import waningCrescent from '#content/prompts/waning-crescent.json' with { type: 'json' };
import waningGibbous from '#content/prompts/waning-gibbous.json' with { type: 'json' };
import waxingCrescent from '#content/prompts/waxing-crescent.json' with { type: 'json' };
import waxingGibbous from '#content/prompts/waxing-gibbous.json' with { type: 'json' };
import { parsePromptLibrary, type Prompt } from '#domain/journal/prompts';

/** Every file under content/prompts/ (the library test checks that none is left out). */
export const PROMPT_FILES: Record<string, unknown> = {
  'everyday.json': everyday,
  'first-quarter.json': firstQuarter,
  'full-moon.json': fullMoon,
  'intentions.json': intentions,
  'last-quarter.json': lastQuarter,
  'new-moon.json': newMoon,
  'program.json': program,
  'waning-crescent.json': waningCrescent,
  'waning-gibbous.json': waningGibbous,
  'waxing-crescent.json': waxingCrescent,
  'waxing-gibbous.json': waxingGibbous,
};

let library: { prompts: Prompt[]; byId: Map<string, Prompt> } | null = null;

/** The library, checked against PromptSchema the first time it is needed. */
export function promptLibrary(): { prompts: Prompt[]; byId: Map<string, Prompt> } {
  if (!library) {
    const prompts = parsePromptLibrary(Object.values(PROMPT_FILES));
    library = { prompts, byId: new Map(prompts.map((prompt) => [prompt.id, prompt])) };
  }
  return library;
}
