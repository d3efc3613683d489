import type { AffirmationContext, GeneratedAffirmation } from '#domain/affirmations';
import { writeAffirmations } from '#domain/affirmations-generator';
import type { AffirmationSource } from './repository';

export type ProviderResult = { source: AffirmationSource; affirmations: GeneratedAffirmation[] };

/** Writes `count` affirmations for a context. Implementations: built-in (default) and chat. */
export type AffirmationProvider = {
  generate: (context: AffirmationContext, count: number, seed: string) => Promise<ProviderResult>;
};

/** The default: the pure generator in domain/, no network. */
export const builtInProvider: AffirmationProvider = {
  async generate(context, count, seed) {
    return { source: 'built-in', affirmations: writeAffirmations(context, count, seed) };
  },
};
