import type { AffirmationContext, GeneratedAffirmation } from '#domain/affirmations/affirmations';
import { selectAffirmations } from '#domain/affirmations/selection';
import type { AffirmationSource } from './repository';

type ProviderResult = { source: AffirmationSource; affirmations: GeneratedAffirmation[] };

/** Answers `count` affirmations for a context. Implementations: the library (default) and chat. */
export type AffirmationProvider = {
  generate: (context: AffirmationContext, count: number, seed: string) => Promise<ProviderResult>;
};

/** The default: lines chosen from the written library (domain/affirmations/selection.ts), no network. */
export const builtInProvider: AffirmationProvider = {
  async generate(context, count, seed) {
    return { source: 'built-in', affirmations: selectAffirmations(context, count, seed) };
  },
};
