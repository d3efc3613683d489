/** docs/community.md: the chips offered on the story form. */
export const SUGGESTED_TECHNIQUES = [
  'Visualization',
  'Affirmations',
  'Meditation',
  'Gratitude Practice',
  'Vision Board',
  'Scripting',
  'Energy Work',
  'Moon Rituals',
  'Quantum Goal Setting',
  'Coherence Practice',
  'Binaural Beats',
] as const;

/** Trims, drops blanks and keeps the first spelling of each technique (compared case-insensitively). */
export function uniqueTechniques(techniques: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of techniques) {
    const technique = raw.trim();
    const key = technique.toLowerCase();
    if (!technique || seen.has(key)) continue;
    seen.add(key);
    result.push(technique);
  }
  return result;
}

/**
 * Adds a technique unless it is blank or already chosen (docs/community.md).
 * Typing a suggestion in another case picks the suggestion's spelling.
 */
export function addTechnique(techniques: readonly string[], technique: string): string[] {
  const key = technique.trim().toLowerCase();
  const suggestion = SUGGESTED_TECHNIQUES.find((name) => name.toLowerCase() === key);
  return uniqueTechniques([...techniques, suggestion ?? technique]);
}
