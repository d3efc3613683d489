import { describe, expect, it } from 'vitest';
import { BINAURAL_PRESETS } from '#domain/meditation/meditation';
import { HABIT_CATEGORIES } from '#domain/habits/habits';
import {
  INTENTION_GUIDE,
  UpdateOnboardingSchema,
  beatPresetFor,
  onboardingRedirect,
  onboardingReturnPath,
} from './onboarding';

describe('onboardingRedirect', () => {
  it.each([
    ['pending', '/', '', '/welcome?next=%2F'],
    ['pending', '/dashboard', '', '/welcome?next=%2Fdashboard'],
    ['pending', '/dashboard', '?subscription=success', null],
    ['pending', '/', '?verified=1', '/welcome?next=%2F%3Fverified%3D1'],
    ['pending', '/subscribe', '', null],
    ['pending', '/pricing', '', null],
    ['pending', '/profile', '', null],
    ['pending', '/admin/coaching', '', null],
    ['pending', '/meditate', '', null],
    ['completed', '/', '', null],
    ['skipped', '/dashboard', '', null],
  ] as const)('%s member at %s%s goes to %s', (state, path, search, expected) => {
    expect(onboardingRedirect(state, path, search)).toBe(expected);
  });
});

describe('onboardingReturnPath', () => {
  it.each([
    [null, '/'],
    ['', '/'],
    ['/dashboard', '/dashboard'],
    ['/meditate?session=first-breath', '/meditate?session=first-breath'],
    ['//evil.example', '/'],
    ['https://evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/welcome?next=/', '/'],
  ])('%s returns to %s', (next, expected) => {
    expect(onboardingReturnPath(next)).toBe(expected);
  });
});

describe('the intention guide', () => {
  it('names only real beat presets and habit categories', () => {
    const presets = BINAURAL_PRESETS.map((preset) => preset.id);
    for (const { beatPresetId, themes } of Object.values(INTENTION_GUIDE)) {
      expect(presets).toContain(beatPresetId);
      for (const theme of themes) expect(HABIT_CATEGORIES).toContain(theme);
    }
  });

  it.each([
    [null, 'alpha-wealth'],
    [{ id: 'sleep' as const }, 'delta-healing'],
    [{ id: 'focus' as const }, 'gamma-insight'],
    [{ id: 'own' as const, text: 'Pay off my card' }, 'alpha-wealth'],
  ])('%o plays %s', (intention, preset) => {
    expect(beatPresetFor(intention)).toBe(preset);
  });
});

describe('UpdateOnboardingSchema', () => {
  it.each([
    [{}, true],
    [{ intention: { id: 'saving' } }, true],
    [{ intention: { id: 'own', text: '  Calm about rent  ' } }, true],
    [{ intention: { id: 'own', text: '   ' } }, false],
    [{ intention: { id: 'own', text: 'x'.repeat(121) } }, false],
    [{ intention: { id: 'wealthy' } }, false],
    [{ intention: { id: 'saving', text: 'extra' } }, false],
    [{ practiceTime: '07:30' }, true],
    [{ practiceTime: '24:00' }, false],
    [{ practiceTime: null, reminder: false }, true],
    [{ finish: 'completed' }, true],
    [{ finish: 'pending' }, false],
    [{ colour: 'gold' }, false],
  ])('%o valid: %s', (body, valid) => {
    expect(UpdateOnboardingSchema.safeParse(body).success).toBe(valid);
  });

  it('trims own words', () => {
    const parsed = UpdateOnboardingSchema.parse({ intention: { id: 'own', text: '  Calm about rent ' } });
    expect(parsed.intention).toEqual({ id: 'own', text: 'Calm about rent' });
  });
});
