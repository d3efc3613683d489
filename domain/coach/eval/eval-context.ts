import { MINUTE_MS, zonedInstant } from '#domain/shared/dates';
import { buildCoachContext, type CoachContext, type CoachSourceRows } from '#domain/coach/coach';

/**
 * The member every evaluation message is asked by: a week into the app, three goals, three habits,
 * a two-minute meditation finished at 09:12 today, asked two minutes later, an eight-day streak on
 * one habit and another habit skipped today.
 */
const ME = 'eval-member';
const TODAY = '2026-03-15';
const rows = (timeZone: string): CoachSourceRows => ({
  goals: [
    {
      id: 'goal-emergency',
      userId: ME,
      title: 'Emergency fund',
      targetAmount: 5000,
      progress: 40,
      setOn: '2026-01-01',
      dueOn: '2026-06-30',
    },
    {
      id: 'goal-visa',
      userId: ME,
      title: 'Pay off Visa card',
      targetAmount: 2400,
      progress: 25,
      setOn: '2026-01-15',
      dueOn: '2026-09-30',
    },
    {
      id: 'goal-side',
      userId: ME,
      title: 'Side income',
      targetAmount: 1000,
      progress: 10,
      setOn: '2026-02-01',
      dueOn: '2026-12-31',
    },
  ],
  habits: [
    {
      id: 'habit-budget',
      userId: ME,
      title: 'Review budget',
      category: 'financial',
      frequency: 'daily',
      skippedPeriods: [],
      donePeriods: [
        '2026-03-08',
        '2026-03-09',
        '2026-03-10',
        '2026-03-11',
        '2026-03-12',
        '2026-03-13',
        '2026-03-14',
        '2026-03-15',
      ],
    },
    {
      id: 'habit-read',
      userId: ME,
      title: 'Read 10 pages',
      category: 'learning',
      frequency: 'daily',
      // Skipped a minute ago: "what should I do today?" must not suggest it.
      skippedPeriods: ['2026-03-15'],
      donePeriods: ['2026-03-10'],
    },
    {
      id: 'habit-no-spend',
      userId: ME,
      title: 'No-spend day',
      category: 'financial',
      frequency: 'weekly',
      skippedPeriods: [],
      donePeriods: ['2026-W09', '2026-W10'],
    },
  ],
  lastMeditation: {
    userId: ME,
    title: 'Abundance Alignment',
    minutes: 2,
    finishedAt: zonedInstant(TODAY, 9, 12, timeZone),
  },
  practice: [
    { userId: ME, day: '2026-03-15', kind: 'meditation', minutes: 2 },
    { userId: ME, day: '2026-03-13', kind: 'meditation', minutes: 10 },
    { userId: ME, day: '2026-03-12', kind: 'ritual', minutes: 0 },
    { userId: ME, day: '2026-03-10', kind: 'meditation', minutes: 15 },
  ],
  checkIns: [
    { userId: ME, day: '2026-03-14', energyLevel: 6, feeling: 'calm' },
    { userId: ME, day: '2026-03-15', energyLevel: 4, feeling: 'tired' },
  ],
});

export function evalContext(timeZone = 'America/New_York'): CoachContext {
  return buildCoachContext(
    ME,
    {
      today: TODAY,
      // Two minutes after the meditation: "when did I last meditate?" is asked right after it.
      now: new Date(zonedInstant(TODAY, 9, 12, timeZone).getTime() + 2 * MINUTE_MS),
      timeZone,
      firstName: 'Maya',
      moonPhase: 'Waning Crescent',
      // Six days in a row, one freeze banked, no rest day planned this month.
      practiceStreak: { days: 6, freezesBanked: 1, restDaysLeft: 4 },
    },
    rows(timeZone),
  );
}
