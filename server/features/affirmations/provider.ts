import type { AffirmationContext, GeneratedAffirmation } from '#domain/affirmations';
import { selectAffirmations } from '#domain/affirmation-selection';
import type { AffirmationSource } from './repository';

type ProviderResult = { source: AffirmationSource; affirmations: GeneratedAffirmation[] };

/** Answers `count` affirmations for a context. Implementations: the library (default) and chat. */
export type AffirmationProvider = {
  generate: (context: AffirmationContext, count: number, seed: string) => Promise<ProviderResult>;
};

/** The default: lines chosen from the written library (domain/affirmation-selection.ts), no network. */
export const builtInProvider: AffirmationProvider = {
  async generate(context, count, seed) {
    return { source: 'built-in', affirmations: selectAffirmations(context, count, seed) };
  },
};
