import { SearchMoonPhase } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { localDay } from '#domain/shared/dates';
import { findLibrarySession } from '#domain/meditation/library';
import { affirmationLibrary } from '#domain/affirmations/library';
import { checkAffirmationStyle } from '#domain/affirmations/style';
import { PROGRAM_FILES, parsePrograms, programLibrary, type ProgramContent } from './content';
import { lunarCycleFrom, nextNewMoonOnOrAfter } from './moon';
import { dailyProgress, enrolmentSummary, lunarCycleEnd, lunarDayDates, lunarProgress } from './programs';

const at = (iso: string) => new Date(iso);
const daily = (sessionIds: (string | null)[]): Pick<ProgramContent, 'schedule' | 'days'> => ({
  schedule: 'daily',
  days: sessionIds.map((sessionId, index) => ({
    day: index + 1,
    title: `Day ${index + 1}`,
    sessionId,
    affirmation: 'I keep going.',
    prompt: { kind: 'reflection', text: 'A prompt long enough.' },
  })),
});

describe('the program content (content/programs)', () => {
  const programs = programLibrary();
  it('holds the four programs with their plans and lengths', () => {
    expect(programs.map((program) => [program.title, program.plan, program.days.length])).toEqual([
      ['7 Days of Money Calm', 'free', 7],
      ['21 Days to an Abundance Habit', 'pro', 21],
      ['Five Nights of Restful Sleep', 'pro', 5],
      ['One Lunar Cycle', 'pro', 9],
    ]);
  });

  it('opens Money Calm with the free beginners’ session and uses only free sessions in it', () => {
    const calm = programs[0];
    expect(calm?.level).toBe('beginner');
    expect(calm?.days[0]?.sessionId).toBe('first-breath');
    for (const day of calm?.days ?? [])
      if (day.sessionId) expect(findLibrarySession(day.sessionId)?.plan, day.sessionId).toBe('free');
  });

  it('puts the new-moon intention on the lunar program’s first day and the full-moon review at its middle', () => {
    const lunar = programs.find((program) => program.schedule === 'lunar');
    expect(lunar?.days[0]?.phase).toBe('New Moon');
    expect(lunar?.days[0]?.prompt.text).toMatch(/intention/i);
    const middle = lunar?.days[Math.floor((lunar.days.length - 1) / 2)];
    expect(middle?.phase).toBe('Full Moon');
    expect(middle?.prompt.text).toMatch(/review/i);
  });

  it.each(programs.flatMap((program) => program.days.map((day) => [program.id, day.day, day.affirmation])))(
    'gives %s day %i an affirmation that passes the style rules: %s',
    (_id, _day, affirmation) => {
      expect(checkAffirmationStyle(String(affirmation), affirmationLibrary().denyList).problems).toEqual([]);
    },
  );

  it.each<[string, (file: Record<string, unknown>) => unknown, RegExp]>([
    [
      'an unknown session',
      (file) => ({ ...file, days: [{ ...(file.days as object[])[0], sessionId: 'nope' }] }),
      /not a library session/,
    ],
    ['days out of order', (file) => ({ ...file, days: [{ ...(file.days as object[])[1] }] }), /must be 1/],
    ['a wrong version', (file) => ({ ...file, version: 3 }), /version/],
    [
      'a phase on a daily day',
      (file) => ({ ...file, days: [{ ...(file.days as object[])[0], phase: 'Full Moon' }] }),
      /phase/,
    ],
  ])('refuses a file with %s', (_name, change, message) => {
    expect(() => parsePrograms([change(PROGRAM_FILES[0] as Record<string, unknown>)])).toThrow(message);
  });
});

