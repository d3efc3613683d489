/** The how-to guide for the four moments of the cycle (docs/sky.md), written for this product. */
export type GuideSection = {
  id: string;
  /** The Moon drawn for the section: lit share 0-100 and whether it grows. */
  moon: { illumination: number; waxing: boolean };
  title: string;
  theme: string;
  summary: string;
  steps: string[];
};

export const MOON_GUIDE: GuideSection[] = [
  {
    id: 'new-moon',
    moon: { illumination: 0, waxing: true },
    title: 'New Moon',
    theme: 'Plant the seed',
    summary:
      'The darkest night is the cleanest start. Decide what you are calling in before the light returns.',
    steps: [
      'Find a quiet ten minutes and write your intentions by hand, in the present tense.',
      'Keep it to one to three: specific amounts, dates and feelings beat long lists.',
      'Close with a short meditation, seeing each intention already complete.',
    ],
  },
  {
    id: 'waxing',
    moon: { illumination: 30, waxing: true },
    title: 'Waxing phases',
    theme: 'Build momentum',
    summary: 'From crescent to gibbous the light grows nightly. Match it with steady, visible action.',
    steps: [
      'Take one concrete step each day, however small, toward your new moon intention.',
      'At the first quarter, meet the first obstacle head-on and recommit.',
      'In the gibbous days, refine: adjust the plan, tidy your finances, rehearse success.',
    ],
  },
  {
    id: 'full-moon',
    moon: { illumination: 100, waxing: true },
    title: 'Full Moon',
    theme: 'Celebrate and amplify',
    summary:
      'Energy peaks and results become visible. Give thanks, and turn up the volume on what is working.',
    steps: [
      'List every win since the new moon, including the small and unexpected ones.',
      'Read your intentions aloud and notice which ones already feel real.',
      'Mark the moment with a simple ritual: a candle, moonlight, a shared celebration.',
    ],
  },
  {
    id: 'waning',
    moon: { illumination: 30, waxing: false },
    title: 'Waning phases',
    theme: 'Release and rest',
    summary:
      'As the light recedes, make room. Let go of what did not serve you, so the next cycle starts light.',
    steps: [
      'Share what you learned, and thank the people who helped you this cycle.',
      'At the last quarter, name one belief or habit to release, and write its replacement.',
      'In the final crescent days, rest and let fresh ideas surface for the next new moon.',
    ],
  },
];
