/**
 * The eight moon phases of Cosmic Manifestation Timing (docs/sky.md): what each one is
 * for, how it is named, and the manifestation power it carries. Pure data and rules: no astronomy
 * here, so the page text and the power table can be read and tested on their own.
 */

export const MOON_PHASE_NAMES = [
  'New Moon',
  'Waxing Crescent',
  'First Quarter',
  'Waxing Gibbous',
  'Full Moon',
  'Waning Gibbous',
  'Last Quarter',
  'Waning Crescent',
] as const;

export type MoonPhaseName = (typeof MOON_PHASE_NAMES)[number];

export type MoonPhaseProfile = {
  name: MoonPhaseName;
  manifestationType: string;
  energy: string;
  description: string;
  recommendations: string[];
};

export const MOON_PHASES: Record<MoonPhaseName, MoonPhaseProfile> = {
  'New Moon': {
    name: 'New Moon',
    manifestationType: 'Intention Setting',
    energy: 'Fresh beginnings',
    description:
      'The sky is dark and the slate is clean. Seeds planted now have the whole cycle ahead of them to grow.',
    recommendations: [
      'Write three wealth intentions in the present tense, as if they are already true.',
      'Choose one financial goal for this cycle and name the first small step toward it.',
      'Sit in a 15-minute quiet meditation and picture the moment your intention arrives.',
    ],
  },
  'Waxing Crescent': {
    name: 'Waxing Crescent',
    manifestationType: 'Momentum Building',
    energy: 'Hopeful and growing',
    description: 'A thin sliver of light returns. Intentions need gentle, steady attention to take root.',
    recommendations: [
      'Take one small, concrete action on your intention today, however modest.',
      'Repeat your chosen affirmation morning and evening to keep it warm.',
      'Note one sign of progress before bed, even a tiny one.',
    ],
  },
  'First Quarter': {
    name: 'First Quarter',
    manifestationType: 'Decisive Action',
    energy: 'Bold and determined',
    description: 'Half lit and pushing forward. Obstacles show up now so you can meet them with commitment.',
    recommendations: [
      'Make the call, send the proposal or book the meeting you have been putting off.',
      'Name one obstacle in your way and decide how you will move through it this week.',
      'Recommit to your goal out loud: say why it matters to you.',
    ],
  },
  'Waxing Gibbous': {
    name: 'Waxing Gibbous',
    manifestationType: 'Refinement',
    energy: 'Focused and expectant',
    description: 'Almost full and building. Fine-tune your plans and trust that the harvest is near.',
    recommendations: [
      'Review your plan and adjust one detail that would make it stronger.',
      'Visualise the finished result for ten minutes, with every sense you can.',
      'Tidy your money: check balances, cancel one unused subscription, file receipts.',
    ],
  },
  'Full Moon': {
    name: 'Full Moon',
    manifestationType: 'Culmination',
    energy: 'Radiant and abundant',
    description:
      'The Moon is fully lit and energy peaks. Celebrate what has arrived and amplify what you want more of.',
    recommendations: [
      'Write a gratitude list of every win, payment and kindness since the new moon.',
      'Charge your intentions: read them aloud under the moonlight, or by a window.',
      'Celebrate one result with a small ritual: a candle, a walk, a shared meal.',
    ],
  },
  'Waning Gibbous': {
    name: 'Waning Gibbous',
    manifestationType: 'Gratitude and Sharing',
    energy: 'Generous and reflective',
    description:
      'The light begins to soften. Share what you have learned and give thanks for what you received.',
    recommendations: [
      'Share a lesson or a resource with someone it could help.',
      'Send a thank-you note to a mentor, client or friend who supported you.',
      'Journal on what worked this cycle and what you would repeat.',
    ],
  },
  'Last Quarter': {
    name: 'Last Quarter',
    manifestationType: 'Release',
    energy: 'Clearing and honest',
    description:
      'Half lit and letting go. Clear out the habits, clutter and beliefs that keep abundance away.',
    recommendations: [
      'Write down one limiting money belief, then write the truer belief that replaces it.',
      'Clear one space: a drawer, an inbox, a cluttered corner of your desk.',
      'Forgive one old debt, grudge or mistake, including your own.',
    ],
  },
  'Waning Crescent': {
    name: 'Waning Crescent',
    manifestationType: 'Rest and Surrender',
    energy: 'Quiet and restorative',
    description:
      'The last sliver before darkness. Rest, recover and let the next intentions form on their own.',
    recommendations: [
      'Rest without guilt: an early night is part of the practice.',
      'Try a slow breathing meditation and let your mind go quiet.',
      'Notice what you are drawn to next; jot down ideas for the coming new moon.',
    ],
  },
};

/** The four principal phases, indexed like astronomy's quarters (0 new, 1 first, 2 full, 3 last). */
export const PRINCIPAL_PHASES = ['New Moon', 'First Quarter', 'Full Moon', 'Last Quarter'] as const;
export type PrincipalPhaseName = (typeof PRINCIPAL_PHASES)[number];

/**
 * The phase a day takes. A principal phase (new, first quarter, full, last quarter) owns the one
 * local day its exact instant falls on, as published tables do; every other day is named by where
 * the Moon stands at local noon: 0-180 degrees of elongation waxing, 180-360 waning, with the
 * quarter lines splitting crescent from gibbous.
 */
export function phaseNameForDay(
  noonElongation: number,
  principalToday: PrincipalPhaseName | null,
): MoonPhaseName {
  if (principalToday) return principalToday;
  const angle = ((noonElongation % 360) + 360) % 360;
  if (angle < 90) return 'Waxing Crescent';
  if (angle < 180) return 'Waxing Gibbous';
  if (angle < 270) return 'Waning Gibbous';
  return 'Waning Crescent';
}

const WAXING: readonly MoonPhaseName[] = ['Waxing Crescent', 'First Quarter', 'Waxing Gibbous'];

/** docs/sky.md: the power a phase gives before any planetary boost. */
export function basePower(phase: MoonPhaseName): number {
  if (phase === 'Full Moon') return 10;
  if (phase === 'New Moon') return 8;
  if (WAXING.includes(phase)) return 7;
  return 5;
}

const MAX_POWER = 10;

/** Base power plus (boost - 5) on an aligned day, kept within 0-10. */
export function manifestationPower(phase: MoonPhaseName, alignmentBoost: number | null): number {
  const raw = basePower(phase) + (alignmentBoost === null ? 0 : alignmentBoost - 5);
  return Math.min(MAX_POWER, Math.max(0, raw));
}
