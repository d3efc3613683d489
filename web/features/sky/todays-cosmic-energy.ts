import { aspectPhrase } from '#domain/sky/alignments';
import { phaseTitle, todaysCosmicEnergy } from '#domain/sky/sky';

/** What the dashboard's cosmic card shows (docs/sky.md), as plain data a worker can post. */
export type TodaysCosmicEnergy = ReturnType<typeof todaysCosmicEnergy> & {
  title: string;
  /** "Moon trine Jupiter, …: influence", or null on a day without an alignment. */
  alignmentText: string | null;
};

/**
 * Today's cosmic energy for the card: astronomy-engine's lunar and planetary theories, about 40 KB
 * gzip and the better part of a second of a phone's main thread the first time, so the card runs it
 * in a worker (todays-cosmic-energy-worker.ts).
 */
export function computeTodaysCosmicEnergy(now: Date, timeZone: string): TodaysCosmicEnergy {
  const energy = todaysCosmicEnergy(now, timeZone);
  const alignmentText = energy.alignment
    ? `${energy.alignment.aspects.map(aspectPhrase).join(', ')}: ${energy.alignment.influence.toLowerCase()}`
    : null;
  return { ...energy, title: phaseTitle(energy.moonPhase), alignmentText };
}
