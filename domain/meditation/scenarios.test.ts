import { describe, expect, it } from 'vitest';
import { STEP_TYPES, VISUALIZATION_SCENARIOS, findScenario, stepAt, stepStarts } from './scenarios';

describe('visualization scenarios', () => {
  it.each([
    ['Golden Abundance Temple', 15, 'Beginner', 5],
    ['Quantum Field Immersion', 20, 'Advanced', 4],
    ['Cascading Wealth Waterfall', 12, 'Intermediate', 4],
    ['Cosmic Manifestation Portal', 18, 'Intermediate', 5],
  ] as const)('%s: %i min, %s, %i steps adding up to its duration', (title, minutes, difficulty, steps) => {
    const scenario = VISUALIZATION_SCENARIOS.find((candidate) => candidate.title === title);
    expect(scenario).toMatchObject({ duration: minutes, difficulty });
    expect(scenario?.steps).toHaveLength(steps);
    expect(scenario?.steps.reduce((sum, step) => sum + step.duration, 0)).toBe(minutes * 60);
  });

  it('has exactly the four scenarios, with unique ids, every step type used and instructions written', () => {
    expect(VISUALIZATION_SCENARIOS).toHaveLength(4);
    expect(new Set(VISUALIZATION_SCENARIOS.map((scenario) => scenario.id)).size).toBe(4);
    const steps = VISUALIZATION_SCENARIOS.flatMap((scenario) => scenario.steps);
    expect(new Set(steps.map((step) => step.type))).toEqual(new Set(STEP_TYPES));
    for (const step of steps) expect(step.instruction.length).toBeGreaterThan(40);
  });

  it('finds a scenario by id; null or an unknown id finds none', () => {
    expect(findScenario('cosmic-manifestation-portal')?.title).toBe('Cosmic Manifestation Portal');
    expect(findScenario('unknown')).toBeUndefined();
    expect(findScenario(null)).toBeUndefined();
  });
});

describe('step timing', () => {
  const steps = [
    { type: 'breathing', instruction: '', duration: 60, visualCue: 'breath-orb' },
    { type: 'imagery', instruction: '', duration: 120, visualCue: 'portal' },
    { type: 'energy', instruction: '', duration: 30, visualCue: 'energy-spiral' },
  ] as const;

  it('starts each step at the sum of the durations before it', () => {
    expect(stepStarts(steps)).toEqual([0, 60, 180]);
  });

  it.each([
    [-5, 0],
    [0, 0],
    [59.9, 0],
    [60, 1],
    [179, 1],
    [180, 2],
    [500, 2],
  ])('at %d s the step is %i', (seconds, step) => {
    expect(stepAt(steps, seconds)).toBe(step);
  });
});
