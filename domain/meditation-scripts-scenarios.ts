import { VISUALIZATION_SCENARIOS, type VisualizationScenario } from './meditation-scenarios';
import { scenarioScript, type MeditationScript } from './meditation-scripts';

/**
 * Spoken scripts for the guided-imagery scenarios: each step's instruction, then the lines below
 * spread through the step. Keyed by scenario id; the steps themselves stay in meditation-scenarios.
 */
const EXTRAS: Record<string, { steps: readonly (readonly string[])[]; closing: string }> = {
  'golden-abundance-temple': {
    steps: [
      ['Keep this rhythm. In for four, hold for four, out for six.'],
      ['Each step is smooth and warm beneath your feet. The temple grows brighter as you rise.'],
      ['Look up into the dome. The gold is soft here, never harsh, and you are welcome.'],
      ['With each heartbeat the light grows wider, filling the temple and spilling out of its doors.'],
      ['Let it stay there, received. You do not have to hold on to it; it is already yours.'],
    ],
    closing: 'Walk slowly back down the steps, breathe deeply, and open your eyes when you are ready.',
  },
  'quantum-field-immersion': {
    steps: [
      ['In, and a long slow out. Let the outline of your body blur a little with each breath.'],
      [
        'The points of light drift around you. Some are near, some far, all of them quietly possible.',
        'There is no need to choose yet. Simply notice how many there are.',
      ],
      [
        'Let the other lights dim a little as this one grows brighter and closer.',
        'Feel a gentle pull toward it, as if it has been waiting for your attention.',
      ],
      [
        'Look down at your hands in this new life. What are they doing?',
        'Take a breath here as this version of you. Notice how steady it feels.',
      ],
    ],
    closing: 'Let the field soften and fade. Feel your body in the room, and open your eyes slowly.',
  },
  'cascading-wealth-waterfall': {
    steps: [
      [],
      ['Feel the cool mist on your face. Hear the water meeting the pool below, again and again.'],
      ['Whatever no longer serves you loosens and drifts away with the current. Let it go.'],
      ['Feel the weight of what you hold, warm and bright. There is always more where it came from.'],
    ],
    closing: 'Step out of the water, breathe in the fresh air, and come gently back to the room.',
  },
  'cosmic-manifestation-portal': {
    steps: [
      ['Let the out-breath lengthen. Feel yourself growing lighter, quieter, more spacious.'],
      ['The ring turns slowly as you approach, its light soft and welcoming.'],
      ['Let the light settle at your heart, warm and steady, humming quietly.'],
      ['Feel its warmth in your palms. Tell it, in your own words, that you are ready.'],
      ['The stars grow distant and the room returns, one breath at a time.'],
    ],
    closing: 'Feel your feet on the floor. When you are ready, open your eyes.',
  },
};

function scriptFor(scenario: VisualizationScenario): MeditationScript {
  const extras = EXTRAS[scenario.id];
  if (!extras) throw new Error(`no script for scenario ${scenario.id}`);
  return scenarioScript(scenario.id, scenario.steps, extras.steps, extras.closing);
}

export const SCENARIO_SCRIPTS: readonly MeditationScript[] = VISUALIZATION_SCENARIOS.map(scriptFor);
