/** Guided-imagery scenarios for the advanced visualization (docs/meditation.md). */

export const STEP_TYPES = ['breathing', 'imagery', 'energy', 'manifestation'] as const;
type StepType = (typeof STEP_TYPES)[number];

/** Each cue names one visual the player can draw; the advanced view follows the current step's cue. */
export type VisualCue =
  | 'breath-orb'
  | 'golden-temple'
  | 'particle-field'
  | 'energy-spiral'
  | 'waterfall'
  | 'portal'
  | 'radiant-sun';

type Difficulty = 'Beginner' | 'Intermediate' | 'Advanced';

export type ScenarioStep = {
  type: StepType;
  instruction: string;
  /** Seconds; a scenario's steps add up to its duration. */
  duration: number;
  visualCue: VisualCue;
};

export type VisualizationScenario = {
  id: string;
  title: string;
  description: string;
  /** Minutes. */
  duration: number;
  difficulty: Difficulty;
  steps: readonly ScenarioStep[];
};

export const VISUALIZATION_SCENARIOS: readonly VisualizationScenario[] = [
  {
    id: 'golden-abundance-temple',
    title: 'Golden Abundance Temple',
    description: 'Climb to a sunlit temple and receive what you are ready for.',
    duration: 15,
    difficulty: 'Beginner',
    steps: [
      {
        type: 'breathing',
        instruction:
          'Breathe in for four counts, hold for four, and breathe out for six. Let your shoulders drop with every exhale.',
        duration: 180,
        visualCue: 'breath-orb',
      },
      {
        type: 'imagery',
        instruction:
          'Picture marble steps rising toward a temple of warm gold. Climb them slowly, one breath for every step.',
        duration: 180,
        visualCue: 'golden-temple',
      },
      {
        type: 'imagery',
        instruction:
          'Step inside. Sunlight pours through the dome and settles on your skin like a warm, weightless cloak.',
        duration: 180,
        visualCue: 'golden-temple',
      },
      {
        type: 'energy',
        instruction:
          'Let the light gather at your heart, then spread outward with each heartbeat until it fills the room.',
        duration: 180,
        visualCue: 'energy-spiral',
      },
      {
        type: 'manifestation',
        instruction:
          'Name one thing you are ready to receive. See it resting on the altar before you, and say thank you.',
        duration: 180,
        visualCue: 'radiant-sun',
      },
    ],
  },
  {
    id: 'quantum-field-immersion',
    title: 'Quantum Field Immersion',
    description: 'Dissolve into a field of possibility and step into the life you choose.',
    duration: 20,
    difficulty: 'Advanced',
    steps: [
      {
        type: 'breathing',
        instruction:
          'Slow the breath until each exhale lasts twice as long as the inhale. Feel the edges of your body soften.',
        duration: 240,
        visualCue: 'breath-orb',
      },
      {
        type: 'imagery',
        instruction:
          'Sense the space around you as a field of tiny points of light, each one a possibility, humming quietly.',
        duration: 360,
        visualCue: 'particle-field',
      },
      {
        type: 'energy',
        instruction:
          'Choose one possibility. Feel the field brighten around it as your attention gathers there.',
        duration: 300,
        visualCue: 'energy-spiral',
      },
      {
        type: 'manifestation',
        instruction:
          'Step into that version of your life. Notice where you are, who is with you, and how it feels to have it now.',
        duration: 300,
        visualCue: 'radiant-sun',
      },
    ],
  },
  {
    id: 'cascading-wealth-waterfall',
    title: 'Cascading Wealth Waterfall',
    description: 'Let a waterfall of golden light wash old money stories downstream.',
    duration: 12,
    difficulty: 'Intermediate',
    steps: [
      {
        type: 'breathing',
        instruction:
          'Breathe in through the nose and out through the mouth, slow and soft. Let the day fall away.',
        duration: 120,
        visualCue: 'breath-orb',
      },
      {
        type: 'imagery',
        instruction:
          'You stand beside a waterfall of golden light. Listen to it: steady, endless, never running dry.',
        duration: 240,
        visualCue: 'waterfall',
      },
      {
        type: 'energy',
        instruction:
          'Step under the falls. Let the light rinse away old stories about money and carry them downstream.',
        duration: 180,
        visualCue: 'waterfall',
      },
      {
        type: 'manifestation',
        instruction: 'Cup your hands and let them fill. Everything you catch is yours to keep and to share.',
        duration: 180,
        visualCue: 'radiant-sun',
      },
    ],
  },
  {
    id: 'cosmic-manifestation-portal',
    title: 'Cosmic Manifestation Portal',
    description: 'Travel through a ring of starlight to meet your intention and bring it home.',
    duration: 18,
    difficulty: 'Intermediate',
    steps: [
      {
        type: 'breathing',
        instruction:
          'Breathe slowly. With each exhale the room grows quieter and the night sky draws a little closer.',
        duration: 180,
        visualCue: 'breath-orb',
      },
      {
        type: 'imagery',
        instruction:
          'A ring of soft violet light opens among the stars ahead. Drift toward it without hurrying.',
        duration: 240,
        visualCue: 'portal',
      },
      {
        type: 'energy',
        instruction:
          'Pass through the ring. Feel starlight spiral up from your feet to the crown of your head.',
        duration: 240,
        visualCue: 'energy-spiral',
      },
      {
        type: 'manifestation',
        instruction:
          'Your intention waits on the other side as one bright star. Reach out and hold it close.',
        duration: 240,
        visualCue: 'radiant-sun',
      },
      {
        type: 'breathing',
        instruction:
          'Carry the star back with you. Breathe it into your chest, then slowly return to the room.',
        duration: 180,
        visualCue: 'breath-orb',
      },
    ],
  },
];

export function findScenario(id: string | null): VisualizationScenario | undefined {
  return id === null ? undefined : VISUALIZATION_SCENARIOS.find((scenario) => scenario.id === id);
}

/** Second offsets at which each step begins: [0, d0, d0+d1, ...]. */
export function stepStarts(steps: readonly ScenarioStep[]): number[] {
  const starts: number[] = [];
  let total = 0;
  for (const step of steps) {
    starts.push(total);
    total += step.duration;
  }
  return starts;
}

/**
 * The step playing at `seconds` into a scenario: the last step whose cumulative start is at or before
 * it. Before the start it is the first step; after the end it stays on the last.
 */
export function stepAt(steps: readonly ScenarioStep[], seconds: number): number {
  const starts = stepStarts(steps);
  let index = 0;
  for (let i = 0; i < starts.length; i += 1) if ((starts[i] ?? 0) <= seconds) index = i;
  return index;
}
