import { alignmentAspectsBetween, type AlignmentAspect } from './alignments';
import {
  apsidesBetween,
  ingressesAround,
  voidsFromIngresses,
  type ApsisEvent,
  type SignIngress,
  type VoidOfCourse,
} from './lunar';
import { phaseEventsBetween, type PhaseEvent } from './moon';
import { longitude, signOf, type ZodiacSign } from './positions';

/**
 * Every sky event in one stretch of time, searched once: the calendar builds its days from this
 * instead of searching day by day, which keeps a 42-day month to one pass of each search.
 */
export type SkyWindow = {
  from: Date;
  to: Date;
  /** The Moon's sign at `from`. */
  signAtStart: ZodiacSign;
  phases: PhaseEvent[];
  ingresses: SignIngress[];
  voids: VoidOfCourse[];
  apsides: ApsisEvent[];
  aspects: AlignmentAspect[];
};

export function skyWindow(from: Date, to: Date): SkyWindow {
  const around = ingressesAround(from, to);
  return {
    from,
    to,
    signAtStart: signOf(longitude('Moon', from)),
    phases: phaseEventsBetween(from, to),
    ingresses: around.filter((ingress) => ingress.at >= from && ingress.at < to),
    voids: voidsFromIngresses(around).filter((period) => period.end > from && period.start < to),
    apsides: apsidesBetween(from, to),
    aspects: alignmentAspectsBetween(from, to),
  };
}

/** The Moon's sign at an instant inside the window, read from the ingresses already found. */
export function moonSignAt(window: SkyWindow, at: Date): ZodiacSign {
  let sign = window.signAtStart;
  for (const ingress of window.ingresses) {
    if (ingress.at > at) break;
    sign = ingress.sign;
  }
  return sign;
}
