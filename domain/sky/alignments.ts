import { exactAspectsBetween, type AspectName } from './aspects';
import { DAY_MS } from '#domain/shared/dates';
import { daysBetween, localDay, type Day } from '#domain/shared/dates';

/**
 * Planetary alignments (docs/sky.md) from the real sky: the three pairs the product reads, each
 * with its boost, carry an alignment on the local day one of their major aspects is exact
 * (cosmic-aspects.ts). The pairs and boosts are the spec's; the dates are the ephemeris'.
 */

export type Planet = 'Venus' | 'Jupiter' | 'Mars' | 'Mercury' | 'Saturn' | 'Neptune';

type AlignmentPair = {
  planets: [Planet, Planet];
  influence: string;
  manifestationBoost: number;
  description: string;
  recommendations: string[];
};

const ALIGNMENT_PAIRS: readonly AlignmentPair[] = [
  {
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
  {
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
  {
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
];

/** One exact aspect of a pair, and when. */
export type AlignmentAspect = AlignmentPair & { aspect: AspectName; exactAt: Date };

/** Several aspects on one day, strongest first; the day's boost is the highest and every planet is listed. */
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

/** Every exact aspect of the three pairs in [from, to), in time order. */
export function alignmentAspectsBetween(from: Date, to: Date): AlignmentAspect[] {
  return ALIGNMENT_PAIRS.flatMap((pair) =>
    exactAspectsBetween(pair.planets[0], pair.planets[1], from, to).map((event) => ({
      ...pair,
      aspect: event.aspect,
      exactAt: event.at,
    })),
  ).sort((a, b) => a.exactAt.getTime() - b.exactAt.getTime());
}

/** The aspects exact on one day as that day's alignment, or null when none is. */
export function alignmentFromAspects(found: readonly AlignmentAspect[]): PlanetaryAlignment | null {
  const aspects = [...found].sort((a, b) => b.manifestationBoost - a.manifestationBoost);
  const strongest = aspects[0];
  if (!strongest) return null;
  return {
    planets: [...new Set(aspects.flatMap((aspect) => aspect.planets))],
    influence: [...new Set(aspects.map((aspect) => aspect.influence))].join(' + '),
    manifestationBoost: strongest.manifestationBoost,
    description: [...new Set(aspects.map((aspect) => aspect.description))].join(' '),
    aspects,
  };
}

/** Aspects keyed by the local day their exact instant falls on. */
export function aspectsByLocalDay(
  aspects: readonly AlignmentAspect[],
  timeZone: string,
): Map<Day, AlignmentAspect[]> {
  const byDay = new Map<Day, AlignmentAspect[]>();
  for (const aspect of aspects) {
    const day = localDay(aspect.exactAt, timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), aspect]);
  }
  return byDay;
}

// Venus-Jupiter and Mars-Mercury each make a major aspect every few weeks: a year always holds one.
const NEXT_ALIGNMENT_HORIZON_DAYS = 366;
const SEARCH_CHUNK_DAYS = 30;

/** The first aligned local day after an instant, searched a month at a time, and its alignment. */
export function nextAlignment(
  after: Date,
  timeZone: string,
): { day: Day; alignment: PlanetaryAlignment } | null {
  for (let offset = 0; offset < NEXT_ALIGNMENT_HORIZON_DAYS; offset += SEARCH_CHUNK_DAYS) {
    const from = new Date(after.getTime() + offset * DAY_MS);
    const found = alignmentAspectsBetween(from, new Date(from.getTime() + SEARCH_CHUNK_DAYS * DAY_MS));
    const first = found[0];
    if (!first) continue;
    const day = localDay(first.exactAt, timeZone);
    const alignment = alignmentFromAspects(aspectsByLocalDay(found, timeZone).get(day) ?? []);
    if (alignment) return { day, alignment };
  }
  return null;
}

/** Planets read as a pair or a list: "Venus & Jupiter", "Saturn, Neptune, Venus & Jupiter". */
export function planetList(planets: readonly Planet[]): string {
  if (planets.length <= 1) return planets.join('');
  return `${planets.slice(0, -1).join(', ')} & ${planets.at(-1) ?? ''}`;
}

/** "Venus conjunct Jupiter", "Mars square Mercury": how an ephemeris names an exact aspect. */
export function aspectPhrase(aspect: AlignmentAspect): string {
  const verb: Record<AspectName, string> = {
    conjunction: 'conjunct',
    sextile: 'sextile',
    square: 'square',
    trine: 'trine',
    opposition: 'opposite',
  };
  return `${aspect.planets[0]} ${verb[aspect.aspect]} ${aspect.planets[1]}`;
}
