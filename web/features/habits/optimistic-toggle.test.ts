import { describe, expect, it } from 'vitest';
import type { Habit } from '#domain/habits/habits';
import { optimisticToggle } from './optimistic-toggle';

const habit = (fields: Partial<Habit>): Habit => ({
  id: 'h1',
  title: 'Review spending',
  description: '',
  category: 'financial',
  frequency: 'daily',
  targetValue: null,
  unit: null,
  date: '2026-11-01',
  isCompleted: false,
  streak: 2,
  totalCompletions: 2,
  isArchived: false,
  isSkipped: false,
  reminderTime: null,
  recentCompletions: ['2026-11-16', '2026-11-17'],
  ...fields,
});

describe('optimisticToggle', () => {
  it('marks a habit done for the date and adds the day to the heatmap', () => {
    expect(optimisticToggle(habit({}), '2026-11-18')).toMatchObject({
      isCompleted: true,
      totalCompletions: 3,
      streak: 2,
      recentCompletions: ['2026-11-16', '2026-11-17', '2026-11-18'],
    });
  });

  it("undoes a weekly habit by removing that week's tick, whichever day it was on", () => {
    const weekly = habit({
      frequency: 'weekly',
      isCompleted: true,
      recentCompletions: ['2026-11-10', '2026-11-16'],
    });
    expect(optimisticToggle(weekly, '2026-11-18')).toMatchObject({
      isCompleted: false,
      totalCompletions: 1,
      recentCompletions: ['2026-11-10'],
    });
  });
});
