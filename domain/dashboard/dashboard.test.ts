import { describe, expect, it } from 'vitest';
import { localHour } from '#domain/shared/dates';
import { coherenceText, displayFirstName, greetingFor } from './dashboard';

describe('greetingFor', () => {
  it.each<[number, string]>([
    [0, 'Good Morning'],
    [5, 'Good Morning'],
    [11, 'Good Morning'],
    [12, 'Good Afternoon'],
    [17, 'Good Afternoon'],
    [18, 'Good Evening'],
    [23, 'Good Evening'],
  ])('%i:00 -> %s', (hour, greeting) => expect(greetingFor(hour)).toBe(greeting));

  it.each<[string, string, string]>([
    ['2026-11-21T10:59:00Z', 'Europe/Paris', 'Good Morning'],
    ['2026-11-21T11:00:00Z', 'Europe/Paris', 'Good Afternoon'],
    ['2026-11-21T16:59:00Z', 'Europe/Paris', 'Good Afternoon'],
    ['2026-11-21T17:00:00Z', 'Europe/Paris', 'Good Evening'],
    ['2026-11-21T04:00:00Z', 'America/Los_Angeles', 'Good Evening'],
  ])('%s in %s -> %s', (instant, zone, greeting) =>
    expect(greetingFor(localHour(new Date(instant), zone))).toBe(greeting),
  );
});

describe('displayFirstName', () => {
  it.each<[string | null | undefined, string]>([
    ['Ann', 'Ann'],
    ['  Ann ', 'Ann'],
    ['', 'User'],
    ['   ', 'User'],
    [null, 'User'],
    [undefined, 'User'],
  ])('%s -> %s', (name, expected) => expect(displayFirstName(name)).toBe(expected));
});

it('words the coherence line as the spec does', () => {
  expect(coherenceText(87)).toBe('Your quantum field is aligned at 87% coherence today');
  expect(coherenceText(0)).toBe('Your coherence is 0% today: it rises as you practise');
});
