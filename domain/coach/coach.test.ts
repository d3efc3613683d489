import { describe, expect, it } from 'vitest';
import { buildCoachContext, contextForPrompt, type CoachSourceRows } from './coach';
import { goalAdvice, weeklyPlan } from './rules';

const ME = 'me';
const OTHER = 'other';
const today = '2026-03-15';

const rows: CoachSourceRows = {
  goals: [
    {
      id: 'g1',

      userId: ME,
      title: 'Emergency fund',
      targetAmount: 10000,
      progress: 40,
      setOn: '2026-01-01',
      dueOn: '2026-05-01',
    },
    {
      id: 'g2',

      userId: ME,
      title: 'Done already',
      targetAmount: 100,
      progress: 100,
      setOn: '2026-01-01',
      dueOn: '2026-04-01',
    },
    {
      id: 'g3',

      userId: OTHER,
      title: 'Secret yacht',
      targetAmount: 9_000_000,
      progress: 1,
      setOn: '2026-01-01',
      dueOn: '2026-04-01',
    },
  ],
  habits: [
    {
      id: 'h1',
      userId: ME,
      title: 'Review budget',
      category: 'financial',
      frequency: 'daily',
      skippedPeriods: [],
      donePeriods: ['2026-03-13', '2026-03-14', '2026-03-15'],
    },
    {
      id: 'h2',
      userId: ME,
      title: 'Read',
      category: 'learning',
      frequency: 'weekly',
      donePeriods: [],
      // This week's key: skipped, so never suggested; last week's skip is history.
      skippedPeriods: ['2026-W10', '2026-W11'],
    },
    {
      id: 'h3',
      userId: OTHER,
      title: 'Other habit',
      category: 'mindset',
      frequency: 'daily',
      skippedPeriods: [],
      donePeriods: ['2026-03-15'],
    },
  ],
  lastMeditation: {
    userId: ME,
    title: 'Sunrise Breath',
    minutes: 8,
    finishedAt: new Date('2026-03-15T11:58:30Z'),
  },
  practice: [
    { userId: ME, day: '2026-03-15', kind: 'meditation', minutes: 15 },
    { userId: ME, day: '2026-03-15', kind: 'ritual', minutes: 0 },
    { userId: ME, day: '2026-03-01', kind: 'meditation', minutes: 20 },
    { userId: ME, day: '2026-02-20', kind: 'meditation', minutes: 99 },
    { userId: OTHER, day: '2026-03-14', kind: 'meditation', minutes: 500 },
  ],
  checkIns: [
    { userId: ME, day: '2026-03-15', energyLevel: 7, feeling: 'calm' },
    { userId: ME, day: '2026-03-15', energyLevel: 8, feeling: 'inspired' },
    { userId: OTHER, day: '2026-03-14', energyLevel: 1, feeling: 'calm' },
  ],
};

describe('buildCoachContext', () => {
  const context = buildCoachContext(
    ME,
    {
      today,
      now: new Date(`${today}T12:00:00Z`),
      timeZone: 'UTC',
      firstName: 'Maya',
      moonPhase: 'Waxing Gibbous',
      practiceStreak: null,
    },
    rows,
  );

  it('never carries another member’s rows', () => {
    const text = JSON.stringify(context);
    expect(text).not.toContain('Secret yacht');
    expect(text).not.toContain('Other habit');
    expect(context.days.find((day) => day.day === '2026-03-14')).toMatchObject({
      meditationMinutes: 0,
      energy: null,
    });
  });

  it('keeps open goals with progress, time used, days left and probability', () => {
    expect(context.goals).toEqual([
      {
        id: 'g1',
        title: 'Emergency fund',
        targetAmount: 10000,
        progress: 40,
        timeUsedPercent: 61,
        daysLeft: 47,
        probability: 70,
      },
    ]);
  });

  it('computes each habit’s streak in its own periods, longest first', () => {
    expect(context.habits.map((habit) => [habit.title, habit.streak])).toEqual([
      ['Review budget', 3],
      ['Read', 0],
    ]);
  });

  it('covers exactly the last 14 days ending today, with the day’s mean energy', () => {
    expect(context.days).toHaveLength(14);
    expect(context.days[0]?.day).toBe('2026-03-02');
    expect(context.days.at(-1)).toEqual({
      day: today,
      meditations: 1,
      meditationMinutes: 15,
      rituals: 1,
      habits: 0,
      energy: 7.5,
    });
    expect(JSON.stringify(context.days)).not.toContain('99');
  });

  it('knows the habits skipped this period and the newest meditation, with its local time', () => {
    expect(context.habits.map((habit) => [habit.title, habit.skippedThisPeriod])).toEqual([
      ['Review budget', false],
      ['Read', true],
    ]);
    expect(context.lastMeditation).toEqual({
      title: 'Sunrise Breath',
      minutes: 8,
      day: today,
      time: '11:58',
      minutesAgo: 1,
    });
    const other = buildCoachContext(
      ME,
      { today, now: new Date(), timeZone: 'UTC', firstName: null, moonPhase: null, practiceStreak: null },
      { ...rows, lastMeditation: { userId: OTHER, title: 'Secret', minutes: 5, finishedAt: new Date() } },
    );
    expect(other.lastMeditation).toBeNull();
  });

  it('writes a prompt with the facts and no ids', () => {
    const prompt = contextForPrompt(context);
    expect(prompt).toContain('Moon phase: Waxing Gibbous');
    expect(prompt).toContain('Goal "Emergency fund" ($10000): 40% done, 61% of its time used');
    expect(prompt).toContain('Habit "Read" (weekly, learning): streak 0, skipped this week.');
    expect(prompt).toContain(
      'Last completed meditation: "Sunrise Breath", 8 minutes, finished 2026-03-15 at 11:58 (1 minute ago).',
    );
    expect(prompt).not.toContain(ME + '"');
  });
});

describe('built-in coach', () => {
  const context = buildCoachContext(
    ME,
    {
      today,
      now: new Date(`${today}T12:00:00Z`),
      timeZone: 'UTC',
      firstName: 'Maya',
      moonPhase: 'Waxing Gibbous',
      practiceStreak: null,
    },
    rows,
  );

  it('closes a goal’s gap with a weekly amount', () => {
    const [goal] = context.goals;
    if (!goal) throw new Error('no goal');
    expect(goalAdvice(goal)).toBe(
      "Your 'Emergency fund' goal is 40% done with 61% of its time gone; $858 a week closes the gap in 47 days.",
    );
  });

  it('writes a weekly plan with a meditation target, the goal and daily check-ins', () => {
    const plan = weeklyPlan(context);
    expect(plan.split('\n')[0]).toBe(`Your plan for the week of ${today}:`);
    expect(plan).toContain('- Meditate 60 minutes this week');
    expect(plan).toContain("'Emergency fund'");
    expect(plan).toContain('(1 of the last 7 days had a check-in)');
  });
});
