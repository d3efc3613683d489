import { addDays, daysBetween, type Day } from './dates';

/**
 * Planetary alignments by day of year (docs/cosmic.md). These are the product's symbolic calendar,
 * not an ephemeris: every 7th, 11th and 13th day of the year carries the pairing below.
 */

export type Planet = 'Venus' | 'Jupiter' | 'Mars' | 'Mercury' | 'Saturn' | 'Neptune';

export type AlignmentAspect = {
  planets: Planet[];
  influence: string;
  manifestationBoost: number;
  description: string;
  recommendations: string[];
};

type AlignmentRule = { everyNthDay: number; aspect: AlignmentAspect };

export const ALIGNMENT_RULES: readonly AlignmentRule[] = [
  {
    everyNthDay: 7,
    aspect: {
      planets: ['Venus', 'Jupiter'],
      influence: 'Attraction and expansion',
      manifestationBoost: 8,
      description:
        'Venus draws in what you value while Jupiter enlarges it: a generous day for money, beauty and relationships.',
      recommendations: [
        'Venus and Jupiter: ask for the raise, the referral or the better price; generosity flows both ways today.',
        'Venus and Jupiter: treat yourself to one beautiful, affordable thing and receive it without guilt.',
      ],
    },
  },
  {
    everyNthDay: 11,
    aspect: {
      planets: ['Mars', 'Mercury'],
      influence: 'Action and communication',
      manifestationBoost: 7,
      description:
        'Mars brings drive and Mercury sharpens words: ideas turn into conversations, and conversations into deals.',
      recommendations: [
        'Mars and Mercury: pitch, negotiate or write the email that moves a project forward.',
        'Mars and Mercury: pick the task you keep postponing and give it a focused 25-minute sprint.',
      ],
    },
  },
  {
    everyNthDay: 13,
    aspect: {
      planets: ['Saturn', 'Neptune'],
      influence: 'Vision made real',
      manifestationBoost: 9,
      description:
        "Neptune's dreams meet Saturn's structure: the rare day when a big vision can be given a practical shape.",
      recommendations: [
        'Saturn and Neptune: turn your biggest dream into a dated plan with three milestones.',
        'Saturn and Neptune: set up the automatic transfer, budget or habit that will carry the vision for you.',
      ],
    },
  },
];

/** Several rules on one day, strongest first; the day's boost is the highest and every planet is listed. */
export type PlanetaryAlignment = {
  planets: Planet[];
  influence: string;
  manifestationBoost: number;
  description: string;
  aspects: AlignmentAspect[];
};

/** 1 for 1 January, 366 for 31 December of a leap year. */
export function dayOfYear(day: Day): number {
  return daysBetween(`${day.slice(0, 4)}-01-01`, day) + 1;
}

export function alignmentForDayOfYear(n: number): PlanetaryAlignment | null {
  const aspects = ALIGNMENT_RULES.filter((rule) => n % rule.everyNthDay === 0)
    .map((rule) => rule.aspect)
    .sort((a, b) => b.manifestationBoost - a.manifestationBoost);
  const strongest = aspects[0];
  if (!strongest) return null;
  return {
    planets: aspects.flatMap((aspect) => aspect.planets),
    influence: aspects.map((aspect) => aspect.influence).join(' + '),
    manifestationBoost: strongest.manifestationBoost,
    description: aspects.map((aspect) => aspect.description).join(' '),
    aspects,
  };
}

/** The first day on or after `from` with an alignment (one comes within 7 days), and that alignment. */
export function nextAlignment(from: Day): { day: Day; alignment: PlanetaryAlignment } {
  for (let offset = 0; ; offset += 1) {
    const day = addDays(from, offset);
    const alignment = alignmentForDayOfYear(dayOfYear(day));
    if (alignment) return { day, alignment };
  }
}

/** Planets read as a pair or a list: "Venus & Jupiter", "Saturn, Neptune, Venus & Jupiter". */
export function planetList(planets: readonly Planet[]): string {
  if (planets.length <= 1) return planets.join('');
  return `${planets.slice(0, -1).join(', ')} & ${planets.at(-1) ?? ''}`;
}