describe('dailyProgress: a day unlocks at the member’s local midnight after the previous day is done', () => {
  const program = daily(['first-breath', null, 'financial-freedom']);
  const base = {
    program,
    startedAt: at('2026-03-06T15:00:00Z'),
    timeZone: 'America/New_York',
    marks: new Map<number, Date>(),
    sessions: [] as { sessionId: string; completedAt: Date }[],
  };
  const states = (now: string, sessions = base.sessions, marks = base.marks) =>
    dailyProgress({ ...base, now: at(now), sessions, marks }).map(
      (day) => `${day.state}:${day.opensOn ?? '-'}`,
    );

  it.each<[string, string, { sessionId: string; completedAt: Date }[], Map<number, Date>, string[]]>([
    [
      'day 1 opens at enrolment',
      '2026-03-06T15:00:00Z',
      [],
      new Map(),
      ['open:2026-03-06', 'locked:-', 'locked:-'],
    ],
    [
      'a session done before enrolment does not count',
      '2026-03-06T16:00:00Z',
      [{ sessionId: 'first-breath', completedAt: at('2026-03-06T14:00:00Z') }],
      new Map(),
      ['open:2026-03-06', 'locked:-', 'locked:-'],
    ],
    [
      'day 2 waits for local midnight (23:59 New York is still the same day)',
      '2026-03-07T04:59:00Z',
      [{ sessionId: 'first-breath', completedAt: at('2026-03-06T20:00:00Z') }],
      new Map(),
      ['done:2026-03-06', 'locked:2026-03-07', 'locked:-'],
    ],
    [
      'day 2 opens at New York midnight (05:00 UTC in winter)',
      '2026-03-07T05:00:00Z',
      [{ sessionId: 'first-breath', completedAt: at('2026-03-06T20:00:00Z') }],
      new Map(),
      ['done:2026-03-06', 'open:2026-03-07', 'locked:-'],
    ],
    [
      'a missed day stays open; nothing breaks days later',
      '2026-03-20T12:00:00Z',
      [{ sessionId: 'first-breath', completedAt: at('2026-03-06T20:00:00Z') }],
      new Map(),
      ['done:2026-03-06', 'open:2026-03-07', 'locked:-'],
    ],
    [
      'across the spring-forward night, day 3 opens at midnight EDT (04:00 UTC)',
      '2026-03-09T04:00:00Z',
      [{ sessionId: 'first-breath', completedAt: at('2026-03-06T20:00:00Z') }],
      new Map([[2, at('2026-03-08T15:00:00Z')]]),
      ['done:2026-03-06', 'done:2026-03-07', 'open:2026-03-09'],
    ],
    [
      'and not a minute earlier',
      '2026-03-09T03:59:00Z',
      [{ sessionId: 'first-breath', completedAt: at('2026-03-06T20:00:00Z') }],
      new Map([[2, at('2026-03-08T15:00:00Z')]]),
      ['done:2026-03-06', 'done:2026-03-07', 'locked:2026-03-09'],
    ],
    [
      'a session done before its day opened does not count for that day',
      '2026-03-09T12:00:00Z',
      [
        { sessionId: 'first-breath', completedAt: at('2026-03-06T20:00:00Z') },
        { sessionId: 'financial-freedom', completedAt: at('2026-03-08T16:00:00Z') },
      ],
      new Map([[2, at('2026-03-08T15:00:00Z')]]),
      ['done:2026-03-06', 'done:2026-03-07', 'open:2026-03-09'],
    ],
  ])('%s', (_name, now, sessions, marks, expected) => {
    expect(states(now, sessions, marks)).toEqual(expected);
  });

  it('opens the next day at midnight after the autumn change too (Europe/London, 25-hour night)', () => {
    const progress = dailyProgress({
      ...base,
      program: daily([null, null]),
      timeZone: 'Europe/London',
      startedAt: at('2026-10-24T10:00:00Z'),
      marks: new Map([[1, at('2026-10-24T22:30:00Z')]]),
      // 23:30 BST on the 24th; midnight on the 25th is 23:00 UTC, before the clocks go back at 01:00 UTC.
      now: at('2026-10-24T23:00:00Z'),
    });
    expect(progress.map((day) => day.state)).toEqual(['done', 'open']);
    expect(progress[1]?.opensOn).toBe('2026-10-25');
  });

  it('summarises the enrolment: the open day, then the finish day', () => {
    const sessions = [
      { sessionId: 'first-breath', completedAt: at('2026-03-06T20:00:00Z') },
      { sessionId: 'financial-freedom', completedAt: at('2026-03-09T16:00:00Z') },
    ];
    const marks = new Map([[2, at('2026-03-08T15:00:00Z')]]);
    const running = dailyProgress({ ...base, now: at('2026-03-09T12:00:00Z'), sessions, marks });
    expect(enrolmentSummary(running, '2026-03-06', base.timeZone, null, at('2026-03-09T12:00:00Z'))).toEqual({
      startedOn: '2026-03-06',
      currentDay: 3,
      completedOn: null,
    });
    const finished = dailyProgress({ ...base, now: at('2026-03-10T12:00:00Z'), sessions, marks });
    expect(enrolmentSummary(finished, '2026-03-06', base.timeZone, null, at('2026-03-10T12:00:00Z'))).toEqual(
      {
        startedOn: '2026-03-06',
        currentDay: 3,
        completedOn: '2026-03-09',
      },
    );
  });
});

