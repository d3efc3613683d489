/**
 * Sound design constants and brainwave journeys. A journey is a written curve of beat frequency
 * over the session: points at fractions of its length, joined by straight glides. The spec's four
 * presets stay fixed beats (domain/meditation/meditation.ts); journeys are extra choices beside them.
 */

export const CARRIER_HZ = { min: 100, max: 1000 } as const;
export const BEAT_HZ = { min: 0.5, max: 40 } as const;

/** Start, stop and preset changes fade over this long (5-10 s, docs/meditation.md). */
export const FADE_SECONDS = 6;
/** Volume slider moves glide this fast: quick to follow the hand, slow enough never to click. */
export const VOLUME_GLIDE_SECONDS = 0.25;

export const BEAT_MODES = ['binaural', 'isochronic'] as const;
export type BeatMode = (typeof BEAT_MODES)[number];

export type Journey = {
  id: string;
  name: string;
  carrierHz: number;
  /** [fraction of the session 0-1, beat Hz]; fractions rise from 0 to 1. */
  points: readonly (readonly [number, number])[];
};

export const JOURNEYS: readonly Journey[] = [
  {
    id: 'journey-unwind',
    name: 'Unwind: beta to theta, back to alpha',
    carrierHz: 200,
    points: [
      [0, 14],
      [0.2, 10],
      [0.55, 6],
      [0.8, 6],
      [0.9, 10],
      [1, 10],
    ],
  },
  {
    id: 'journey-sleep',
    name: 'Sleep drift: alpha to delta',
    carrierHz: 180,
    points: [
      [0, 10],
      [0.3, 6],
      [0.7, 3],
      [1, 2],
    ],
  },
  {
    id: 'journey-focus',
    name: 'Focus lift: alpha to beta',
    carrierHz: 240,
    points: [
      [0, 10],
      [0.3, 14],
      [1, 16],
    ],
  },
];

export function findJourney(id: string | null): Journey | undefined {
  return id === null ? undefined : JOURNEYS.find((journey) => journey.id === id);
}

/** The beat at `fraction` of the session (clamped to 0-1), on the straight glide between points. */
export function journeyBeatAt(journey: Journey, fraction: number): number {
  const at = Math.min(1, Math.max(0, fraction));
  const points = journey.points;
  for (let i = 1; i < points.length; i += 1) {
    const [x0, y0] = points[i - 1] ?? [0, 0];
    const [x1, y1] = points[i] ?? [1, 0];
    if (at <= x1) return x1 === x0 ? y1 : y0 + ((y1 - y0) * (at - x0)) / (x1 - x0);
  }
  return points.at(-1)?.[1] ?? 0;
}

/**
 * The glide from `fromSeconds` to the end as [secondsFromNow, beatHz] pairs: where the audio graph
 * starts and each corner after it, so it can schedule linear ramps once.
 */
export function journeySchedule(
  journey: Journey,
  durationSeconds: number,
  fromSeconds: number,
): [number, number][] {
  const schedule: [number, number][] = [[0, journeyBeatAt(journey, fromSeconds / durationSeconds)]];
  for (const [fraction, beat] of journey.points) {
    const at = fraction * durationSeconds - fromSeconds;
    if (at > 0) schedule.push([at, beat]);
  }
  return schedule;
}

export const SOUNDSCAPES = [
  { id: 'pink', name: 'Pink noise' },
  { id: 'brown', name: 'Brown noise' },
  { id: 'rain', name: 'Rain' },
  { id: 'surf', name: 'Ocean surf' },
  { id: 'bowl', name: 'Singing bowl' },
] as const;
export type SoundscapeId = (typeof SOUNDSCAPES)[number]['id'];
export const SOUNDSCAPE_IDS = SOUNDSCAPES.map((soundscape) => soundscape.id);

/** One full swell of the surf (in and out), seconds; waves on real beaches come every 6-14 s. */
export const SURF_SWELL_SECONDS = 10;
/** The singing bowl is struck this often, seconds; each strike rings for most of it. */
export const BOWL_STRIKE_SECONDS = 16;