describe('the lunar program starts on the next real new moon', () => {
  const now = at('2026-11-26T12:00:00Z');
  // Independent of the app's code: astronomy-engine's own search for elongation 0.
  const nextNew = SearchMoonPhase(0, now, 40)?.date;

  it.each(['Pacific/Auckland', 'Europe/London', 'America/Los_Angeles'])('in %s', (timeZone) => {
    if (!nextNew) throw new Error('astronomy-engine found no new moon');
    const newMoon = nextNewMoonOnOrAfter(localDay(now, timeZone), now, timeZone);
    expect(Math.abs(newMoon.getTime() - nextNew.getTime())).toBeLessThan(60_000);
    const dates = lunarDayDates(lunarCycleFrom(newMoon), timeZone);
    expect(dates[0]).toBe(localDay(nextNew, timeZone));
    // The days follow one another through the cycle, the full moon in the middle.
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(9);
    const fullMoon = SearchMoonPhase(180, newMoon, 20)?.date;
    expect(dates[4]).toBe(fullMoon ? localDay(fullMoon, timeZone) : null);
  });

  it('starts today when the new moon falls on the member’s own day, even hours after it', () => {
    if (!nextNew) throw new Error('astronomy-engine found no new moon');
    const later = new Date(nextNew.getTime() + 60_000);
    const timeZone = 'UTC';
    const today = localDay(later, timeZone);
    if (localDay(nextNew, timeZone) === today)
      // The app finds phases with the apparent Sun, which puts them up to a minute before this
      // independent geometric search (docs/sky.md): the same new moon, not the next one.
      expect(
        Math.abs(nextNewMoonOnOrAfter(today, later, timeZone).getTime() - nextNew.getTime()),
      ).toBeLessThan(90_000);
  });
});

describe('lunarProgress', () => {
  const newMoon = nextNewMoonOnOrAfter('2026-11-26', at('2026-11-26T12:00:00Z'), 'UTC');
  const cycle = lunarCycleFrom(newMoon);
  const timeZone = 'Europe/London';
  const dates = lunarDayDates(cycle, timeZone);
  const lunar = programLibrary().find((program) => program.schedule === 'lunar');
  if (!lunar) throw new Error('no lunar program');
  const progress = (
    now: Date,
    marks = new Map<number, Date>(),
    sessions: { sessionId: string; completedAt: Date }[] = [],
  ) =>
    lunarProgress({
      program: lunar,
      cycle,
      timeZone,
      startedAt: at('2026-11-26T12:00:00Z'),
      now,
      marks,
      sessions,
    });
  const noon = (day: string) => at(`${day}T12:00:00Z`);

  it('keeps every day upcoming before the new moon', () => {
    expect(new Set(progress(at('2026-11-27T12:00:00Z')).map((day) => day.state))).toEqual(
      new Set(['upcoming']),
    );
  });

  it('opens each day on its phase date whatever the earlier days’ state; missed days stay open', () => {
    const states = progress(noon(dates[4] ?? '')).map((day) => day.state);
    expect(states).toEqual(['open', 'open', 'open', 'open', 'open', 'locked', 'locked', 'locked', 'locked']);
  });

  it('counts a session done on or after its day opened, and closes missed days when the next cycle begins', () => {
    const day1Session = lunar.days[0]?.sessionId ?? '';
    const sessions = [{ sessionId: day1Session, completedAt: noon(dates[0] ?? '') }];
    const marks = new Map([[2, noon(dates[1] ?? '')]]);
    const during = progress(noon(dates[2] ?? ''), marks, sessions).map((day) => day.state);
    expect(during.slice(0, 3)).toEqual(['done', 'done', 'open']);
    const end = lunarCycleEnd(cycle, timeZone);
    const after = progress(end, marks, sessions);
    expect(after.map((day) => day.state).slice(0, 4)).toEqual(['done', 'done', 'locked', 'locked']);
    expect(enrolmentSummary(after, '2026-11-26', timeZone, end, end).completedOn).toBe(
      localDay(end, timeZone),
    );
  });
});
